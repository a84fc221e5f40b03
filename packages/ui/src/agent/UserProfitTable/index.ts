export { UserProfitTable } from './UserProfitTable';
export type {
  UserProfitRange,
  UserProfitRow,
  UserProfitTableProps,
  UserProfitTotals,
} from './UserProfitTable';
