export { IncomeTable } from './IncomeTable';
export type { IncomeRange, IncomeRow, IncomeTableProps, IncomeTotals } from './IncomeTable';
