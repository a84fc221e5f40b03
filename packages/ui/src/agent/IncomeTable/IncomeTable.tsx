import { useLingui } from '@lingui/react/macro';
import { CONTRACT_KINDS, type ContractKind } from '@lobby/core';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatDateTime } from '../../member/shared/formatDateTime';
import { RecordDates } from '../../member/shared/RecordDates';
import { RecordFrame } from '../../member/shared/RecordFrame';
import { formatSpan } from '../shared/formatSpan';
import { useContractWords } from '../shared/words';

/** A contract payout paid to the agent (AGENT_income: CONTRACT_payouts rows with status paid). */
export interface IncomeRow {
  id: number;
  kind: ContractKind;
  /** The period it pays, epoch ms; `to` is exclusive. */
  from: number;
  to: number;
  /** Minor units. */
  amount: number;
  /** Epoch ms. */
  settledAt: number;
}

/** The sums over the span, per kind and overall (minor units). */
export type IncomeTotals = Record<ContractKind | 'total', number>;

export interface IncomeRange {
  /** ISO dates, both inclusive. */
  from: string;
  to: string;
}

export interface IncomeTableProps {
  rows: readonly IncomeRow[];
  /** null while unknown. */
  totals: IncomeTotals | null;
  range: IncomeRange;
  onRangeChange: (range: IncomeRange) => void;
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
 * My income (agentRevenueReport): what the agent's contracts paid it, one row per settled period,
 * newest first, with the sums per contract kind and overall.
 */
export function IncomeTable({
  rows,
  totals,
  range,
  onRangeChange,
  page,
  totalPages,
  onPageChange,
  currency = 'P',
  loading = false,
  error,
  onRetry,
  today,
}: IncomeTableProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const words = useContractWords();
  const kindLabel = (kind: ContractKind) => words.kind(kind);
  const money = (amount: number) => <Money amount={amount} currency={currency} />;

  const columns: DataTableColumn<IncomeRow>[] = [
    {
      id: 'kind',
      header: t`Contract`,
      sortable: true,
      sortValue: (row) => kindLabel(row.kind),
      cell: (row) => kindLabel(row.kind),
    },
    {
      id: 'from',
      header: t`Period`,
      sortable: true,
      cell: (row) => formatSpan(row, lang),
    },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      sortable: true,
      cell: (row) => money(row.amount),
    },
    {
      id: 'settledAt',
      header: t`Settled`,
      sortable: true,
      cell: (row) => formatDateTime(row.settledAt, lang),
    },
  ];

  return (
    <RecordFrame
      heading={t`My income`}
      filters={
        <RecordDates
          value={range}
          onChange={(next) => {
            // The server sums a closed span: an emptied end keeps its old value.
            onRangeChange({ from: next.from || range.from, to: next.to || range.to });
          }}
          today={today}
        />
      }
      totals={
        totals && [
          ...CONTRACT_KINDS.map((kind) => ({ label: kindLabel(kind), value: money(totals[kind]) })),
          { label: t`Total income`, value: money(totals.total) },
        ]
      }
      paging={{ page, totalPages, onPageChange }}
      error={error}
      onRetry={onRetry}
    >
      <DataTable
        caption={t`Contract payouts`}
        hideCaption
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        loading={loading}
        emptyTitle={t`No income in these dates`}
        emptyDescription={t`Dividends and salaries your contracts pay show here once a period is settled.`}
      />
    </RecordFrame>
  );
}
IncomeTable.displayName = 'IncomeTable';
