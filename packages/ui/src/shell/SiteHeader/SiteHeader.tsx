import type { MouseEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useThemeScope } from '../../theme/ThemeContext';
import type { NavigationLinkComponent } from '../Navigation';
import { StyledHeader, StyledLogo, StyledMainRow, StyledTopRow } from './SiteHeader.styles';

export interface SiteHeaderProps {
  /** The top bar (HeaderTopBar). */
  topBar?: ReactNode;
  /** The main navigation (Navigation); left out where the page hides it. */
  navigation?: ReactNode;
  /** The brand name shown as the logo, and the logo image's text. @default the brand's logoText */
  logoText?: string;
  /** A logo image; without it the logo text is shown. */
  logoSrc?: string;
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
 * The site header (the page's banner landmark): the top bar, then the brand logo linking home
 * and the navigation. Sticky by default.
 */
export function SiteHeader({
  topBar,
  navigation,
  logoText,
  logoSrc,
  homeHref = '/',
  linkComponent,
  onNavigate,
  sticky = true,
}: SiteHeaderProps) {
  const { t } = useLingui();
  const { theme } = useThemeScope();
  const brandName = logoText ?? theme.logoText;
  return (
    <StyledHeader $sticky={sticky}>
      {topBar != null && <StyledTopRow>{topBar}</StyledTopRow>}
      <StyledMainRow>
        <StyledLogo
          {...(linkComponent && { as: linkComponent })}
          href={homeHref}
          aria-label={t`${brandName} home`}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => onNavigate?.(homeHref, event)}
        >
          {logoSrc ? <img src={logoSrc} alt={brandName} /> : brandName}
        </StyledLogo>
        {navigation}
      </StyledMainRow>
    </StyledHeader>
  );
}
SiteHeader.displayName = 'SiteHeader';
