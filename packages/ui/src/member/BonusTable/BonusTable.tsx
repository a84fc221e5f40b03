import { useLingui } from '@lingui/react/macro';
import { BONUS_SOURCES, type BonusSource } from '@lobby/core';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { Select } from '../../components/Select';
import { Field } from '../../fields/Field';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatDateTime } from '../shared/formatDateTime';
import { RecordDates } from '../shared/RecordDates';
import { RecordFrame } from '../shared/RecordFrame';

export type { BonusSource };

export interface BonusRecord {
  id: number;
  source: BonusSource;
  /** The reward's or mission's title, the rebate period: the merchant's words, shown as they are. */
  title: string;
  /** Minor units. */
  amount: number;
  /** ISO date-time. */
  createdAt: string;
}

export interface BonusFilter {
  /** ISO dates, `''` for open. */
  from: string;
  to: string;
  /** `''` for every source. */
  source: BonusSource | '';
}

export interface BonusTableProps {
  rows: readonly BonusRecord[];
  /** The count and sum of every bonus the filter matches; null while unknown. */
  totals: { count: number; amount: number } | null;
  filter: BonusFilter;
  onFilterChange: (filter: BonusFilter) => void;
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

/** The translated name of each bonus source. */
export function useBonusSourceLabel(): (source: BonusSource) => string {
  const { t } = useLingui();
  return (source) => {
    switch (source) {
      case 'promotion':
        return t`Promotion`;
      case 'rebate':
        return t`Rebate`;
      case 'mission':
        return t`Mission`;
      case 'reward':
        return t`Reward`;
      case 'referral':
        return t`Referral`;
    }
  };
}

/**
 * Bonus details (bonusDetails): every bonus the merchant credited the member, newest first, with
 * its source and title, filtered by dates and source, and the sum over the filter.
 */
export function BonusTable({
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
}: BonusTableProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const sourceLabel = useBonusSourceLabel();

  const columns: DataTableColumn<BonusRecord>[] = [
    {
      id: 'createdAt',
      header: t`Time`,
      sortable: true,
      cell: (row) => formatDateTime(row.createdAt, lang),
    },
    {
      id: 'source',
      header: t`Source`,
      sortable: true,
      sortValue: (row) => sourceLabel(row.source),
      cell: (row) => sourceLabel(row.source),
    },
    { id: 'title', header: t`Title`, sortable: true, cell: (row) => row.title },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.amount} currency={currency} />,
    },
  ];

  return (
    <RecordFrame
      heading={t`Bonus details`}
      filters={
        <>
          <RecordDates
            value={{ from: filter.from, to: filter.to }}
            onChange={(range) => onFilterChange({ ...filter, ...range })}
            today={today}
          />
          <Field label={t`Source`}>
            {(control) => (
              <Select
                {...control}
                name="source"
                value={filter.source}
                onChange={(event) =>
                  onFilterChange({ ...filter, source: event.target.value as BonusSource | '' })
                }
              >
                <option value="">{t`All sources`}</option>
                {BONUS_SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {sourceLabel(source)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </>
      }
      totals={
        totals && [
          { label: t`Bonuses`, value: totals.count.toLocaleString(lang) },
          { label: t`Total`, value: <Money amount={totals.amount} currency={currency} /> },
        ]
      }
      paging={{ page, totalPages, onPageChange }}
      error={error}
      onRetry={onRetry}
    >
      <DataTable
        caption={t`Bonuses`}
        hideCaption
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        loading={loading}
        emptyTitle={t`No bonuses`}
        emptyDescription={t`Bonuses from promotions, rebates, missions, rewards and friends you invite show here.`}
      />
    </RecordFrame>
  );
}
BonusTable.displayName = 'BonusTable';
