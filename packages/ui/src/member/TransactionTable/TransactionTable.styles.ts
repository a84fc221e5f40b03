import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

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

/** A signed amount: the sign carries the meaning, the colour supports it. */
export const StyledAmount = styled.span.attrs<DataUi>({ 'data-ui': 'TransactionTable.Amount' })`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  unicode-bidi: isolate;
  direction: ltr;

  &[data-sign='credit'] {
    color: ${token('fg.success')};
  }

  &[data-sign='debit'] {
    color: ${token('fg.danger')};
  }
`;

export const StyledProblem = styled.div.attrs<DataUi>({ 'data-ui': 'TransactionTable.Problem' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.3')};
  padding: ${token('space.6')} ${token('space.4')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  text-align: center;
`;
