import { useLingui } from '@lingui/react/macro';
import { Marquee } from '../../components/Marquee';
import { StyledNoticeBar } from './NoticeBar.styles';

export interface NoticeBarProps {
  /** The notices; only their titles show here. Nothing renders when the list is empty. */
  notices: readonly { title: string }[];
  /** Called with the index of the title activated by click, Enter or Space (open that notice). */
  onOpenNotice: (index: number) => void;
  /** Scrolling speed in CSS pixels per second. @default 60 */
  speed?: number;
  /** Controlled paused state of the marquee. */
  paused?: boolean;
  /** @default false */
  defaultPaused?: boolean;
  onPausedChange?: (paused: boolean) => void;
  /** The region's name. @default 'Announcements' (translated) */
  'aria-label'?: string;
  className?: string;
}

/**
 * The notice titles scrolling at the top of the site. Each title is a button that opens its
 * notice; the marquee stops under the pointer and while focused, and has a pause control.
 */
export function NoticeBar({
  notices,
  onOpenNotice,
  speed,
  paused,
  defaultPaused,
  onPausedChange,
  'aria-label': ariaLabel,
  className,
}: NoticeBarProps) {
  const { t } = useLingui();
  if (notices.length === 0) return null;
  return (
    <StyledNoticeBar className={className}>
      <Marquee
        aria-label={ariaLabel ?? t`Announcements`}
        items={notices.map((notice) => notice.title)}
        onItemClick={onOpenNotice}
        {...(speed !== undefined && { speed })}
        {...(paused !== undefined && { paused })}
        {...(defaultPaused !== undefined && { defaultPaused })}
        {...(onPausedChange && { onPausedChange })}
      />
    </StyledNoticeBar>
  );
}
NoticeBar.displayName = 'NoticeBar';
