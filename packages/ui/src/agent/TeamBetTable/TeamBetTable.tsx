import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatDateTime } from '../../member/shared/formatDateTime';
import { RecordAccountFilter } from '../../member/shared/RecordAccountFilter';
import { RecordDates } from '../../member/shared/RecordDates';
import { RecordFrame } from '../../member/shared/RecordFrame';
import { SignedMoney } from '../../member/shared/SignedMoney';

/** One bet of a team member (AGENT_teamBets). */
export interface TeamBet {
  id: number;
  /** The member who placed it. */
  account: string;
  /** The vendor's name. */
  vendor: string;
  gameName: string;
  /** Minor units. */
  stake: number;
  validBet: number;
  win: number;
  /** win − stake: negative when the member lost. */
  profitLoss: number;
  /** Epoch ms. */
  createdAt: number;
}

export interface TeamBetTotals {
  stake: number;
  validBet: number;
  win: number;
  profitLoss: number;
}

export interface TeamBetFilter {
  /** ISO dates, `''` for open. */
  from: string;
  to: string;
  /** Text the account contains, `''` for the whole team. */
  account: string;
}

export interface TeamBetTableProps {
  rows: readonly TeamBet[];
  /** Over every bet the filter matches, not only this page; null while unknown. */
  totals: TeamBetTotals | null;
  filter: TeamBetFilter;
  onFilterChange: (filter: TeamBetFilter) => void;
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** @default false */
  loading?: boolean;
  /** The record could not be loaded: the message replaces the table, with a retry. */
  error?: string | null | undefined;
  onRetry?: () => void;
  /** "Today" for the date presets, ISO. @default the user's local date */
  today?: string;
}

/**
 * Team betting (personalHistoryCopy): the bets of everyone in the agent's team, newest first,
 * filtered by dates and by account, with the totals of the whole filter.
 */
export function TeamBetTable({
  rows,
  totals,
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
}: TeamBetTableProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const money = (amount: number) => <Money amount={amount} currency={currency} />;

  const columns: DataTableColumn<TeamBet>[] = [
    { id: 'account', header: t`Account`, sortable: true, cell: (row) => row.account },
    { id: 'gameName', header: t`Game`, sortable: true, cell: (row) => row.gameName },
    { id: 'vendor', header: t`Vendor`, sortable: true, cell: (row) => row.vendor },
    {
      id: 'stake',
      header: t`Stake`,
      align: 'end',
      sortable: true,
      cell: (row) => money(row.stake),
    },
    {
      id: 'validBet',
      header: t`Valid bet`,
      align: 'end',
      sortable: true,
      cell: (row) => money(row.validBet),
    },
    { id: 'win', header: t`Win`, align: 'end', sortable: true, cell: (row) => money(row.win) },
    {
      id: 'profitLoss',
      header: t`Profit/loss`,
      align: 'end',
      sortable: true,
      cell: (row) => <SignedMoney amount={row.profitLoss} currency={currency} />,
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
      heading={t`Team betting`}
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
        </>
      }
      totals={
        totals && [
          { label: t`Stake`, value: money(totals.stake) },
          { label: t`Valid bet`, value: money(totals.validBet) },
          { label: t`Win`, value: money(totals.win) },
          {
            label: t`Profit/loss`,
            value: <SignedMoney amount={totals.profitLoss} currency={currency} />,
          },
        ]
      }
      paging={{ page, totalPages, onPageChange }}
      error={error}
      onRetry={onRetry}
    >
      <DataTable
        caption={t`Team bets`}
        hideCaption
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        loading={loading}
        emptyTitle={t`No team bets`}
        emptyDescription={t`Nobody in your team bet in these dates. Try a wider range or another account.`}
      />
    </RecordFrame>
  );
}
TeamBetTable.displayName = 'TeamBetTable';
