import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { StyledRecordProblem, StyledSigned } from '../shared/records.styles';

export const StyledTransactionTable = styled.section.attrs<DataUi>({
  'data-ui': 'TransactionTable',
})`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
  min-width: 0;
  color: ${token('fg.default')};
`;

export const StyledFilters = styled.div.attrs<DataUi>({ 'data-ui': 'TransactionTable.Filters' })`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space.3')};

  & > * {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

/** The record pages' signed amount, under the name this table's tests look it up by. */
export const StyledAmount = styled(StyledSigned).attrs<DataUi>({
  'data-ui': 'TransactionTable.Amount',
})``;

export const StyledProblem = StyledRecordProblem;
