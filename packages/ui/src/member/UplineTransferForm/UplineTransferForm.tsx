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
import { StyledActions, StyledHeading, StyledText } from '../shared/shared.styles';
import { useAmountCheck } from '../shared/useAmountCheck';
import { usePending } from '../shared/usePending';
import { usePinCheck } from '../shared/usePinCheck';
import { StyledUplineTransferForm } from './UplineTransferForm.styles';

export interface UplineTransfer {
  /** Integer minor units, above zero and at most the balance. */
  amount: number;
  /** 6 digits, exactly as typed. */
  paymentPassword: string;
}

export interface UplineTransferFormProps {
  /** The member's upline (account name); null when the member has none. */
  upline: string | null;
  /** What can be sent, minor units. */
  balance: number;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** The member has set a payment password; without one the form offers to set it. */
  hasPaymentPassword: boolean;
  /** Opens the payment password form. */
  onSetPaymentPassword: () => void;
  /** Sends the money; a promise keeps the form busy until it settles. */
  onSubmit: (transfer: UplineTransfer) => unknown;
  /** A request the caller runs. @default false */
  busy?: boolean;
  /** The server's answer to the last transfer. */
  error?: string | null | undefined;
  /** The last transfer went through: the amount sent, minor units. */
  sent?: number | null;
}

/**
 * Transfer to upline (doc 2 §2.3): money from the main wallet to the agent above the member,
 * confirmed with the payment password. A member without an upline is told so; one without a
 * payment password is offered to set it first.
 */
export function UplineTransferForm({
  upline,
  balance,
  currency = 'P',
  hasPaymentPassword,
  onSetPaymentPassword,
  onSubmit,
  busy = false,
  error,
  sent = null,
}: UplineTransferFormProps) {
  const { t } = useLingui();
  const headingId = useId();
  const errorId = useId();
  const checkAmount = useAmountCheck();
  const checkPin = usePinCheck();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const { pending, run } = usePending(onSubmit, busy);
  const money = (minor: number) => formatMoney(minor, { symbol: currency });

  const heading = <StyledHeading id={headingId}>{t`Transfer to upline`}</StyledHeading>;
  if (upline === null) {
    return (
      <StyledUplineTransferForm aria-labelledby={headingId}>
        {heading}
        <StyledText>{t`Your account has no upline to transfer to.`}</StyledText>
      </StyledUplineTransferForm>
    );
  }
  if (!hasPaymentPassword) {
    return (
      <StyledUplineTransferForm aria-labelledby={headingId}>
        {heading}
        <StyledText>{t`Set a payment password before your first transfer. You will enter it to confirm each transfer.`}</StyledText>
        <StyledActions>
          <Button onClick={onSetPaymentPassword}>{t`Set payment password`}</Button>
        </StyledActions>
      </StyledUplineTransferForm>
    );
  }

  const submit = () => {
    const parsed = parseAmount(amount);
    if (parsed.ok) run({ amount: parsed.minor, paymentPassword });
  };

  return (
    <StyledUplineTransferForm aria-labelledby={headingId}>
      {heading}
      <StyledText>{t`To: ${upline}`}</StyledText>
      {/* Stays mounted, so the news of a transfer is read out. */}
      <div role="status">
        {sent !== null && <StyledText>{t`${money(sent)} has been sent to ${upline}.`}</StyledText>}
      </div>
      <Form
        aria-label={t`Transfer to upline`}
        aria-describedby={error ? errorId : undefined}
        onValidSubmit={submit}
      >
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
        <Button type="submit" loading={pending}>
          {t`Transfer`}
        </Button>
        <BusyStatus busy={pending} />
      </Form>
    </StyledUplineTransferForm>
  );
}
UplineTransferForm.displayName = 'UplineTransferForm';
