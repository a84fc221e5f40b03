import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { Button } from '../../components/Button';
import { StyledActions, StyledHeading, StyledText } from '../shared/shared.styles';
import { TransferFields, type PinTransfer } from './TransferFields';
import { StyledUplineTransferForm } from './UplineTransferForm.styles';

export type UplineTransfer = PinTransfer;

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

  return (
    <StyledUplineTransferForm aria-labelledby={headingId}>
      {heading}
      <StyledText>{t`To: ${upline}`}</StyledText>
      {/* Stays mounted, so the news of a transfer is read out. */}
      <div role="status">
        {sent !== null && <StyledText>{t`${money(sent)} has been sent to ${upline}.`}</StyledText>}
      </div>
      <TransferFields
        label={t`Transfer to upline`}
        balance={balance}
        currency={currency}
        onSubmit={onSubmit}
        busy={busy}
        error={error}
      />
    </StyledUplineTransferForm>
  );
}
UplineTransferForm.displayName = 'UplineTransferForm';
