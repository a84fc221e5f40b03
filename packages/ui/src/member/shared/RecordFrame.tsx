import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Pagination } from '../../components/Pagination';
import { RecordProblem } from './RecordProblem';
import { RecordTotals } from './RecordTotals';
import { StyledRecordFilters, StyledRecords } from './records.styles';
import { StyledHeading } from './shared.styles';

export interface RecordFramePaging {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export interface RecordFrameProps {
  /** The page's heading; it also names the section. */
  heading: string;
  /** The filter row's controls (dates first). */
  filters: ReactNode;
  /** A line under the filters (the longest range the server sums). */
  note?: ReactNode;
  /** The sums over everything the filter matches; null or absent while unknown. */
  totals?: readonly { label: string; value: ReactNode }[] | null | undefined;
  /** Paging under the table; absent for a record that comes whole. */
  paging?: RecordFramePaging | undefined;
  /** The record could not be loaded: the message replaces totals, table and paging, with a retry. */
  error?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  /** The table (a DataTable carries its own loading and empty states). */
  children: ReactNode;
}

/**
 * What every record page (the member's and the agent's) is made of, in one place: a heading, the
 * filter row, then either the failed-load notice with a retry, or the totals, the table and the
 * paging. The loading and empty states are the DataTable's.
 */
export function RecordFrame({
  heading,
  filters,
  note,
  totals,
  paging,
  error,
  onRetry,
  children,
}: RecordFrameProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <StyledRecords aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{heading}</StyledHeading>
      <StyledRecordFilters>{filters}</StyledRecordFilters>
      {note}
      {error ? (
        <RecordProblem message={error} onRetry={onRetry} />
      ) : (
        <>
          {totals && <RecordTotals label={t`Totals`} items={totals} />}
          {children}
          {paging && (
            <Pagination
              page={paging.page}
              totalPages={paging.totalPages}
              onPageChange={paging.onPageChange}
            />
          )}
        </>
      )}
    </StyledRecords>
  );
}
RecordFrame.displayName = 'Member.RecordFrame';
