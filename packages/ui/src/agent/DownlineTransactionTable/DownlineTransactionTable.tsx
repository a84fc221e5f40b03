import { useLingui } from '@lingui/react/macro';
import { TRANSACTION_TYPES, type TransactionType } from '@lobby/core';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { Select } from '../../components/Select';
import { Field } from '../../fields/Field';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatDateTime } from '../../member/shared/formatDateTime';
import { RecordAccountFilter } from '../../member/shared/RecordAccountFilter';
import { RecordDates } from '../../member/shared/RecordDates';
import { RecordFrame } from '../../member/shared/RecordFrame';
import { SignedMoney } from '../../member/shared/SignedMoney';
import { useTransactionTypeLabel } from '../../member/TransactionTable';

/** One ledger row of a team member (AGENT_transactions). */
export interface DownlineTransaction {
  id: number;
  account: string;
  type: TransactionType;
  /** Signed minor units: positive credited the member, negative debited. */
  amount: number;
  /** Minor units. */
  balanceAfter: number;
  /** Epoch ms. */
  createdAt: number;
}

export interface DownlineTransactionFilter {
  /** ISO dates, `''` for open. */
  from: string;
  to: string;
  /** Text the account contains, `''` for the whole team. */
  account: string;
  /** `''` for every type. */
  type: TransactionType | '';
}

export interface DownlineTransactionTableProps {
  rows: readonly DownlineTransaction[];
  filter: DownlineTransactionFilter;
  onFilterChange: (filter: DownlineTransactionFilter) => void;
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** @default false */
  loading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
  /** "Today" for the date presets, ISO. @default the user's local date */
  today?: string;
}

/**
 * Transaction details (agentDownlineTransactionDetailsCopy): the team's ledger, newest first, in
 * the account record's words, filtered by dates, account and type.
 */
export function DownlineTransactionTable({
  rows,
  filter,
  onFilterChange,
  page,
  totalPages,
  onPageChange,
  currency = 'P',
  loading = false,
  error,
  onRetry,
  today,
}: DownlineTransactionTableProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const typeLabel = useTransactionTypeLabel();

  const columns: DataTableColumn<DownlineTransaction>[] = [
    { id: 'account', header: t`Account`, sortable: true, cell: (row) => row.account },
    {
      id: 'type',
      header: t`Type`,
      sortable: true,
      sortValue: (row) => typeLabel(row.type),
      cell: (row) => typeLabel(row.type),
    },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      sortable: true,
      cell: (row) => <SignedMoney amount={row.amount} currency={currency} />,
    },
    {
      id: 'balanceAfter',
      header: t`Balance after`,
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.balanceAfter} currency={currency} />,
    },
    {
      id: 'createdAt',
      header: t`Time`,
      sortable: true,
      cell: (row) => formatDateTime(row.createdAt, lang),
    },
  ];

  return (
    <RecordFrame
      heading={t`Transaction details`}
      filters={
        <>
          <RecordDates
            value={{ from: filter.from, to: filter.to }}
            onChange={(range) => onFilterChange({ ...filter, ...range })}
            today={today}
          />
          <RecordAccountFilter
            value={filter.account}
            onChange={(account) => onFilterChange({ ...filter, account })}
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
        caption={t`Team transactions`}
        hideCaption
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        loading={loading}
        emptyTitle={t`No transactions`}
        emptyDescription={t`Nothing in your team matches these dates, account and type. Try a wider range.`}
      />
    </RecordFrame>
  );
}
DownlineTransactionTable.displayName = 'DownlineTransactionTable';
