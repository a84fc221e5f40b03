import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../components/EmptyState';
import { StyledList } from './WithdrawalConfirmation.styles';
import {
  WithdrawalConfirmation,
  type NotReceivedProof,
  type Withdrawal,
} from './WithdrawalConfirmation';

export interface WithdrawalListProps {
  withdrawals: readonly Withdrawal[];
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** Minutes to confirm a disbursed withdrawal before it counts as received. */
  autoReceiveMinutes: number;
  onReceived: (withdrawalId: string) => unknown;
  onNotReceived: (withdrawalId: string, proof: NotReceivedProof) => unknown;
  /** The withdrawal whose request the caller runs. */
  busyId?: string | null | undefined;
  /** The server's answer, shown at the withdrawal it concerns. */
  error?: { withdrawalId: string; message: string } | null | undefined;
}

/** The member's withdrawals, newest first as given; each disbursed one asks for confirmation. */
export function WithdrawalList({
  withdrawals,
  currency = 'P',
  autoReceiveMinutes,
  onReceived,
  onNotReceived,
  busyId,
  error,
}: WithdrawalListProps) {
  const { t } = useLingui();
  if (withdrawals.length === 0) return <EmptyState title={t`No withdrawals yet`} />;
  return (
    <StyledList aria-label={t`Withdrawals`}>
      {withdrawals.map((w) => (
        <li key={w.id}>
          <WithdrawalConfirmation
            withdrawal={w}
            currency={currency}
            autoReceiveMinutes={autoReceiveMinutes}
            onReceived={() => onReceived(w.id)}
            onNotReceived={(proof) => onNotReceived(w.id, proof)}
            busy={busyId === w.id}
            error={error?.withdrawalId === w.id ? error.message : null}
          />
        </li>
      ))}
    </StyledList>
  );
}
WithdrawalList.displayName = 'WithdrawalList';
