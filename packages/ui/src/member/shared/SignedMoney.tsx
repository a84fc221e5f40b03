import { formatMoney } from '@lobby/core';
import { StyledSigned } from './records.styles';

/** Minor units with their sign written out (+P5.00, -P5.00); the colour only supports it. */
export function SignedMoney({ amount, currency }: { amount: number; currency: string }) {
  return (
    <StyledSigned data-sign={amount > 0 ? 'credit' : amount < 0 ? 'debit' : undefined}>
      {`${amount > 0 ? '+' : ''}${formatMoney(amount, { symbol: currency })}`}
    </StyledSigned>
  );
}
