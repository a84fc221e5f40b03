import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StyledHeading } from '../../member/shared/shared.styles';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatMinutes, formatWhen } from '../shared/formatWhen';
import type { SessionLimitView } from '../shared/types';
import { StyledPending } from '../shared/protection.styles';
import { MinutesSetting } from './MinutesSetting';
import { StyledSessionSettings } from './SessionSettings.styles';

export interface SessionSettingsProps {
  /** The session-time limit in force and a change waiting for the cooling-off. */
  sessionLimit: SessionLimitView;
  /** The market profile's session-limit choices, minutes. */
  sessionLimitChoices: readonly number[];
  /** The reality-check interval; null: off. */
  realityCheckMinutes: number | null;
  /** The market profile's reality-check choices, minutes. */
  realityCheckChoices: readonly number[];
  /** The profile offers the session-time limit. */
  showSessionLimit: boolean;
  /** The profile offers reality checks. */
  showRealityCheck: boolean;
  /** How long a longer session limit, or none, waits. Stated with the limit when given. */
  coolingOffHours?: number | undefined;
  /** Saves the session-time limit (null: none); rejects to show why, as the limits do. */
  onSaveSessionLimit: (minutes: number | null) => Promise<unknown> | void;
  /** Saves the reality-check interval (null: off). */
  onSaveRealityCheck: (minutes: number | null) => Promise<unknown> | void;
  /** The caller's message for the last failed save (its error catalogue). */
  error?: string | null | undefined;
  /** Time zone of the dates shown (IANA name). @default the browser's */
  timeZone?: string | undefined;
}

type Setting = 'sessionLimit' | 'realityCheck';

/**
 * Time on the site: the session-time limit (a choice of the profile's, or none; a longer one
 * waits for the cooling-off, shown as pending with its date) and the reality-check interval
 * (a choice, or off; it applies at once).
 */
export function SessionSettings({
  sessionLimit,
  sessionLimitChoices,
  realityCheckMinutes,
  realityCheckChoices,
  showSessionLimit,
  showRealityCheck,
  coolingOffHours,
  onSaveSessionLimit,
  onSaveRealityCheck,
  error,
  timeZone,
}: SessionSettingsProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();
  // The setting that saved last: the caller's one `error` belongs to it.
  const [lastSaved, setLastSaved] = useState<Setting | null>(null);
  if (!showSessionLimit && !showRealityCheck) return null;

  const current = sessionLimit.minutes;
  const pending = sessionLimit.pending;
  const pendingAt = pending ? formatWhen(pending.effectiveAt, lang, timeZone) : '';
  const pendingLength = pending?.minutes == null ? '' : formatMinutes(pending.minutes, lang);
  const hours = coolingOffHours;
  const waits = (next: number | null) => current !== null && (next === null || next > current);

  return (
    <StyledSessionSettings aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Time and reminders`}</StyledHeading>
      {showSessionLimit && (
        <MinutesSetting
          title={t`Session-time limit`}
          description={
            hours === undefined
              ? t`How long one session may last. When it is reached, you cannot play or deposit until you log in again.`
              : t`How long one session may last. When it is reached, you cannot play or deposit until you log in again. A shorter limit applies at once; a longer one, or none, after ${hours} hours.`
          }
          label={t`Session length`}
          noneLabel={t`No limit`}
          minutes={current}
          choices={sessionLimitChoices}
          pending={
            pending && (
              <StyledPending>
                {pending.minutes === null
                  ? t`Removed on ${pendingAt}`
                  : t`Changes to ${pendingLength} on ${pendingAt}`}
              </StyledPending>
            )
          }
          savedText={(next) =>
            waits(next) && hours !== undefined
              ? t`Saved. The change applies in ${hours} hours.`
              : waits(next)
                ? t`Saved. The change applies after the cooling-off period.`
                : t`Saved. It applies now.`
          }
          onSave={(minutes) => {
            setLastSaved('sessionLimit');
            return onSaveSessionLimit(minutes);
          }}
          error={lastSaved === 'sessionLimit' ? error : null}
        />
      )}
      {showRealityCheck && (
        <MinutesSetting
          title={t`Reality check`}
          description={t`A reminder of how long you have played and what you have won or lost, at the interval you choose. A change applies at once.`}
          label={t`Remind me every`}
          noneLabel={t`Off`}
          minutes={realityCheckMinutes}
          choices={realityCheckChoices}
          savedText={() => t`Saved. It applies now.`}
          onSave={(minutes) => {
            setLastSaved('realityCheck');
            return onSaveRealityCheck(minutes);
          }}
          error={lastSaved === 'realityCheck' ? error : null}
        />
      )}
    </StyledSessionSettings>
  );
}
SessionSettings.displayName = 'SessionSettings';
