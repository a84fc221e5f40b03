import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { StyledRecords } from '../../member/shared/records.styles';

export const StyledContractComparison = styled(StyledRecords).attrs<DataUi>({
  'data-ui': 'ContractComparison',
})`
  gap: ${token('space.3')};
`;

/** An amount over the tier that paid it. */
export const StyledPay = styled.span.attrs<DataUi>({ 'data-ui': 'ContractComparison.Pay' })`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;

  & > span:last-child {
    color: ${token('fg.muted')};
    font-size: 0.875rem;
  }
`;
