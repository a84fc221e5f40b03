import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { useThemeScope } from '../../theme/ThemeContext';
import { RecordDates } from '../../member/shared/RecordDates';
import { RecordFrame } from '../../member/shared/RecordFrame';
import { SignedMoney } from '../../member/shared/SignedMoney';

/** One team member's sums over the span (AGENT_userProfitLoss). */
export interface UserProfitRow {
  memberId: number;
  account: string;
  /** 1 = the agent's direct downline. */
  depth: number;
  /** How many bets. */
  bets: number;
  /** Minor units. */
  stake: number;
  validBet: number;
  win: number;
  /** win − stake: negative when the member lost. */
  profitLoss: number;
  /** Bonuses the member was credited. */
  bonus: number;
}

export type UserProfitTotals = Omit<UserProfitRow, 'memberId' | 'account' | 'depth'>;

export interface UserProfitRange {
  /** ISO dates, both inclusive. */
  from: string;
  to: string;
}

export interface UserProfitTableProps {
  rows: readonly UserProfitRow[];
  /** Over every member, not only this page; null while unknown. */
  totals: UserProfitTotals | null;
  range: UserProfitRange;
  onRangeChange: (range: UserProfitRange) => void;
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
 * User profit and loss (palStatementsAgentCopy): one row per team member who bet or was paid a
 * bonus in the span, with how deep in the team they sit, and the totals of the team.
 */
export function UserProfitTable({
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
}: UserProfitTableProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const money = (amount: number) => <Money amount={amount} currency={currency} />;
  const count = (value: number) => value.toLocaleString(lang);

  const columns: DataTableColumn<UserProfitRow>[] = [
    { id: 'account', header: t`Account`, sortable: true, cell: (row) => row.account },
    {
      id: 'depth',
      header: t`Level`,
      align: 'end',
      sortable: true,
      cell: (row) => count(row.depth),
    },
    { id: 'bets', header: t`Bets`, align: 'end', sortable: true, cell: (row) => count(row.bets) },
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
      id: 'bonus',
      header: t`Bonus`,
      align: 'end',
      sortable: true,
      cell: (row) => money(row.bonus),
    },
  ];

  return (
    <RecordFrame
      heading={t`User profit and loss`}
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
          { label: t`Bets`, value: count(totals.bets) },
          { label: t`Stake`, value: money(totals.stake) },
          { label: t`Valid bet`, value: money(totals.validBet) },
          { label: t`Win`, value: money(totals.win) },
          {
            label: t`Profit/loss`,
            value: <SignedMoney amount={totals.profitLoss} currency={currency} />,
          },
          { label: t`Bonus`, value: money(totals.bonus) },
        ]
      }
      paging={{ page, totalPages, onPageChange }}
      error={error}
      onRetry={onRetry}
    >
      <DataTable
        caption={t`Profit and loss per member`}
        hideCaption
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.memberId}
        loading={loading}
        emptyTitle={t`No activity in these dates`}
        emptyDescription={t`Members who bet or received a bonus show here. Try a wider range.`}
      />
    </RecordFrame>
  );
}
UserProfitTable.displayName = 'UserProfitTable';
