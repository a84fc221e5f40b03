export { DownlineTransactionTable } from './DownlineTransactionTable';
export type {
  DownlineTransaction,
  DownlineTransactionFilter,
  DownlineTransactionTableProps,
} from './DownlineTransactionTable';
