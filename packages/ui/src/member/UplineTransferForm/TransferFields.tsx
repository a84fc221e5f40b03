import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { FormError } from '../../account/shared/FormError';
import { Button } from '../../components/Button';
import { Form } from '../../fields/Form';
import { PasswordField } from '../../fields/PasswordField';
import { TextField } from '../../fields/TextField';
import { parseAmount } from '../shared/amount';
import { BusyStatus } from '../shared/BusyStatus';
import { StyledActions } from '../shared/shared.styles';
import { useAmountCheck } from '../shared/useAmountCheck';
import { usePending } from '../shared/usePending';
import { usePinCheck } from '../shared/usePinCheck';

export interface PinTransfer {
  /** Integer minor units, above zero and at most the balance. */
  amount: number;
  /** 6 digits, exactly as typed. */
  paymentPassword: string;
}

export interface TransferFieldsProps {
  /** The form's name. */
  label: string;
  /** What can be sent, minor units. */
  balance: number;
  currency: string;
  onSubmit: (transfer: PinTransfer) => unknown;
  busy: boolean;
  error: string | null | undefined;
  /** A second way out beside Transfer (the inline form's Cancel). */
  onCancel?: (() => void) | undefined;
}

/**
 * The one form that moves money with the payment password (to the upline, to a downline): the
 * amount, at most the balance, and the 6-digit password, each checked by its field. It holds
 * what was typed, so a failed transfer loses nothing.
 */
export function TransferFields({
  label,
  balance,
  currency,
  onSubmit,
  busy,
  error,
  onCancel,
}: TransferFieldsProps) {
  const { t } = useLingui();
  const errorId = useId();
  const checkAmount = useAmountCheck();
  const checkPin = usePinCheck();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const { pending, run } = usePending(onSubmit, busy);
  // The same message as before it was shared, so its translations still apply.
  const money = (minor: number) => formatMoney(minor, { symbol: currency });

  const submit = () => {
    const parsed = parseAmount(amount);
    if (parsed.ok) run({ amount: parsed.minor, paymentPassword });
  };

  return (
    <Form aria-label={label} aria-describedby={error ? errorId : undefined} onValidSubmit={submit}>
      <TextField
        name="amount"
        label={t`Amount`}
        required
        inputMode="decimal"
        autoComplete="off"
        hint={t`Available: ${money(balance)}`}
        value={amount}
        onValueChange={setAmount}
        validate={(text) => checkAmount(text, { balance, currency })}
      />
      <PasswordField
        name="paymentPassword"
        label={t`Payment password`}
        required
        hint={t`6 digits`}
        value={paymentPassword}
        onValueChange={setPaymentPassword}
        validate={checkPin}
      />
      <FormError error={error} id={errorId} />
      {onCancel ? (
        <StyledActions>
          <Button type="submit" loading={pending}>
            {t`Transfer`}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </StyledActions>
      ) : (
        <Button type="submit" loading={pending}>
          {t`Transfer`}
        </Button>
      )}
      <BusyStatus busy={pending} />
    </Form>
  );
}
TransferFields.displayName = 'TransferFields';
