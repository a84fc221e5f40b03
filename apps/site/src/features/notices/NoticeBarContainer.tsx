import { Suspense, useMemo, useState } from 'react';
import { useAtomValue } from '../../state/jotai';
import { LazyNoticeBar, LazyNoticeDialog } from '../../lazy';
import { localeAtom } from '../preferences/atoms';
import { playerNoticesAtom } from './atoms';
import { noticeItems } from './noticeItems';
import { StyledNoticeSlot } from './NoticeBarContainer.styles';

/** The notice marquee; a click opens the notice dialog at that notice. */
export function NoticeBarContainer() {
  const notices = useAtomValue(playerNoticesAtom);
  const locale = useAtomValue(localeAtom);
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  // The bar shows titles only: dates are formatted once the dialog is first asked for.
  const items = useMemo(
    () => noticeItems(notices ?? [], requested ? locale.tag : undefined),
    [notices, locale.tag, requested],
  );
  return (
    <StyledNoticeSlot>
      {items.length > 0 && (
        <Suspense fallback={null}>
          <LazyNoticeBar
            notices={items}
            onOpenNotice={(at) => {
              setIndex(at);
              setRequested(true);
              setOpen(true);
            }}
          />
        </Suspense>
      )}
      {requested && (
        <Suspense fallback={null}>
          <LazyNoticeDialog
            notices={items}
            index={index}
            onIndexChange={setIndex}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </StyledNoticeSlot>
  );
}
