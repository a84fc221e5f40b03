import { useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Arrow } from '../../components/Pagination/Arrow';
import { SafeHtml } from '../SafeHtml';
import { StyledMeta, StyledNav, StyledNoticeBody, StyledPosition } from './NoticeDialog.styles';

/** A notice as the shell shows it. */
export interface NoticeItem {
  /** Stable identity (the server's notice id). */
  id: string | number;
  /** Plain text title. */
  title: string;
  /** The body: server HTML, rendered only through SafeHtml. */
  content: string;
  /** Publication date, already formatted for the reader's locale. */
  date?: ReactNode;
}

export interface NoticeDialogProps {
  notices: readonly NoticeItem[];
  /** Index of the notice shown (clamped into the list). */
  index: number;
  /** Called with the index chosen by the previous/next buttons. */
  onIndexChange: (index: number) => void;
  /** Controlled open state. It never shows open with an empty list. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** @default 600 */
  width?: number | string;
}

/**
 * The notice modal the notice bar opens: the title, the sanitised body and previous/next buttons
 * to move between notices without closing it.
 */
export function NoticeDialog({
  notices,
  index,
  onIndexChange,
  open,
  onOpenChange,
  width = 600,
}: NoticeDialogProps) {
  const { t } = useLingui();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const count = notices.length;
  const current = Math.min(Math.max(0, Math.trunc(index) || 0), Math.max(0, count - 1));
  const notice = notices[current];
  if (!notice) return null;
  const n = current + 1;
  // The button that becomes disabled at an end would drop focus to the page: hand it across.
  const go = (target: number) => {
    onIndexChange(target);
    if (target === 0) nextRef.current?.focus();
    if (target === count - 1) previousRef.current?.focus();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={notice.title} width={width}>
      <StyledNoticeBody>
        {notice.date && <StyledMeta>{notice.date}</StyledMeta>}
        <SafeHtml key={notice.id} html={notice.content} />
        {count > 1 && (
          <StyledNav aria-label={t`Notices`}>
            <Button
              ref={previousRef}
              variant="secondary"
              size="sm"
              disabled={current === 0}
              onClick={() => go(current - 1)}
            >
              <Arrow to="previous" />
              {t`Previous notice`}
            </Button>
            <StyledPosition>{t`${n} of ${count}`}</StyledPosition>
            <Button
              ref={nextRef}
              variant="secondary"
              size="sm"
              disabled={current === count - 1}
              onClick={() => go(current + 1)}
            >
              {t`Next notice`}
              <Arrow to="next" />
            </Button>
          </StyledNav>
        )}
      </StyledNoticeBody>
    </Dialog>
  );
}
NoticeDialog.displayName = 'NoticeDialog';
