import {
  useEffect,
  useId,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { VendorMenu, type VendorMenuEntry } from '../VendorMenu';
import {
  StyledEntry,
  StyledEntryHead,
  StyledLink,
  StyledList,
  StyledMenuButton,
  StyledNav,
  StyledPanel,
  StyledToggle,
} from './Navigation.styles';

/** A game type the header offers (the caller passes only types that have vendors). */
export interface NavigationGameType {
  /** The game type code (`RNG`, `LIVE`, ...): vendors are matched on their `gameType`. */
  type: string;
  /** The entry's text, translated by the caller. */
  label: string;
  /** The type's page. */
  href: string;
}

/** What a link component receives: anchor props with a required `href`. */
export interface NavigationLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A component that renders a link: `a` by default, or the site's router link (a thin wrapper
 * that maps `href` to `to`), so `ui` stays free of the router.
 */
export type NavigationLinkComponent = ComponentType<NavigationLinkProps>;

/** The nav dropdown shows at most this many vendor icons (spec: at most 11). */
export const NAV_MAX_VENDORS = 11;

export interface NavigationProps {
  /** The game types, in order; each gets an entry with a vendor panel. */
  gameTypes: readonly NavigationGameType[];
  /** All vendors; each panel shows those whose `gameType` matches its entry. */
  vendors: readonly VendorMenuEntry[];
  /** The current page's address: the entry with this `href` is marked `aria-current="page"`. */
  activeHref?: string;
  /** @default '/' */
  homeHref?: string;
  /** @default '/promotions' */
  promotionsHref?: string;
  /** Called with the vendor a player picks in a panel. */
  onSelectVendor: (vendor: VendorMenuEntry) => void;
  /** "More" in a panel (shown when a type has 11 or more vendors): called with the type code. */
  onMore: (type: string) => void;
  /** Renders the links (the site's router link). @default a plain `a` */
  linkComponent?: NavigationLinkComponent;
  /** Called on a link click before it is followed; call `event.preventDefault()` to take over. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Hides the navigation (the header hides it on /seamless and /lottery). @default false */
  hideNavigation?: boolean;
  /** Delay before a hovered entry opens its panel, in ms. @default 150 */
  hoverOpenDelay?: number;
  /** Delay before a panel the pointer left closes, in ms. @default 300 */
  hoverCloseDelay?: number;
}

interface EntryLinkProps {
  href: string;
  current: boolean;
  linkComponent: NavigationLinkComponent | undefined;
  onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

/** An entry's link, through the caller's link component when there is one. */
function EntryLink({
  href,
  current,
  linkComponent,
  onFollow,
  onKeyDown,
  children,
}: EntryLinkProps) {
  return (
    <StyledLink
      {...(linkComponent && { as: linkComponent })}
      {...(onKeyDown && { onKeyDown })}
      href={href}
      aria-current={current ? 'page' : undefined}
      onClick={onFollow}
    >
      {children}
    </StyledLink>
  );
}

/** The first vendor of a panel (the scroll arrows before it are out of the tab order). */
function focusFirstItem(panel: HTMLElement | null) {
  const first =
    panel?.querySelector<HTMLElement>('[data-ui="VendorMenu.Vendor"]') ??
    panel?.querySelector<HTMLElement>('button:not([tabindex="-1"])');
  first?.focus();
}

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 6l5 5 5-5" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/**
 * The main navigation: Home, one entry per game type with a panel of up to 11 vendor logos (and
 * "More" from 11 vendors), then Promotions. A disclosure navigation, not an ARIA menu: each type
 * is a link with a toggle button beside it. The panel opens on hover (after a delay), on a click
 * of the toggle, on Enter or Space on it, and on ArrowDown from the link or toggle (focus moves
 * to the first vendor). Escape closes it and returns focus to the toggle; so does focus leaving
 * the entry. On a narrow bar a menu button shows the entries in a panel.
 */
export function Navigation({
  gameTypes,
  vendors,
  activeHref,
  homeHref = '/',
  promotionsHref = '/promotions',
  onSelectVendor,
  onMore,
  linkComponent,
  onNavigate,
  hideNavigation = false,
  hoverOpenDelay = 150,
  hoverCloseDelay = 300,
}: NavigationProps) {
  const { t } = useLingui();
  const baseId = useId();
  const listId = `${baseId}-entries`;
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [openType, setOpenType] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // After an ArrowDown opens a panel, focus goes to its first vendor once it is shown.
  const focusFirstIn = useRef<string | null>(null);

  const clearHover = () => {
    if (hoverTimer.current !== undefined) clearTimeout(hoverTimer.current);
    hoverTimer.current = undefined;
  };
  useEffect(() => clearHover, []);

  useEffect(() => {
    if (openType === null || focusFirstIn.current !== openType) return;
    focusFirstIn.current = null;
    focusFirstItem(document.getElementById(`${baseId}-panel-${openType}`));
  }, [openType, baseId]);

  // A panel opened by a click closes on a click anywhere else.
  useEffect(() => {
    if (openType === null && !menuOpen) return undefined;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) {
        setOpenType(null);
        setMenuOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openType, menuOpen]);

  if (hideNavigation) return null;

  const linkProps = (href: string) => ({
    href,
    current: href === activeHref,
    linkComponent,
    onFollow: (event: MouseEvent<HTMLAnchorElement>) => {
      setOpenType(null);
      setMenuOpen(false);
      onNavigate?.(href, event);
    },
  });

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (openType !== null) return;
    if (menuOpen) {
      event.preventDefault();
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
  };

  const onNavBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && navRef.current?.contains(next)) return;
    setMenuOpen(false);
  };

  return (
    <StyledNav ref={navRef} aria-label={t`Main`} onKeyDown={onNavKeyDown} onBlur={onNavBlur}>
      <StyledMenuButton
        ref={menuButtonRef}
        aria-expanded={menuOpen}
        aria-controls={listId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <MenuIcon />
        {t`Menu`}
      </StyledMenuButton>
      <StyledList id={listId} data-open={menuOpen || undefined}>
        <StyledEntry>
          <StyledEntryHead>
            <EntryLink {...linkProps(homeHref)}>{t`Home`}</EntryLink>
          </StyledEntryHead>
        </StyledEntry>
        {gameTypes.map((gameType) => {
          const typeVendors = vendors.filter((vendor) => vendor.gameType === gameType.type);
          const typeLabel = gameType.label;
          const panelId = `${baseId}-panel-${gameType.type}`;
          const open = openType === gameType.type;
          const openWithFocus = () => {
            clearHover();
            focusFirstIn.current = gameType.type;
            setOpenType(gameType.type);
          };
          const close = (returnFocus: boolean) => {
            clearHover();
            setOpenType((current) => (current === gameType.type ? null : current));
            if (returnFocus) document.getElementById(`${panelId}-toggle`)?.focus();
          };
          const onHeadKeyDown = (event: KeyboardEvent<HTMLElement>) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              if (open) focusFirstItem(document.getElementById(panelId));
              else openWithFocus();
            }
          };
          return (
            <StyledEntry
              key={gameType.type}
              onPointerEnter={(event: PointerEvent<HTMLLIElement>) => {
                // Touch has no hover: a tap on the toggle opens the panel instead.
                if (event.pointerType !== 'mouse') return;
                clearHover();
                if (open) return;
                hoverTimer.current = setTimeout(() => setOpenType(gameType.type), hoverOpenDelay);
              }}
              onPointerLeave={(event: PointerEvent<HTMLLIElement>) => {
                if (event.pointerType !== 'mouse') return;
                clearHover();
                hoverTimer.current = setTimeout(() => close(false), hoverCloseDelay);
              }}
              onKeyDown={(event: KeyboardEvent<HTMLLIElement>) => {
                if (event.key === 'Escape' && open) {
                  event.preventDefault();
                  event.stopPropagation();
                  close(true);
                }
              }}
              onBlur={(event: FocusEvent<HTMLLIElement>) => {
                const next = event.relatedTarget as Node | null;
                if (next && event.currentTarget.contains(next)) return;
                close(false);
              }}
            >
              <StyledEntryHead>
                <EntryLink {...linkProps(gameType.href)} onKeyDown={onHeadKeyDown}>
                  {typeLabel}
                </EntryLink>
                <StyledToggle
                  id={`${panelId}-toggle`}
                  aria-expanded={open}
                  aria-controls={panelId}
                  aria-label={t`${typeLabel} vendors`}
                  onClick={() => {
                    clearHover();
                    setOpenType(open ? null : gameType.type);
                  }}
                  onKeyDown={onHeadKeyDown}
                >
                  <Chevron />
                </StyledToggle>
              </StyledEntryHead>
              {/* A closed panel is empty: a dozen panels of vendor logos would otherwise be
                  built on every page load for nothing (the toggle still names the panel). */}
              <StyledPanel id={panelId} hidden={!open}>
                {open && (
                  <>
                    <VendorMenu
                      vendors={typeVendors.slice(0, NAV_MAX_VENDORS)}
                      label={t`${typeLabel} vendors`}
                      onSelectVendor={(vendor) => {
                        close(false);
                        setMenuOpen(false);
                        onSelectVendor(vendor);
                      }}
                    />
                    {typeVendors.length >= NAV_MAX_VENDORS && (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t`More ${typeLabel}`}
                        onClick={() => {
                          close(false);
                          setMenuOpen(false);
                          onMore(gameType.type);
                        }}
                      >
                        {t`More`}
                      </Button>
                    )}
                  </>
                )}
              </StyledPanel>
            </StyledEntry>
          );
        })}
        <StyledEntry>
          <StyledEntryHead>
            <EntryLink {...linkProps(promotionsHref)}>{t`Promotions`}</EntryLink>
          </StyledEntryHead>
        </StyledEntry>
      </StyledList>
    </StyledNav>
  );
}
Navigation.displayName = 'Navigation';
