import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EXCLUSION_PERIODS, TIME_OUT_PERIODS, type BreakKind, type BreakPeriod } from '@lobby/core';
import { Button } from '../../components/Button';
import { StyledHeading, StyledSubheading, StyledText } from '../../member/shared/shared.styles';
import { BreakConfirmDialog, type BreakChoice } from '../shared/BreakConfirmDialog';
import { useProtectionWords } from '../shared/words';
import { StyledBreak, StyledBreakPanel, StyledChoices } from './BreakPanel.styles';

export interface BreakPanelProps {
  /** The profile offers time-outs (24 hours, 7 days, 30 days). */
  timeOut: boolean;
  /** The profile offers self-exclusion (6 months, 1 year, 5 years, permanent). */
  selfExclusion: boolean;
  /**
   * Takes the break once confirmed. The dialog waits while the promise runs; it rejects to keep
   * the dialog open with the `error` prop, else the thrown Error's message. On success the caller
   * logs the player out.
   */
  onTake: (kind: BreakKind, period: BreakPeriod) => Promise<unknown> | void;
  /** The caller's message for the last failed attempt (its error catalogue). */
  error?: string | null | undefined;
  /** The clock the end date is counted from (epoch ms). @default the time of the choice */
  now?: number | undefined;
  /** Time zone of the end date (IANA name). @default the browser's */
  timeZone?: string | undefined;
  /** The id of the panel, so the page's opening can link to it ("one click away"). */
  id?: string | undefined;
}

/** The moment of a choice: the end date is counted from when the player chose, not from render. */
const clock = () => Date.now();

/**
 * Time-out and self-exclusion: pick a length, then one confirmation that states the end date and
 * that it logs out at once and cannot be lifted early. Calm words, no second asking.
 */
export function BreakPanel({
  timeOut,
  selfExclusion,
  onTake,
  error,
  now,
  timeZone,
  id,
}: BreakPanelProps) {
  const { t } = useLingui();
  const words = useProtectionWords();
  const headingId = useId();
  const timeOutId = useId();
  const exclusionId = useId();
  const [choice, setChoice] = useState<{ pick: BreakChoice; at: number } | null>(null);
  if (!timeOut && !selfExclusion) return null;
  const choose = (pick: BreakChoice) => setChoice({ pick, at: now ?? clock() });

  return (
    <StyledBreakPanel aria-labelledby={headingId} id={id}>
      <StyledHeading id={headingId}>{t`Take a break`}</StyledHeading>
      {timeOut && (
        <StyledBreak aria-labelledby={timeOutId}>
          <StyledSubheading id={timeOutId}>{t`Time-out`}</StyledSubheading>
          <StyledText>{t`A short break from playing. You are logged out at once and cannot log in, deposit or play until it ends.`}</StyledText>
          <StyledChoices aria-label={t`Time-out length`}>
            {TIME_OUT_PERIODS.map((period) => {
              const length = words.breakLength(period);
              return (
                <li key={period}>
                  <Button
                    variant="secondary"
                    aria-label={t`Time-out for ${length}`}
                    onClick={() => choose({ kind: 'timeOut', period })}
                  >
                    {length}
                  </Button>
                </li>
              );
            })}
          </StyledChoices>
        </StyledBreak>
      )}
      {selfExclusion && (
        <StyledBreak aria-labelledby={exclusionId}>
          <StyledSubheading id={exclusionId}>{t`Self-exclusion`}</StyledSubheading>
          <StyledText>{t`A longer break, for 6 months or more, or for good. You are logged out at once and cannot log in, deposit or play while it runs.`}</StyledText>
          <StyledChoices aria-label={t`Self-exclusion length`}>
            {EXCLUSION_PERIODS.map((period) => {
              const length = words.breakLength(period);
              return (
                <li key={period}>
                  <Button
                    variant="secondary"
                    aria-label={
                      period === 'permanent'
                        ? t`Self-exclusion, permanently`
                        : t`Self-exclusion for ${length}`
                    }
                    onClick={() => choose({ kind: 'selfExclusion', period })}
                  >
                    {length}
                  </Button>
                </li>
              );
            })}
          </StyledChoices>
        </StyledBreak>
      )}
      <BreakConfirmDialog
        choice={choice?.pick ?? null}
        now={choice?.at ?? 0}
        onClose={() => setChoice(null)}
        onConfirm={onTake}
        error={error}
        timeZone={timeZone}
      />
    </StyledBreakPanel>
  );
}
BreakPanel.displayName = 'BreakPanel';
