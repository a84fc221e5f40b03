import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { Button } from '../../components/Button';
import { StyledActions, StyledSubheading, StyledText } from '../../member/shared/shared.styles';
import { TransferFields, type PinTransfer } from '../../member/UplineTransferForm/TransferFields';
import { StyledDownlineTransferForm } from './DownlineTransferForm.styles';

export type DownlineTransfer = PinTransfer;

export interface DownlineTransferFormProps {
  /** The team member the money goes to (account name). */
  account: string;
  /** What the agent can send, minor units. */
  balance: number;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** The agent has set a payment password; without one the form offers to set it. */
  hasPaymentPassword: boolean;
  /** Opens the payment password form. */
  onSetPaymentPassword: () => void;
  /** Sends the money (AGENT_transfer); a promise keeps the form busy until it settles. */
  onSubmit: (transfer: DownlineTransfer) => unknown;
  /** Closes the form without sending. */
  onCancel?: () => void;
  /** A request the caller runs. @default false */
  busy?: boolean;
  /** The server's answer to the last transfer (the error catalogue's message). */
  error?: string | null | undefined;
  /** The last transfer went through: the amount sent, minor units. */
  sent?: number | null;
}

/**
 * Transfer to a downline (doc 2 §2.4 team management): money from the agent's wallet to a member
 * of its team, confirmed with the payment password, the same form as the transfer to upline.
 */
export function DownlineTransferForm({
  account,
  balance,
  currency = 'P',
  hasPaymentPassword,
  onSetPaymentPassword,
  onSubmit,
  onCancel,
  busy = false,
  error,
  sent = null,
}: DownlineTransferFormProps) {
  const { t } = useLingui();
  const headingId = useId();
  const money = (minor: number) => formatMoney(minor, { symbol: currency });

  return (
    <StyledDownlineTransferForm aria-labelledby={headingId}>
      <StyledSubheading id={headingId}>{t`Transfer to ${account}`}</StyledSubheading>
      {hasPaymentPassword ? (
        <>
          {/* Stays mounted, so the news of a transfer is read out. */}
          <div role="status">
            {sent !== null && (
              <StyledText>{t`${money(sent)} has been sent to ${account}.`}</StyledText>
            )}
          </div>
          <TransferFields
            label={t`Transfer to ${account}`}
            balance={balance}
            currency={currency}
            onSubmit={onSubmit}
            busy={busy}
            error={error}
            onCancel={onCancel}
          />
        </>
      ) : (
        <>
          <StyledText>{t`Set a payment password before your first transfer. You will enter it to confirm each transfer.`}</StyledText>
          <StyledActions>
            <Button onClick={onSetPaymentPassword}>{t`Set payment password`}</Button>
          </StyledActions>
        </>
      )}
    </StyledDownlineTransferForm>
  );
}
DownlineTransferForm.displayName = 'DownlineTransferForm';
