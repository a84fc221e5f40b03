import { useLingui } from '@lingui/react/macro';
import { StatusBadge } from '../../components/StatusBadge';
import type { StatusTone } from '../../components/StatusBadge/StatusBadge.styles';
import type { PromotionStatus } from './types';

const TONE: Readonly<Record<PromotionStatus, StatusTone>> = {
  Join: 'accent',
  Claim: 'accent',
  Process: 'accent',
  Applying: 'warning',
  Joined: 'success',
  Issued: 'success',
  Claimed: 'success',
  Rejected: 'danger',
  Close: 'neutral',
};

export interface PromotionStatusBadgeProps {
  status: PromotionStatus;
}

/** The player's status in a promotion, in words (the colour only supports them). */
export function PromotionStatusBadge({ status }: PromotionStatusBadgeProps) {
  const { t } = useLingui();
  const label: Readonly<Record<PromotionStatus, string>> = {
    Join: t({ message: 'Open to join', comment: 'promotion status: the player can take part' }),
    Claim: t({ message: 'Ready to claim', comment: 'promotion status' }),
    Process: t({ message: 'In progress', comment: 'promotion status: the activity is running' }),
    Applying: t({ message: 'Applying', comment: 'promotion status: application under review' }),
    Joined: t({ message: 'Joined', comment: 'promotion status' }),
    Issued: t({ message: 'Issued', comment: 'promotion status: the bonus was credited' }),
    Claimed: t({ message: 'Claimed', comment: 'promotion status' }),
    Rejected: t({ message: 'Rejected', comment: 'promotion status: application refused' }),
    Close: t({ message: 'Closed', comment: 'promotion status: not running now' }),
  };
  return <StatusBadge tone={TONE[status]}>{label[status]}</StatusBadge>;
}
PromotionStatusBadge.displayName = 'PromotionStatusBadge';
