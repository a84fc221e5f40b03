import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useThemeScope } from '../../theme/ThemeContext';
import { EmptyState } from '../EmptyState';
import { sortRows, type DataTableSort, type SortValue } from './sortRows';
import {
  StyledCaption,
  StyledCell,
  StyledCellLabel,
  StyledHeaderCell,
  StyledRoot,
  StyledScroll,
  StyledSkeleton,
  StyledSortButton,
  StyledSortIcon,
  StyledTable,
} from './DataTable.styles';

export interface DataTableColumn<Row> {
  /** Unique within the table; also the key read for sorting when there is no `sortValue`. */
  id: string;
  /** The column header. */
  header: ReactNode;
  /** The value's label in the card layout, when `header` is not plain text. @default header */
  cardLabel?: ReactNode;
  /** Renders one cell. */
  cell: (row: Row, index: number) => ReactNode;
  /** Whether the header sorts the rows. @default false */
  sortable?: boolean;
  /** The value a sortable column sorts by. @default row[id] */
  sortValue?: (row: Row) => SortValue;
  /** Text alignment of header and cells (amounts read best at the end). @default 'start' */
  align?: 'start' | 'center' | 'end';
}

export type DataTableLayout = 'auto' | 'table' | 'cards';

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row (an id, not the index, so sorting keeps row state). */
  getRowKey: (row: Row, index: number) => string | number;
  /** The table's name (required for accessibility). */
  caption: ReactNode;
  /** Keeps the caption for assistive technology only. @default false */
  hideCaption?: boolean;
  /** Controlled sort; `null` for unsorted. */
  sort?: DataTableSort | null;
  /** Initial sort when uncontrolled. @default null */
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** The rows arrive sorted (by the server): headers still toggle, rows are not reordered. @default false */
  manualSorting?: boolean;
  /** Shows skeleton rows and marks the table busy. @default false */
  loading?: boolean;
  /** Skeleton rows while loading. @default 5 */
  loadingRows?: number;
  /** Title of the empty state. @default 'No records' (translated) */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  /** An action under the empty state (a Button). */
  emptyAction?: ReactNode;
  /**
   * `auto` switches to stacked cards when the table's container is narrower than 36rem; `table`
   * and `cards` force one layout. @default 'auto'
   */
  layout?: DataTableLayout;
  /** A CSS length: rows scroll under a sticky header beyond it. @default none */
  maxHeight?: string;
  className?: string;
}

function defaultSortValue<Row>(row: Row, id: string): SortValue {
  const value = (row as Record<string, unknown>)[id];
  return typeof value === 'object' && !(value instanceof Date) ? undefined : (value as SortValue);
}

/**
 * A typed data table: sortable headers (`aria-sort`), a sticky header, stacked cards on narrow
 * containers, and empty and loading states. Every table has a caption.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  hideCaption = false,
  sort: controlledSort,
  defaultSort = null,
  onSortChange,
  manualSorting = false,
  loading = false,
  loadingRows = 5,
  emptyTitle,
  emptyDescription,
  emptyAction,
  layout = 'auto',
  maxHeight,
  className,
}: DataTableProps<Row>) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const captionId = useId();
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(defaultSort);
  const sort = controlledSort === undefined ? ownSort : controlledSort;

  const toggleSort = (columnId: string) => {
    const next: DataTableSort = {
      columnId,
      direction:
        sort?.columnId === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending',
    };
    setOwnSort(next);
    onSortChange?.(next);
  };

  const sortColumn = sort ? columns.find((c) => c.id === sort.columnId && c.sortable) : undefined;
  const shown =
    sort && sortColumn && !manualSorting
      ? sortRows(
          rows,
          (row) => (sortColumn.sortValue ?? ((r: Row) => defaultSortValue(r, sortColumn.id)))(row),
          sort.direction,
          lang,
        )
      : rows;

  const scrollStyle = maxHeight
    ? ({ '--datatable-max-height': maxHeight } as CSSProperties)
    : undefined;

  return (
    <StyledRoot className={className}>
      <StyledScroll role="region" aria-labelledby={captionId} tabIndex={0} style={scrollStyle}>
        <StyledTable
          role="table"
          aria-labelledby={captionId}
          aria-busy={loading || undefined}
          data-layout={layout}
        >
          <StyledCaption id={captionId} data-hidden={hideCaption || undefined}>
            {hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
          </StyledCaption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : undefined;
                return (
                  <StyledHeaderCell
                    key={column.id}
                    role="columnheader"
                    scope="col"
                    data-align={column.align ?? 'start'}
                    data-sortable={column.sortable || undefined}
                    aria-sort={column.sortable && direction ? direction : undefined}
                  >
                    {column.sortable ? (
                      <StyledSortButton onClick={() => toggleSort(column.id)}>
                        {column.header}
                        <StyledSortIcon>
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </StyledSortIcon>
                      </StyledSortButton>
                    ) : (
                      column.header
                    )}
                  </StyledHeaderCell>
                );
              })}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {loading ? (
              Array.from({ length: loadingRows }, (_, index) => (
                <tr key={index} role="row" aria-hidden="true">
                  {columns.map((column) => (
                    <StyledCell key={column.id} role="cell" data-align={column.align ?? 'start'}>
                      <StyledCellLabel>{column.cardLabel ?? column.header}</StyledCellLabel>
                      <StyledSkeleton />
                    </StyledCell>
                  ))}
                </tr>
              ))
            ) : shown.length === 0 ? (
              <tr role="row">
                <StyledCell role="cell" colSpan={columns.length} data-full="">
                  <EmptyState
                    title={emptyTitle ?? t`No records`}
                    description={emptyDescription}
                    action={emptyAction}
                  />
                </StyledCell>
              </tr>
            ) : (
              shown.map((row, index) => (
                <tr key={getRowKey(row, index)} role="row">
                  {columns.map((column) => (
                    <StyledCell key={column.id} role="cell" data-align={column.align ?? 'start'}>
                      <StyledCellLabel>{column.cardLabel ?? column.header}</StyledCellLabel>
                      <span>{column.cell(row, index)}</span>
                    </StyledCell>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </StyledTable>
      </StyledScroll>
      <VisuallyHidden role="status">{loading ? t`Loading` : ''}</VisuallyHidden>
    </StyledRoot>
  );
}
DataTable.displayName = 'DataTable';
