import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/*
 * What the member's record pages (account record, betting record, profit and loss, bonus details)
 * share: the section, its filters, the totals, a signed amount and the failed-load notice.
 */

export const StyledRecords = styled.section.attrs<DataUi>({ 'data-ui': 'Member.Records' })`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
  min-width: 0;
  color: ${token('fg.default')};
`;

export const StyledRecordFilters = styled.div.attrs<DataUi>({ 'data-ui': 'Member.RecordFilters' })`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space.3')};

  & > * {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

/** The sums over everything the filter matches: a row of label and value pairs. */
export const StyledTotals = styled.dl.attrs<DataUi>({ 'data-ui': 'Member.RecordTotals' })`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${token('space.3')};
  margin: 0;
  padding: ${token('space.3')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${token('space.1')};
    min-width: 0;
  }

  & dt {
    color: ${token('fg.muted')};
  }

  & dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** A signed amount: the sign carries the meaning, the colour supports it. */
export const StyledSigned = styled.span.attrs<DataUi>({ 'data-ui': 'Member.Signed' })`
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

export const StyledRecordProblem = styled.div.attrs<DataUi>({ 'data-ui': 'Member.RecordProblem' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.3')};
  padding: ${token('space.6')} ${token('space.4')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  text-align: center;
`;
