import { useLingui } from '@lingui/react/macro';
import {
  TRANSACTION_TYPES,
  formatMoney,
  type TransactionStatus,
  type TransactionType,
} from '@lobby/core';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { Select } from '../../components/Select';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { Field } from '../../fields/Field';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatDateTime } from '../shared/formatDateTime';
import { RecordDates } from '../shared/RecordDates';
import { RecordFrame } from '../shared/RecordFrame';
import { StyledAmount } from './TransactionTable.styles';

export type { TransactionStatus, TransactionType };

export interface Transaction {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  /** Signed minor units: positive credits the member, negative debits. */
  amount: number;
  /** The balance after it, minor units; null when the server does not know it. */
  balanceAfter: number | null;
  /** ISO date-time. */
  createdAt: string;
}

export interface TransactionFilter {
  /** ISO date, `''` for open. */
  from: string;
  /** ISO date, `''` for open. */
  to: string;
  /** `''` for every type. */
  type: TransactionType | '';
}

export interface TransactionTableProps {
  rows: readonly Transaction[];
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** The filter shown (controlled). */
  filter: TransactionFilter;
  /** Called with the whole filter when the dates or the type change. */
  onFilterChange: (filter: TransactionFilter) => void;
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Shows skeleton rows. @default false */
  loading?: boolean;
  /** The records could not be loaded: the message replaces the table, with a retry. */
  error?: string | null | undefined;
  onRetry?: () => void;
  /** "Today" for the date presets, ISO. @default the user's local date */
  today?: string;
}

const STATUS_TONES: Record<TransactionStatus, StatusTone> = {
  pending: 'warning',
  completed: 'success',
  failed: 'danger',
};

/** The translated name of each transaction type. */
export function useTransactionTypeLabel(): (type: TransactionType) => string {
  const { t } = useLingui();
  return (type) => {
    switch (type) {
      case 'deposit':
        return t`Deposit`;
      case 'withdrawal':
        return t`Withdrawal`;
      case 'withdrawal_refund':
        return t`Withdrawal refund`;
      case 'transfer_in':
        return t`Transfer in`;
      case 'transfer_out':
        return t`Transfer out`;
      case 'wallet_move_in':
        return t`Moved into wallet`;
      case 'wallet_move_out':
        return t`Moved out of wallet`;
      case 'bet':
        return t`Bet`;
      case 'win':
        return t`Win`;
      case 'bonus':
        return t`Bonus`;
      case 'contract':
        return t`Contract payout`;
    }
  };
}

/**
 * The account record: transactions filtered by date and type, a page at a time. Amounts carry
 * their sign (the colour only supports it); on a phone the rows stack as cards.
 */
export function TransactionTable({
  rows,
  currency = 'P',
  filter,
  onFilterChange,
  page,
  totalPages,
  onPageChange,
  loading = false,
  error,
  onRetry,
  today,
}: TransactionTableProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const typeLabel = useTransactionTypeLabel();
  const statusLabel: Record<TransactionStatus, string> = {
    pending: t`Pending`,
    completed: t`Successful`,
    failed: t`Failed`,
  };

  const columns: DataTableColumn<Transaction>[] = [
    { id: 'createdAt', header: t`Time`, cell: (row) => formatDateTime(row.createdAt, lang) },
    { id: 'type', header: t`Type`, cell: (row) => typeLabel(row.type) },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      cell: (row) => (
        <StyledAmount data-sign={row.amount > 0 ? 'credit' : row.amount < 0 ? 'debit' : undefined}>
          {`${row.amount > 0 ? '+' : ''}${formatMoney(row.amount, { symbol: currency })}`}
        </StyledAmount>
      ),
    },
    {
      id: 'balanceAfter',
      header: t`Balance after`,
      align: 'end',
      cell: (row) =>
        row.balanceAfter === null ? '—' : <Money amount={row.balanceAfter} currency={currency} />,
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (row) => (
        <StatusBadge tone={STATUS_TONES[row.status]}>{statusLabel[row.status]}</StatusBadge>
      ),
    },
    { id: 'id', header: t`Transaction ID`, cell: (row) => row.id },
  ];

  return (
    <RecordFrame
      heading={t`Account record`}
      filters={
        <>
          <RecordDates
            value={{ from: filter.from, to: filter.to }}
            onChange={(range) => onFilterChange({ ...filter, ...range })}
            today={today}
          />
          <Field label={t`Type`}>
            {(control) => (
              <Select
                {...control}
                name="type"
                value={filter.type}
                onChange={(event) =>
                  onFilterChange({ ...filter, type: event.target.value as TransactionType | '' })
                }
              >
                <option value="">{t`All types`}</option>
                {TRANSACTION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {typeLabel(type)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </>
      }
      paging={{ page, totalPages, onPageChange }}
      error={error}
      onRetry={onRetry}
    >
      <DataTable
        caption={t`Transactions`}
        hideCaption
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        loading={loading}
        emptyTitle={t`No transactions`}
        emptyDescription={t`Nothing matches these dates and type. Try a wider range.`}
      />
    </RecordFrame>
  );
}
TransactionTable.displayName = 'TransactionTable';
