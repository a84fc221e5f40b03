import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '../../components/Badge';
import { Dialog } from '../../components/Dialog';
import { Skeleton } from '../../components/Skeleton';
import { useReturnFocus } from '../../primitives/useReturnFocus';
import {
  StyledContent,
  StyledEntry,
  StyledLayout,
  StyledMenu,
  StyledMenuList,
} from './CentreOverlay.styles';

export interface CentreOverlayProps<Page extends string> {
  /** The `data-ui` name of the layout; its parts are `<name>.Menu`, `.Entry` and `.Page`. */
  ui: string;
  /** The dialog's and the menu's name. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pages: readonly Page[];
  page: Page;
  onPageChange: (page: Page) => void;
  labelOf: (page: Page) => string;
  hrefOf: (page: Page) => string;
  /** A red count beside an entry; nothing shows at 0. */
  countOf?: (page: Page) => number;
  menuLoading: boolean;
  children: ReactNode;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const noCount = () => 0;

/**
 * Scrolls the menu's row (a phone's) so the current entry is inside it. By the row's own scroll
 * position, not scrollIntoView, which would scroll the dialog and the page too. Right to left the
 * positions are negative, and the same arithmetic holds.
 */
function revealCurrent(list: HTMLUListElement | null): void {
  const entry = list?.querySelector('[aria-current="page"]');
  if (!list || !entry || list.scrollWidth <= list.clientWidth) return;
  const row = list.getBoundingClientRect();
  const box = entry.getBoundingClientRect();
  if (box.left < row.left) list.scrollLeft -= row.left - box.left;
  else if (box.right > row.right) list.scrollLeft += box.right - row.right;
}

/**
 * The one overlay of a centre (the member centre doc 2 §2.3, the agent centre §2.4): a menu of
 * pages beside the open page, and a close button. On a phone it is a sheet of the whole screen
 * with the menu as a row above the page. Moving to another page moves focus to the page, so a
 * screen reader hears where it is; closing (the button or Escape) returns focus to what opened it.
 */
export function CentreOverlay<Page extends string>({
  ui,
  title,
  open,
  onOpenChange,
  pages,
  page,
  onPageChange,
  labelOf,
  hrefOf,
  countOf = noCount,
  menuLoading,
  children,
}: CentreOverlayProps<Page>) {
  const { t } = useLingui();
  const onOpenAutoFocus = useReturnFocus(open);
  const content = useRef<HTMLElement>(null);
  // A state, not a ref: the dialog's portal mounts the menu a commit after this component.
  const [menu, setMenu] = useState<HTMLUListElement | null>(null);
  const shownPage = useRef(page);

  useEffect(() => {
    // On a phone the menu is a row that scrolls: the page on screen keeps its entry in view.
    revealCurrent(menu);
  }, [menu, page, menuLoading]);

  useEffect(() => {
    // Only a move between pages takes focus; on open, the dialog places it.
    if (shownPage.current === page) return;
    shownPage.current = page;
    content.current?.focus();
  }, [page]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      width={960}
      height={640}
      onOpenAutoFocus={onOpenAutoFocus}
    >
      <StyledLayout $ui={ui}>
        <StyledMenu $ui={ui} aria-label={title} aria-busy={menuLoading || undefined}>
          <StyledMenuList ref={setMenu}>
            {menuLoading
              ? pages.map((entry) => (
                  <li key={entry}>
                    <Skeleton variant="text" width="8rem" />
                  </li>
                ))
              : pages.map((entry) => {
                  const count = countOf(entry);
                  return (
                    <li key={entry}>
                      <StyledEntry
                        $ui={ui}
                        href={hrefOf(entry)}
                        aria-current={entry === page ? 'page' : undefined}
                        onClick={(event) => {
                          if (!isPlainClick(event)) return;
                          event.preventDefault();
                          if (entry !== page) onPageChange(entry);
                        }}
                      >
                        <span>{labelOf(entry)}</span>
                        <Badge count={count} label={t`${count} new`} />
                      </StyledEntry>
                    </li>
                  );
                })}
          </StyledMenuList>
        </StyledMenu>
        {/* The page names itself with its own heading; the region carries the entry's name, and
            focus comes here on a move, so a screen reader says where the reader now is. */}
        <StyledContent $ui={ui} ref={content} aria-label={labelOf(page)} tabIndex={-1}>
          {children}
        </StyledContent>
      </StyledLayout>
    </Dialog>
  );
}
