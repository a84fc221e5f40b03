import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { clockText, isoDuration, secondsLeft, splitSeconds } from './formatRemaining';
import { StyledCountdown, StyledTime } from './Countdown.styles';

export interface CountdownProps {
  /** When the countdown ends: a Date or epoch milliseconds. */
  endTime: Date | number;
  /** Called once when the time is up (also when the end time has already passed on mount). */
  onComplete?: () => void;
  /**
   * Announced politely once the time is up ("The offer has ended"). Nothing is announced while
   * counting: a per-second announcement would drown a screen reader.
   */
  completeMessage?: string;
  className?: string;
}

/**
 * Time left until `endTime`: `mm:ss`, `hh:mm:ss`, or days then `hh:mm:ss`. Each tick reads the
 * clock (`Date.now`) instead of counting ticks, so it is right again as soon as a throttled
 * background tab wakes up.
 */
export function Countdown({ endTime, onComplete, completeMessage, className }: CountdownProps) {
  const { t } = useLingui();
  const end = typeof endTime === 'number' ? endTime : endTime.getTime();
  const [left, setLeft] = useState(() => secondsLeft(end, Date.now()));
  const onCompleteRef = useRef(onComplete);
  // The end time for which onComplete already ran: survives StrictMode's effect replay.
  const completedFor = useRef<number | null>(null);

  useEffect(() => {
    onCompleteRef.current = onComplete;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = Date.now();
      const seconds = secondsLeft(end, now);
      setLeft(seconds);
      if (seconds === 0) {
        if (completedFor.current !== end) {
          completedFor.current = end;
          onCompleteRef.current?.();
        }
        return;
      }
      // Wake at the next whole second of the remaining time, so no value is skipped or repeated.
      timer = setTimeout(tick, (end - now) % 1000 || 1000);
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [end]);

  const parts = splitSeconds(left);
  const clock = clockText(parts);
  const days = parts.days;
  const text = days > 0 ? t`${days}d ${clock}` : clock;

  return (
    <>
      <StyledCountdown
        className={className}
        role="timer"
        aria-live="off"
        aria-atomic="true"
        data-complete={left === 0 || undefined}
      >
        <StyledTime dateTime={isoDuration(parts)}>{text}</StyledTime>
      </StyledCountdown>
      {completeMessage && (
        <VisuallyHidden role="status">{left === 0 ? completeMessage : ''}</VisuallyHidden>
      )}
    </>
  );
}
Countdown.displayName = 'Countdown';
