import { useLingui } from '@lingui/react/macro';
import type { WithdrawalStatus } from '@lobby/core';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';

export type { WithdrawalStatus };

const TONES: Record<WithdrawalStatus, StatusTone> = {
  pending: 'neutral',
  approved: 'accent',
  rejected: 'danger',
  disbursed: 'warning',
  received: 'success',
  notReceived: 'danger',
  autoReceived: 'success',
};

export interface WithdrawalStatusBadgeProps {
  status: WithdrawalStatus;
}

/** A withdrawal's status as a word (the colour only supports it). */
export function WithdrawalStatusBadge({ status }: WithdrawalStatusBadgeProps) {
  const { t } = useLingui();
  const labels: Record<WithdrawalStatus, string> = {
    pending: t`Pending`,
    approved: t`Approved`,
    rejected: t`Rejected`,
    disbursed: t`Disbursed`,
    received: t`Received`,
    notReceived: t`Not received`,
    autoReceived: t`Received automatically`,
  };
  return <StatusBadge tone={TONES[status]}>{labels[status]}</StatusBadge>;
}
WithdrawalStatusBadge.displayName = 'WithdrawalStatusBadge';
