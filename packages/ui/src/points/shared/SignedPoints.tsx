import { StyledSigned } from '../../member/shared/records.styles';
import { formatPoints } from './labels';

/** Points with their sign written out (+120, -500); the colour only supports it. */
export function SignedPoints({ points }: { points: number }) {
  return (
    <StyledSigned data-sign={points > 0 ? 'credit' : points < 0 ? 'debit' : undefined}>
      {`${points > 0 ? '+' : ''}${formatPoints(points)}`}
    </StyledSigned>
  );
}
