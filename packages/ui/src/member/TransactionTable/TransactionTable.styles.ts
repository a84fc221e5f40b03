import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { StyledSigned } from '../shared/records.styles';

/** The record pages' signed amount, under the name this table's tests look it up by. */
export const StyledAmount = styled(StyledSigned).attrs<DataUi>({
  'data-ui': 'TransactionTable.Amount',
})``;
