export { TransactionTable, useTransactionTypeLabel } from './TransactionTable';
export type {
  Transaction,
  TransactionFilter,
  TransactionStatus,
  TransactionTableProps,
  TransactionType,
} from './TransactionTable';
