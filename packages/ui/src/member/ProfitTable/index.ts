export { ProfitTable } from './ProfitTable';
export type { ProfitRange, ProfitRow, ProfitTableProps, ProfitTotals } from './ProfitTable';
