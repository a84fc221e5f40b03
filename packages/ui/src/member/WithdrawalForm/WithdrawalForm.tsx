import { useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { Field } from '../../fields/Field';
import { Form } from '../../fields/Form';
import { PasswordField } from '../../fields/PasswordField';
import { TextField } from '../../fields/TextField';
import { FormError } from '../../account/shared/FormError';
import { maskAccount, parseAmount } from '../shared/amount';
import { BusyStatus } from '../shared/BusyStatus';
import {
  StyledActions,
  StyledHeading,
  StyledSubheading,
  StyledText,
} from '../shared/shared.styles';
import { usePending } from '../shared/usePending';
import { useAmountCheck } from '../shared/useAmountCheck';
import { usePinCheck } from '../shared/usePinCheck';
import { StyledAddPayee, StyledPayees, StyledWithdrawalForm } from './WithdrawalForm.styles';

export interface Payee {
  id: string;
  bankName: string;
  accountName: string;
  /** The full number; only its last four digits are shown. */
  accountNumber: string;
}

export interface NewPayee {
  bankName: string;
  /** Letters and spaces. */
  accountName: string;
  /** 6 to 20 digits. */
  accountNumber: string;
}

export interface WithdrawalRequest {
  payeeId: string;
  /** Integer minor units. */
  amount: number;
  /** 6 digits, exactly as typed. */
  paymentPassword: string;
}

export interface WithdrawalFormProps {
  /** Where the money can go. @default [] */
  payees?: readonly Payee[];
  /** What can be withdrawn, minor units. */
  balance: number;
  /** Least withdrawal, minor units. */
  min: number;
  /** Most withdrawal, minor units. */
  max: number;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** The member has set a payment password; without one the form offers to set it. */
  hasPaymentPassword: boolean;
  /** Opens the payment password form. */
  onSetPaymentPassword: () => void;
  /** Adds a payee; the sub-form closes once the promise resolves and stays open if it rejects. */
  onAddPayee?: (payee: NewPayee) => unknown;
  /** The server's answer to the last add-payee request. */
  payeeError?: string | null | undefined;
  /** Removes a payee. */
  onRemovePayee?: (payeeId: string) => void;
  /** Sends the withdrawal; a promise keeps the form busy until it settles. */
  onSubmit: (request: WithdrawalRequest) => unknown;
  /** A request the caller runs. @default false */
  busy?: boolean;
  /** The server's answer to the last withdrawal. */
  error?: string | null | undefined;
}

/**
 * Option text cannot hold an element: left-to-right isolate marks keep the dots before the digits
 * in right-to-left text.
 */
const ltr = (text: string) => `\u2066${text}\u2069`;

const LETTERS_AND_SPACES = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
const ACCOUNT_NUMBER = /^\d{6,20}$/;

function AddPayeeForm({
  onAdd,
  onCancel,
  error,
}: {
  onAdd: (payee: NewPayee) => unknown;
  onCancel: () => void;
  error: string | null | undefined;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const errorId = useId();
  const [bankName, setBankName] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const { pending, run } = usePending(async (payee: NewPayee) => {
    await onAdd(payee);
    onCancel();
  });
  return (
    <StyledAddPayee>
      <Form
        aria-labelledby={headingId}
        aria-describedby={error ? errorId : undefined}
        onValidSubmit={() =>
          run({ bankName: bankName.trim(), accountName: accountName.trim(), accountNumber })
        }
      >
        <StyledSubheading id={headingId}>{t`Add payee`}</StyledSubheading>
        <TextField
          name="bankName"
          label={t`Bank name`}
          required
          value={bankName}
          onValueChange={setBankName}
        />
        <TextField
          name="accountName"
          label={t`Account name`}
          required
          autoComplete="name"
          value={accountName}
          onValueChange={setAccountName}
          validate={(text) =>
            LETTERS_AND_SPACES.test(text) ? null : t`Use letters and spaces only`
          }
        />
        <TextField
          name="accountNumber"
          label={t`Account number`}
          required
          inputMode="numeric"
          autoComplete="off"
          value={accountNumber}
          onValueChange={setAccountNumber}
          validate={(text) => (ACCOUNT_NUMBER.test(text) ? null : t`Use 6 to 20 digits`)}
        />
        <FormError error={error} id={errorId} />
        <StyledActions>
          <Button type="submit" loading={pending}>
            {t`Save payee`}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </StyledActions>
      </Form>
    </StyledAddPayee>
  );
}

/**
 * A withdrawal: a payee (bank, account name, masked number) that can be added or removed, an
 * amount within the minimum, the maximum and the balance, and the 6-digit payment password. A
 * member without a payment password is offered to set one first.
 */
export function WithdrawalForm({
  payees = [],
  balance,
  min,
  max,
  currency = 'P',
  hasPaymentPassword,
  onSetPaymentPassword,
  onAddPayee,
  payeeError,
  onRemovePayee,
  onSubmit,
  busy = false,
  error,
}: WithdrawalFormProps) {
  const { t } = useLingui();
  const headingId = useId();
  const errorId = useId();
  const payeeSelect = useRef<HTMLSelectElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const checkAmount = useAmountCheck();
  const checkPin = usePinCheck();
  const [chosen, setChosen] = useState('');
  const [adding, setAdding] = useState(false);
  const [payeeMissing, setPayeeMissing] = useState(false);
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const { pending, run } = usePending(onSubmit, busy);
  const money = (minor: number) => formatMoney(minor, { symbol: currency });
  // A removed payee falls back to the first one left.
  const payeeId = payees.some((p) => p.id === chosen) ? chosen : (payees[0]?.id ?? '');

  const closeAdding = () => {
    setAdding(false);
    addButton.current?.focus();
  };

  if (!hasPaymentPassword) {
    return (
      <StyledWithdrawalForm aria-labelledby={headingId}>
        <StyledHeading id={headingId}>{t`Withdraw`}</StyledHeading>
        <StyledText>{t`Set a payment password before your first withdrawal. You will enter it to confirm each withdrawal.`}</StyledText>
        <StyledActions>
          <Button onClick={onSetPaymentPassword}>{t`Set payment password`}</Button>
        </StyledActions>
      </StyledWithdrawalForm>
    );
  }

  const submit = () => {
    const parsed = parseAmount(amount);
    if (!payeeId) {
      setPayeeMissing(true);
      (payeeSelect.current ?? addButton.current)?.focus();
      return;
    }
    if (parsed.ok) run({ payeeId, amount: parsed.minor, paymentPassword });
  };

  return (
    <StyledWithdrawalForm aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Withdraw`}</StyledHeading>
      <StyledPayees>
        {payees.length > 0 ? (
          <Field label={t`Payee`} required>
            {(control) => (
              <Select
                {...control}
                ref={payeeSelect}
                name="payee"
                value={payeeId}
                onChange={(event) => setChosen(event.target.value)}
              >
                {payees.map((p) => (
                  <option key={p.id} value={p.id}>
                    {`${p.bankName} · ${p.accountName} · ${ltr(maskAccount(p.accountNumber))}`}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : (
          <StyledText role={payeeMissing ? 'alert' : undefined}>
            {t`Add a payee to withdraw to.`}
          </StyledText>
        )}
        <StyledActions>
          {onAddPayee && (
            <Button
              ref={addButton}
              variant="secondary"
              size="sm"
              aria-expanded={adding}
              onClick={() => setAdding((open) => !open)}
            >
              {t`Add payee`}
            </Button>
          )}
          {onRemovePayee && payeeId && (
            <Button variant="ghost" size="sm" onClick={() => onRemovePayee(payeeId)}>
              {t`Remove payee`}
            </Button>
          )}
        </StyledActions>
        {adding && onAddPayee && (
          <AddPayeeForm onAdd={onAddPayee} onCancel={closeAdding} error={payeeError} />
        )}
      </StyledPayees>
      <Form
        aria-label={t`Withdrawal`}
        aria-describedby={error ? errorId : undefined}
        onValidSubmit={submit}
      >
        <TextField
          name="amount"
          label={t`Amount`}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={t`From ${money(min)} to ${money(max)}. Available: ${money(balance)}`}
          value={amount}
          onValueChange={setAmount}
          validate={(text) => checkAmount(text, { min, max, balance, currency })}
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
          {t`Withdraw`}
        </Button>
        <BusyStatus busy={pending} />
      </Form>
    </StyledWithdrawalForm>
  );
}
WithdrawalForm.displayName = 'WithdrawalForm';
