import { Suspense, useMemo, useState } from 'react';
import { AfterPhase } from '../../app/AfterPhase';
import { useQuery } from '../../data/useQuery';
import { LazyNoticeBar, LazyNoticeDialog } from '../../lazy';
import { useAtomValue } from '../../state/jotai';
import { localeAtom } from '../preferences/preferences.atoms';
import { noticeItems } from './noticeItems';
import { noticesQuery } from './notices.queries';
import { StyledNoticeSlot } from './NoticeBarContainer.styles';

/**
 * The notice bar's place, held from the first paint; the notices are asked for once the start-up
 * has settled (a marquee is not what a player came for).
 */
export function NoticeBarContainer() {
  return (
    <StyledNoticeSlot>
      <AfterPhase phase="settled">
        <NoticeMarquee />
      </AfterPhase>
    </StyledNoticeSlot>
  );
}

/** The notice marquee; a click opens the notice dialog at that notice. */
function NoticeMarquee() {
  const locale = useAtomValue(localeAtom);
  // The marquee is decoration: a failure leaves it empty (the notice page offers a retry).
  const notices = useQuery(noticesQuery(locale.code), { keepPrevious: true }).data?.player;
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  // The bar shows titles only: dates are formatted once the dialog is first asked for.
  const items = useMemo(
    () => noticeItems(notices ?? [], requested ? locale.tag : undefined),
    [notices, locale.tag, requested],
  );
  return (
    <>
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
    </>
  );
}
