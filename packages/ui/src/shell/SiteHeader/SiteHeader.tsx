import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useThemeScope } from '../../theme/ThemeContext';
import type { NavigationLinkComponent } from '../Navigation';
import {
  StyledAccount,
  StyledHeader,
  StyledLogo,
  StyledMainRow,
  StyledMenu,
  StyledNavigation,
  StyledTopRow,
} from './SiteHeader.styles';

export interface SiteHeaderProps {
  /**
   * The top bar of tools (HeaderTopBar), on a wide screen only: it folds away as the page scrolls,
   * the main row stays. On a phone its tools are in the menu.
   */
  topBar?: ReactNode;
  /** The main navigation (Navigation), on a wide screen only; left out where the page hides it. */
  navigation?: ReactNode;
  /** In the main row at every width: the account bar, or the way to log in or register. */
  account?: ReactNode;
  /** On a phone only, at the row's end: the button that opens the menu of the site's tools. */
  menu?: ReactNode;
  /** The brand name shown as the logo, and the logo image's text. @default the brand's logoText */
  logoText?: string;
  /** A logo image with its size (so the header keeps its place); without it the logo text shows. */
  logoImage?: { src: string; width: number; height: number } | undefined;
  /** Where the logo leads. @default '/' */
  homeHref?: string;
  /** Renders the logo link (the site's router link). @default a plain `a` */
  linkComponent?: NavigationLinkComponent;
  /** Called on a click of the logo before it is followed. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Stays at the top of the viewport while the page scrolls. @default true */
  sticky?: boolean;
}

/**
 * The site header (the page's banner landmark). On a wide screen: the top bar of tools, then the
 * main row (the logo linking home, the navigation, the account); scrolled, only the main row stays
 * in view. On a phone: one compact row (the logo, the account, the menu button). Sticky by default.
 */
export function SiteHeader({
  topBar,
  navigation,
  account,
  menu,
  logoText,
  logoImage,
  homeHref = '/',
  linkComponent,
  onNavigate,
  sticky = true,
}: SiteHeaderProps) {
  const { t } = useLingui();
  const { theme } = useThemeScope();
  const brandName = logoText ?? theme.logoText;
  const headerRef = useRef<HTMLElement>(null);
  const topRowRef = useRef<HTMLDivElement>(null);
  // The header sticks with its top bar above the viewport's edge: the top bar scrolls away and
  // the main row stays. Its height comes from the browser's layout (a ResizeObserver reports after
  // it), so a language, a font or a message under the login form never makes it wrong.
  useLayoutEffect(() => {
    const header = headerRef.current;
    const topRow = topRowRef.current;
    if (!header || !topRow || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      header.style.setProperty('--site-header-fold', `${topRow.offsetHeight}px`);
    });
    observer.observe(topRow);
    return () => observer.disconnect();
  }, [topBar]);
  return (
    <StyledHeader ref={headerRef} $sticky={sticky}>
      {topBar != null && <StyledTopRow ref={topRowRef}>{topBar}</StyledTopRow>}
      <StyledMainRow>
        <StyledLogo
          {...(linkComponent && { as: linkComponent })}
          href={homeHref}
          aria-label={t`${brandName} home`}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => onNavigate?.(homeHref, event)}
        >
          {logoImage ? (
            <img
              src={logoImage.src}
              width={logoImage.width}
              height={logoImage.height}
              alt={brandName}
            />
          ) : (
            brandName
          )}
        </StyledLogo>
        {navigation != null && <StyledNavigation>{navigation}</StyledNavigation>}
        {account != null && <StyledAccount>{account}</StyledAccount>}
        {menu != null && <StyledMenu>{menu}</StyledMenu>}
      </StyledMainRow>
    </StyledHeader>
  );
}
SiteHeader.displayName = 'SiteHeader';
