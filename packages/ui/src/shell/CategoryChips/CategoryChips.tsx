import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { NavigationLinkComponent } from '../Navigation';
import { StyledChip, StyledChips, StyledList } from './CategoryChips.styles';

/** A game category the site offers, with its page. */
export interface CategoryChip {
  /** The chip's text, translated by the caller. */
  label: string;
  href: string;
}

export interface CategoryChipsProps {
  categories: readonly CategoryChip[];
  /** The address on view: its chip is the filled one. */
  activeHref?: string;
  /** Renders the chips' links (the site's router link). @default a plain `a` */
  linkComponent?: NavigationLinkComponent;
  /** Called on a click of a chip before it is followed. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The game categories as a row of chips that scrolls sideways: a phone's way to every category,
 * under its compact header (LOOK.md). The active one is filled and marked as the current page.
 */
export function CategoryChips({
  categories,
  activeHref,
  linkComponent,
  onNavigate,
}: CategoryChipsProps) {
  const { t } = useLingui();
  return (
    <StyledChips aria-label={t`Game categories`}>
      <StyledList>
        {categories.map((category) => (
          <li key={category.href}>
            <StyledChip
              {...(linkComponent && { as: linkComponent })}
              href={category.href}
              aria-current={category.href === activeHref ? 'page' : undefined}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => onNavigate?.(category.href, event)}
            >
              {category.label}
            </StyledChip>
          </li>
        ))}
      </StyledList>
    </StyledChips>
  );
}
CategoryChips.displayName = 'CategoryChips';
