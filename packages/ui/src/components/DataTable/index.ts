export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableLayout, DataTableProps } from './DataTable';
export { sortRows } from './sortRows';
export type { DataTableSort, SortDirection, SortValue } from './sortRows';
