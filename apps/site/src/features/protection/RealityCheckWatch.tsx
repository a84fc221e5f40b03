import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../app/lazyComponent';
import { useQuery } from '../../data/useQuery';
import { useSetAtom } from '../../state/jotai';
import { sessionLimitReachedAtom } from './protection.actions';
import { sessionFiguresQuery } from './protection.queries';
import { nextCheck, readAcknowledged, writeAcknowledged } from './realityCheck';

// The dialog's code (and the design unit's) is fetched when a check first comes due.
const RealityCheckPrompt = lazyComponent(
  () => import('./RealityCheckPrompt'),
  'RealityCheckPrompt',
);

const MINUTE = 60_000;

/**
 * The reality check and the session-time limit of a logged-in member (issue 30, RG-05), mounted per
 * session: from the server's session start (PROTECTION_session), a check every N minutes the player
 * chose (a reload does not reset it), and a logout when the session-time limit runs out. The
 * server's clock is followed through its `now`, so the device's clock being off changes nothing.
 */
export function RealityCheckWatch() {
  const figures = useQuery(sessionFiguresQuery);
  const { refetch } = figures;
  const sessionLimitReached = useSetAtom(sessionLimitReachedAtom);
  const data = figures.data;
  const startedAt = data ? Date.parse(data.startedAt) : null;
  // The server's time minus this device's, taken when the figures arrived.
  const offset = data ? Date.parse(data.now) - data.receivedAt : 0;
  const [acknowledged, setAcknowledged] = useState<{ startedAt: number; round: number } | null>(
    null,
  );
  const [due, setDue] = useState<number | null>(null);

  // A tab that slept (timers held back) or came back after a while asks the server again.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);

  const interval = data?.realityCheckMinutes ?? null;
  const ackRound =
    startedAt === null
      ? 0
      : acknowledged?.startedAt === startedAt
        ? acknowledged.round
        : readAcknowledged(startedAt);

  useEffect(() => {
    if (startedAt === null || interval === null || due !== null) return undefined;
    const now = Date.now() + offset;
    const plan = nextCheck(startedAt, interval * MINUTE, now, ackRound);
    const timer = setTimeout(() => setDue(plan.round), Math.max(0, plan.at - now));
    return () => clearTimeout(timer);
  }, [startedAt, interval, offset, ackRound, due]);

  const sessionLimit = data?.sessionLimitMinutes ?? null;
  useEffect(() => {
    if (startedAt === null || sessionLimit === null) return undefined;
    const left = startedAt + sessionLimit * MINUTE - (Date.now() + offset);
    const timer = setTimeout(() => void sessionLimitReached(sessionLimit), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [startedAt, sessionLimit, offset, sessionLimitReached]);

  if (due === null || startedAt === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckPrompt
        onContinue={() => {
          writeAcknowledged(startedAt, due);
          setAcknowledged({ startedAt, round: due });
          setDue(null);
        }}
      />
    </Suspense>
  );
}
