import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { Tabs } from '../../components/Tabs';
import { useThemeScope } from '../../theme/ThemeContext';
import { RecordDates } from '../shared/RecordDates';
import { RecordFrame } from '../shared/RecordFrame';
import { StyledMuted } from '../shared/shared.styles';
import { SignedMoney } from '../shared/SignedMoney';

export interface ProfitRow {
  /** A UTC day (yyyy-MM-dd) or a game type code. */
  key: string;
  count: number;
  /** Minor units. */
  stake: number;
  validBet: number;
  win: number;
  /** win − stake: negative is a loss. */
  winLoss: number;
}

export type ProfitTotals = Omit<ProfitRow, 'key'>;

export interface ProfitRange {
  /** ISO dates, both inclusive. */
  from: string;
  to: string;
}

export interface ProfitTableProps {
  range: ProfitRange;
  onRangeChange: (range: ProfitRange) => void;
  /** Newest day first. */
  byDay: readonly ProfitRow[];
  byGameType: readonly ProfitRow[];
  /** null while unknown. */
  totals: ProfitTotals | null;
  /** The translated label of a game type code. @default the code */
  gameTypeLabel?: (code: string) => string;
  /** The longest range the server sums, in days: said under the dates. */
  maxDays?: number;
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
 * Personal profit and loss (personalProfit): the member's bets over a range of days, summed per day
 * and per game type (two tabs), each row with stake, valid bet, win and profit or loss, and the
 * totals of the range.
 */
export function ProfitTable({
  range,
  onRangeChange,
  byDay,
  byGameType,
  totals,
  gameTypeLabel = (code) => code,
  maxDays,
  currency = 'P',
  loading = false,
  error,
  onRetry,
  today,
}: ProfitTableProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();

  const sums: DataTableColumn<ProfitRow>[] = [
    {
      id: 'stake',
      header: t`Stake`,
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.stake} currency={currency} />,
    },
    {
      id: 'validBet',
      header: t`Valid bet`,
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.validBet} currency={currency} />,
    },
    {
      id: 'win',
      header: t`Win`,
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.win} currency={currency} />,
    },
    {
      id: 'winLoss',
      header: t`Profit/loss`,
      align: 'end',
      sortable: true,
      cell: (row) => <SignedMoney amount={row.winLoss} currency={currency} />,
    },
  ];
  const dayColumns: DataTableColumn<ProfitRow>[] = [
    {
      id: 'key',
      header: t`Day`,
      sortable: true,
      cell: (row) =>
        new Date(`${row.key}T00:00:00Z`).toLocaleDateString(lang, {
          timeZone: 'UTC',
          dateStyle: 'medium',
        }),
    },
    ...sums,
  ];
  const typeColumns: DataTableColumn<ProfitRow>[] = [
    {
      id: 'key',
      header: t`Game type`,
      sortable: true,
      sortValue: (row) => gameTypeLabel(row.key),
      cell: (row) => gameTypeLabel(row.key),
    },
    ...sums,
  ];
  const table = (
    caption: string,
    columns: DataTableColumn<ProfitRow>[],
    rows: readonly ProfitRow[],
  ) => (
    <DataTable
      caption={caption}
      hideCaption
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.key}
      loading={loading}
      emptyTitle={t`No bets in these days`}
      emptyDescription={t`Choose other dates to see your profit and loss.`}
    />
  );

  return (
    <RecordFrame
      heading={t`Profit and loss`}
      filters={
        <RecordDates
          value={range}
          onChange={(next) => {
            // Both ends are needed: an emptied one keeps its old value.
            onRangeChange({ from: next.from || range.from, to: next.to || range.to });
          }}
          today={today}
        />
      }
      note={
        maxDays !== undefined && <StyledMuted>{t`Up to ${maxDays} days at a time.`}</StyledMuted>
      }
      totals={
        totals && [
          { label: t`Bets`, value: totals.count.toLocaleString(lang) },
          { label: t`Stake`, value: <Money amount={totals.stake} currency={currency} /> },
          { label: t`Valid bet`, value: <Money amount={totals.validBet} currency={currency} /> },
          { label: t`Win`, value: <Money amount={totals.win} currency={currency} /> },
          {
            label: t`Profit/loss`,
            value: <SignedMoney amount={totals.winLoss} currency={currency} />,
          },
        ]
      }
      error={error}
      onRetry={onRetry}
    >
      <Tabs.Root defaultValue="day">
        <Tabs.List aria-label={t`Profit and loss views`}>
          <Tabs.Trigger value="day">{t`By day`}</Tabs.Trigger>
          <Tabs.Trigger value="gameType">{t`By game type`}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="day">
          {table(t`Profit and loss by day`, dayColumns, byDay)}
        </Tabs.Content>
        <Tabs.Content value="gameType">
          {table(t`Profit and loss by game type`, typeColumns, byGameType)}
        </Tabs.Content>
      </Tabs.Root>
    </RecordFrame>
  );
}
ProfitTable.displayName = 'ProfitTable';
