import type { MouseEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { NavigationLinkComponent } from '../Navigation';
import { AccountIcon, GamesIcon, GiftIcon, HomeIcon, SearchIcon } from './icons';
import { StyledBar, StyledItem, StyledList } from './BottomNav.styles';

/** The bottom bar's places, in their order. */
export type BottomNavPlace = 'home' | 'games' | 'search' | 'promotions' | 'account';

export interface BottomNavItem {
  place: BottomNavPlace;
  /** The item's text, translated by the caller. */
  label: string;
  /** A link; without it the item is a button that calls `onSelect`. */
  href?: string;
  onSelect?: () => void;
}

export interface BottomNavProps {
  items: readonly BottomNavItem[];
  /** The place on view (marked as the current page). */
  current?: BottomNavPlace | null;
  /** Renders the links (the site's router link). @default a plain `a` */
  linkComponent?: NavigationLinkComponent;
  /** Called on a click of a link before it is followed. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

const ICONS: Readonly<Record<BottomNavPlace, () => ReactNode>> = {
  home: HomeIcon,
  games: GamesIcon,
  search: SearchIcon,
  promotions: GiftIcon,
  account: AccountIcon,
};

/**
 * A phone's navigation in thumb reach (LOOK.md): a bar fixed to the bottom of the screen, above the
 * home indicator (safe-area inset), with an icon and a label per place. Wide screens do not show
 * it: their header has the navigation.
 */
export function BottomNav({ items, current = null, linkComponent, onNavigate }: BottomNavProps) {
  const { t } = useLingui();
  return (
    <StyledBar aria-label={t`Quick links`}>
      <StyledList>
        {items.map((item) => {
          const Icon = ICONS[item.place];
          const content = (
            <>
              <Icon />
              <span>{item.label}</span>
            </>
          );
          const isCurrent = item.place === current;
          const { href } = item;
          return (
            <li key={item.place}>
              {href !== undefined ? (
                <StyledItem
                  {...(linkComponent && { as: linkComponent })}
                  href={href}
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => onNavigate?.(href, event)}
                >
                  {content}
                </StyledItem>
              ) : (
                <StyledItem as="button" type="button" onClick={item.onSelect}>
                  {content}
                </StyledItem>
              )}
            </li>
          );
        })}
      </StyledList>
    </StyledBar>
  );
}
BottomNav.displayName = 'BottomNav';
