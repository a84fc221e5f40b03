import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { Button } from '../../../components/Button';
import { Countdown } from '../../../components/Countdown';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { MechanicFrame } from '../shared/MechanicFrame';
import { StyledTally } from '../shared/mechanics.styles';
import {
  StyledDay,
  StyledDayName,
  StyledDayReward,
  StyledDays,
  StyledFooter,
} from './SignInCalendar.styles';

export interface SignInCalendarProps {
  /** Each day of the 7-day cycle's reward, minor units. */
  rewards: readonly number[];
  /** Consecutive days signed up to today. */
  streak: number;
  signedToday: boolean;
  /** Today's place in the cycle, 0..6. */
  todayIndex: number;
  /** ISO date-time when the next sign-in opens. */
  nextAt: string;
  /** The amount today's sign-in paid in this visit, for the announcement; null before. */
  justPaid?: number | null;
  /** Currency symbol. @default 'P' */
  currency?: string;
  onSignIn: () => Promise<unknown> | void;
  /** The next day has started while shown: ask for the state again. */
  onNextDay?: () => void;
  loading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
  actionError?: string | null | undefined;
}

type DayState = 'done' | 'today' | 'ahead';

/**
 * The sign-in calendar: the 7 days of the cycle with their rewards, the days signed so far in this
 * cycle, today's button (once a day) and the streak. A missed day starts the cycle again (the
 * server keeps the streak).
 */
export function SignInCalendar({
  rewards,
  streak,
  signedToday,
  todayIndex,
  nextAt,
  justPaid = null,
  currency = 'P',
  onSignIn,
  onNextDay,
  loading = false,
  error,
  onRetry,
  actionError,
}: SignInCalendarProps) {
  const { t } = useLingui();
  const money = (amount: number) => formatMoney(amount, { symbol: currency });
  const [busy, setBusy] = useState(false);

  const sign = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onSignIn();
    } catch {
      // Shown by the caller as actionError.
    } finally {
      setBusy(false);
    }
  };

  const stateOf = (index: number): DayState =>
    index < todayIndex || (index === todayIndex && signedToday)
      ? 'done'
      : index === todayIndex
        ? 'today'
        : 'ahead';
  const stateLabel: Record<DayState, string> = {
    done: t`signed`,
    today: t`today`,
    ahead: t`to come`,
  };
  const todayNumber = todayIndex + 1;

  return (
    <MechanicFrame
      ui="SignInCalendar"
      title={t`Sign-in calendar`}
      loading={loading}
      error={error}
      onRetry={onRetry}
      actionError={actionError}
    >
      <StyledTally>{t`Streak: ${streak} days in a row. A missed day starts the week again.`}</StyledTally>
      <StyledDays aria-label={t`This week's sign-in rewards`}>
        {rewards.map((reward, index) => {
          const state = stateOf(index);
          const day = index + 1;
          return (
            <StyledDay
              key={index}
              data-state={state}
              aria-current={state === 'today' ? 'date' : undefined}
            >
              <StyledDayName>{t`Day ${day}`}</StyledDayName>
              <StyledDayReward>{money(reward)}</StyledDayReward>
              <VisuallyHidden>{stateLabel[state]}</VisuallyHidden>
            </StyledDay>
          );
        })}
      </StyledDays>
      <VisuallyHidden role="status">
        {justPaid !== null ? t`Signed in: ${money(justPaid)} added, streak ${streak} days` : ''}
      </VisuallyHidden>
      <StyledFooter>
        {signedToday ? (
          <StyledTally>
            <span>{t`Signed in today. The next sign-in opens in`}</span>{' '}
            <Countdown endTime={Date.parse(nextAt)} {...(onNextDay && { onComplete: onNextDay })} />
          </StyledTally>
        ) : (
          <Button loading={busy} onClick={() => void sign()}>
            {t`Sign in for day ${todayNumber}`}
          </Button>
        )}
      </StyledFooter>
    </MechanicFrame>
  );
}
SignInCalendar.displayName = 'SignInCalendar';
