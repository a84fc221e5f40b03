import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from '../../components/IconButton';
import { StatusBadge } from '../../components/StatusBadge';
import { useThemeScope } from '../../theme/ThemeContext';
import {
  StyledFrame,
  StyledHot,
  StyledItem,
  StyledList,
  StyledLogo,
  StyledVendor,
} from './VendorMenu.styles';
import {
  Chevron,
  measureScroll,
  noOverflow,
  sameScrollState,
  type ScrollState,
} from '../../primitives/scrollOverflow';

/** A game vendor as the header shows it. */
export interface VendorMenuEntry {
  /** The vendor code. */
  vassalage: string;
  /** The vendor's display name: the logo's alt text. */
  name: string;
  /** Logo image address. */
  logo: string;
  /** 1 marks a hot vendor (a "Hot" badge). */
  isHot: 0 | 1;
  /** The game type the vendor belongs to (`RNG`, `LIVE`, ...). */
  gameType: string;
  /**
   * The vendor has a special logo (doc 1 §2: BTI; core's SPECIAL_LOGO_VENDORS): its logo fills
   * the whole tile, edge to edge, instead of sitting inside the tile's padding. @default false
   */
  specialLogo?: boolean;
}

export interface VendorMenuProps {
  /** The vendors, in the order shown. */
  vendors: readonly VendorMenuEntry[];
  /** Called with the vendor a player picks. */
  onSelectVendor: (vendor: VendorMenuEntry) => void;
  /** The list's accessible name ("Slots vendors"), translated by the caller. */
  label: string;
  /**
   * Above this many vendors the row shows this many at once, with scroll arrows (the spec: arrows
   * above 7). Arrows also show whenever the row overflows its space. @default 7
   */
  arrowThreshold?: number;
  /**
   * Where the menu filters a list (a category page): the chosen vendor's code, marked as pressed;
   * null when none is. Without it (the header's dropdown) the buttons are plain actions.
   */
  selected?: string | null;
}

/**
 * A row of vendor logos (lazy images named by the vendor), each a button, with a "Hot" badge on
 * hot vendors. Above seven vendors, or when the row overflows, scroll arrows appear on its sides;
 * they stay out of the tab order, since Tab walks the logos and each scrolls itself into view.
 */
export function VendorMenu({
  vendors,
  onSelectVendor,
  label,
  arrowThreshold = 7,
  selected,
}: VendorMenuProps) {
  const { t } = useLingui();
  const { dir } = useThemeScope();
  const listRef = useRef<HTMLUListElement>(null);
  const [scroll, setScroll] = useState<ScrollState>(noOverflow);
  const many = vendors.length > arrowThreshold;

  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const update = () => {
      const next = measureScroll(list);
      setScroll((previous) => (sameScrollState(previous, next) ? previous : next));
    };
    list.addEventListener('scroll', update, { passive: true });
    // The observer's first report comes after the next layout; measuring right away would force
    // a layout of the whole page while it is still being built.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (resize) resize.observe(list);
    else update();
    return () => {
      list.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [vendors.length]);

  const showArrows = many || scroll.overflow;
  const rtl = dir === 'rtl';

  const scrollPage = (towardsEnd: boolean) => {
    const list = listRef.current;
    if (!list) return;
    const physical = (towardsEnd ? 1 : -1) * (rtl ? -1 : 1);
    list.scrollBy({ left: physical * Math.max(list.clientWidth * 0.8, 40) });
  };

  return (
    <StyledFrame>
      {showArrows && (
        <IconButton
          label={t`Previous vendors`}
          size="sm"
          tabIndex={-1}
          disabled={scroll.atStart}
          data-scroll="previous"
          onClick={() => scrollPage(false)}
        >
          <Chevron pointsLeft={!rtl} />
        </IconButton>
      )}
      <StyledList ref={listRef} aria-label={label} $limitToSeven={many}>
        {vendors.map((vendor) => (
          <StyledItem key={vendor.vassalage}>
            <StyledVendor
              {...(vendor.specialLogo === true && { 'data-special': true })}
              onClick={() => onSelectVendor(vendor)}
              {...(selected === undefined ? {} : { 'aria-pressed': selected === vendor.vassalage })}
            >
              <StyledLogo
                src={vendor.logo}
                alt={vendor.name}
                loading="lazy"
                decoding="async"
                {...(vendor.specialLogo === true && { 'data-special': true })}
              />
              {vendor.isHot === 1 && (
                <StyledHot>
                  <StatusBadge tone="danger">{t`Hot`}</StatusBadge>
                </StyledHot>
              )}
            </StyledVendor>
          </StyledItem>
        ))}
      </StyledList>
      {showArrows && (
        <IconButton
          label={t`Next vendors`}
          size="sm"
          tabIndex={-1}
          disabled={scroll.atEnd}
          data-scroll="next"
          onClick={() => scrollPage(true)}
        >
          <Chevron pointsLeft={rtl} />
        </IconButton>
      )}
    </StyledFrame>
  );
}
VendorMenu.displayName = 'VendorMenu';
