import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { Button } from '../../components/Button';
import { Money } from '../../components/Money';
import { Form } from '../../fields/Form';
import { TextField } from '../../fields/TextField';
import { parseAmount } from '../../member/shared/amount';
import { StyledFacts } from '../../member/shared/shared.styles';
import { useAmountCheck } from '../../member/shared/useAmountCheck';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatWhen } from '../shared/formatWhen';
import { SaveFeedback } from '../shared/SaveFeedback';
import { useSaveStatus } from '../shared/saveStatus';
import type { MoneyLimitView } from '../shared/types';
import { useProtectionWords } from '../shared/words';
import { StyledPending } from '../shared/protection.styles';
import { StyledCard, StyledCardHeading } from './LimitsPanel.styles';

export interface LimitCardProps {
  limit: MoneyLimitView;
  currency: string;
  coolingOffHours: number;
  onSave: (amount: number | null) => Promise<unknown> | void;
  /** The caller's message for this card's last failed save. */
  error: string | null | undefined;
  /** Tells the panel this card saved last, so the caller's `error` shows here. */
  onSaveStart: () => void;
  timeZone: string | undefined;
}

/** Whether a new amount waits for the cooling-off: a higher limit, or none where one is set. */
function waitsForCoolingOff(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

/**
 * One limit (a kind over one period): the limit in force, what is used and left, when it resets,
 * a change waiting for the cooling-off, and the field to set, lower, raise or remove it. The
 * field starts blank (never pre-filled with an amount to nudge the player); blank removes.
 */
export function LimitCard({
  limit,
  currency,
  coolingOffHours,
  onSave,
  error,
  onSaveStart,
  timeZone,
}: LimitCardProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const words = useProtectionWords();
  const checkAmount = useAmountCheck();
  const headingId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [waits, setWaits] = useState(false);
  const { status, save, reset } = useSaveStatus();
  const name = words.limitName(limit.kind, limit.period);
  const when = (iso: string) => formatWhen(iso, lang, timeZone);
  const money = (minor: number) => formatMoney(minor, { symbol: currency });

  const inputId = useId();
  // A blank field removes a limit; where there is none it has nothing to save. The field's own
  // checks skip a blank optional value, so this one is kept here and shown as the field's error.
  const [nothingToSave, setNothingToSave] = useState(false);
  const validate = (typed: string) =>
    typed.trim() === '' ? null : checkAmount(typed, { currency });

  const submit = () => {
    const blank = text.trim() === '';
    if (blank && limit.amount === null) {
      setNothingToSave(true);
      document.getElementById(inputId)?.focus();
      return;
    }
    const parsed = parseAmount(text);
    const next = blank ? null : parsed.ok ? parsed.minor : undefined;
    if (next === undefined) return;
    setWaits(waitsForCoolingOff(limit.amount, next));
    onSaveStart();
    void save(() => onSave(next));
  };

  const pending = limit.pending;
  const pendingAmount = pending?.amount ?? null;
  const risesTo = pendingAmount === null ? '' : money(pendingAmount);
  const pendingAt = pending ? when(pending.effectiveAt) : '';
  const resetsAt = when(limit.resetsAt);
  const hours = coolingOffHours;

  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledCardHeading id={headingId}>{name}</StyledCardHeading>
      <StyledFacts>
        <dt>{t`Limit`}</dt>
        <dd>
          {limit.amount === null ? (
            t`No limit`
          ) : (
            <Money amount={limit.amount} currency={currency} />
          )}
        </dd>
        <dt>{t`Used this period`}</dt>
        <dd>
          <Money amount={limit.used} currency={currency} />
        </dd>
        {limit.amount !== null && (
          <>
            <dt>{t`Left this period`}</dt>
            <dd>
              <Money amount={Math.max(0, limit.amount - limit.used)} currency={currency} />
            </dd>
          </>
        )}
        {limit.resetsAt && (
          <>
            <dt>{t`Resets`}</dt>
            <dd>
              <time dateTime={limit.resetsAt}>{resetsAt}</time>
            </dd>
          </>
        )}
      </StyledFacts>
      {pending && (
        <StyledPending>
          {pendingAmount === null
            ? t`Removed on ${pendingAt}`
            : t`Rises to ${risesTo} on ${pendingAt}`}
        </StyledPending>
      )}
      <Form
        aria-labelledby={headingId}
        aria-describedby={status.state === 'failed' ? errorId : undefined}
        onValidSubmit={submit}
      >
        <TextField
          name="amount"
          label={t`New limit`}
          inputMode="decimal"
          autoComplete="off"
          hint={
            limit.amount === null
              ? t`An amount such as 50 or 50.00.`
              : t`Leave it blank to remove the limit.`
          }
          id={inputId}
          value={text}
          onValueChange={(typed) => {
            setText(typed);
            setNothingToSave(false);
            // A new amount: the last save's outcome no longer describes what is in the field.
            if (status.state !== 'saving') reset();
          }}
          error={nothingToSave ? t`Enter an amount to set a limit, such as 50 or 50.00` : null}
          validate={validate}
        />
        <Button type="submit" loading={status.state === 'saving'}>
          {t`Save limit`}
        </Button>
        <SaveFeedback
          status={status}
          error={error}
          errorId={errorId}
          savedText={
            waits ? t`Saved. The change applies in ${hours} hours.` : t`Saved. It applies now.`
          }
        />
      </Form>
    </StyledCard>
  );
}
LimitCard.displayName = 'LimitsPanel.LimitCard';
