export { IncomeTable } from './IncomeTable';
export type { IncomeRange, IncomeRow, IncomeTableProps, IncomeTotals } from './IncomeTable';
export { useContractKindLabel } from './contractKindLabel';
export { formatPeriod } from './formatPeriod';
