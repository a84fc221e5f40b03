import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { StyledRecords } from '../../member/shared/records.styles';

export const StyledContractList = styled(StyledRecords).attrs<DataUi>({
  'data-ui': 'ContractList',
})``;

/** The status word, and under it why the contract ended. */
export const StyledStatus = styled.span.attrs<DataUi>({ 'data-ui': 'ContractList.Status' })`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${token('space.1')};

  & > span:last-child:not([data-ui='StatusBadge']) {
    color: ${token('fg.muted')};
    font-size: 0.875rem;
  }
`;
