export { BetRecordTable } from './BetRecordTable';
export type {
  BetOutcome,
  BetRecord,
  BetRecordFilter,
  BetRecordOption,
  BetRecordTableProps,
  BetTotals,
} from './BetRecordTable';
