import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  breakEnd,
  type BreakKind,
  type BreakPeriod,
  type ExclusionPeriod,
  type TimeOutPeriod,
} from '@lobby/core';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormError } from '../../account/shared/FormError';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatWhen } from './formatWhen';
import { useProtectionWords } from './words';
import { StyledConsequences } from './protection.styles';

/** A break the player chose: a time-out or a self-exclusion, and for how long. */
export type BreakChoice =
  { kind: 'timeOut'; period: TimeOutPeriod } | { kind: 'selfExclusion'; period: ExclusionPeriod };

export interface BreakConfirmDialogProps {
  /** The break to confirm; null keeps the dialog closed. */
  choice: BreakChoice | null;
  /** The moment the end date is counted from (epoch ms): when the player chose. */
  now: number;
  /** Closes the dialog (cancel, Escape, or once the break was taken). */
  onClose: () => void;
  /** Takes the break; the dialog waits while it runs and stays open, with the message, if it fails. */
  onConfirm: (kind: BreakKind, period: BreakPeriod) => Promise<unknown> | void;
  /** Why the last attempt failed (the caller's error catalogue, or a thrown Error's message). */
  error?: string | null | undefined;
  /** Time zone of the end date (IANA name). @default the browser's */
  timeZone?: string | undefined;
}

/**
 * Gives focus back to whatever had it when the dialog opened (a length's button, the account
 * menu's trigger): the dialog has no trigger of its own for Radix to return focus to. Captured in
 * a layout effect, before the dialog's focus trap moves focus in.
 */
function useFocusReturn(choice: BreakChoice | null) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!choice) return undefined;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      const target = opener.current;
      // In a task: by then the focus trap has let go.
      setTimeout(() => {
        const now = document.activeElement;
        if (target?.isConnected && (!now || now === document.body)) target.focus();
      }, 0);
    };
  }, [choice]);
}

/**
 * The one confirmation of a break: how long, when it ends (core's breakEnd from `now`), and what
 * follows — a logout at once, no way to lift it early. Plain facts, no persuasion either way.
 */
export function BreakConfirmDialog({
  choice,
  now,
  onClose,
  onConfirm,
  error,
  timeZone,
}: BreakConfirmDialogProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const words = useProtectionWords();
  const errorId = useId();
  // A failed attempt's own message, shown when the caller gives none.
  const [failure, setFailure] = useState<string | null>(null);
  useFocusReturn(choice);
  if (!choice) return null;
  const confirm = async () => {
    setFailure(null);
    try {
      await onConfirm(choice.kind, choice.period);
    } catch (reason) {
      setFailure(
        reason instanceof Error && reason.message
          ? reason.message
          : t`The break could not be started. Please try again.`,
      );
      // Rethrown so the dialog stays open, ready to try again or cancel.
      throw reason;
    }
  };
  const length = words.breakLength(choice.period);
  const end = breakEnd(choice.period, now);
  const endText = end === null ? null : formatWhen(end, lang, timeZone);
  const timeOut = choice.kind === 'timeOut';
  const title = timeOut
    ? t`Take a time-out for ${length}?`
    : choice.period === 'permanent'
      ? t`Exclude yourself permanently?`
      : t`Exclude yourself for ${length}?`;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (open) return;
        setFailure(null);
        onClose();
      }}
      title={title}
      message={
        endText === null
          ? t`A permanent self-exclusion has no end date.`
          : timeOut
            ? t`Your time-out ends on ${endText}.`
            : t`Your self-exclusion ends on ${endText}.`
      }
      confirmLabel={timeOut ? t`Start the time-out` : t`Exclude me`}
      disableCoverClose
      onConfirm={confirm}
    >
      <StyledConsequences>
        <li>{t`You will be logged out at once.`}</li>
        <li>
          {timeOut
            ? t`You cannot log in, deposit or play until it ends.`
            : t`You cannot log in, deposit or play while it runs.`}
        </li>
        <li>{t`It cannot be lifted early, by you or by us.`}</li>
      </StyledConsequences>
      <FormError error={failure === null ? null : (error ?? failure)} id={errorId} />
    </ConfirmDialog>
  );
}
BreakConfirmDialog.displayName = 'Protection.BreakConfirmDialog';
