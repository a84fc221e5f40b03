export { PROOF_COMMENT_MAX, WithdrawalConfirmation } from './WithdrawalConfirmation';
export type {
  NotReceivedProof,
  Withdrawal,
  WithdrawalConfirmationProps,
} from './WithdrawalConfirmation';
export { WithdrawalList } from './WithdrawalList';
export type { WithdrawalListProps } from './WithdrawalList';
export { WithdrawalStatusBadge } from './WithdrawalStatusBadge';
export type { WithdrawalStatus, WithdrawalStatusBadgeProps } from './WithdrawalStatusBadge';
