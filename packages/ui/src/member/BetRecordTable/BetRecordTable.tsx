import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { Money } from '../../components/Money';
import { Select } from '../../components/Select';
import { Field } from '../../fields/Field';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatDateTime } from '../shared/formatDateTime';
import { RecordDates } from '../shared/RecordDates';
import { RecordFrame } from '../shared/RecordFrame';
import { StyledFacts } from '../shared/shared.styles';
import { SignedMoney } from '../shared/SignedMoney';
import { useBetOutcomeWords, type BetOutcome } from './betOutcome';

export type { BetOutcome };

export interface BetRecord {
  id: number;
  /** ISO date-time. */
  createdAt: string;
  gameName: string;
  /** A game type code (RNG, LIVE...); its label comes from `gameTypes`. */
  gameType: string;
  vendorName: string;
  /** Minor units. */
  stake: number;
  /** What counted as turnover: a push counts nothing. */
  validBet: number;
  win: number;
  /** win − stake: negative is a loss. */
  winLoss: number;
  outcome: BetOutcome;
}

export interface BetTotals {
  count: number;
  stake: number;
  validBet: number;
  winLoss: number;
}

export interface BetRecordFilter {
  /** ISO date, `''` for open. */
  from: string;
  to: string;
  /** A game type code, `''` for every type. */
  gameType: string;
  /** A vendor code, `''` for every vendor. */
  vendor: string;
}

export interface BetRecordOption {
  code: string;
  label: string;
}

export interface BetRecordTableProps {
  rows: readonly BetRecord[];
  /** Over every bet the filter matches, not only this page; null while unknown. */
  totals: BetTotals | null;
  /** The game types to filter by, with their translated labels (they also label the rows). */
  gameTypes: readonly BetRecordOption[];
  /** The vendors to filter by. */
  vendors: readonly BetRecordOption[];
  filter: BetRecordFilter;
  onFilterChange: (filter: BetRecordFilter) => void;
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
 * The betting record (personalHistoryCopy): the member's bets, newest first, filtered by dates,
 * game type and vendor, with the totals of the whole filter; Details opens one bet with its outcome.
 */
export function BetRecordTable({
  rows,
  totals,
  gameTypes,
  vendors,
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
}: BetRecordTableProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const [open, setOpen] = useState<BetRecord | null>(null);
  const typeLabel = (code: string) => gameTypes.find((type) => type.code === code)?.label ?? code;

  const columns: DataTableColumn<BetRecord>[] = [
    {
      id: 'createdAt',
      header: t`Time`,
      sortable: true,
      cell: (row) => formatDateTime(row.createdAt, lang),
    },
    {
      id: 'gameName',
      header: t`Game`,
      sortable: true,
      cell: (row) => `${row.gameName} · ${typeLabel(row.gameType)}`,
    },
    { id: 'vendorName', header: t`Vendor`, sortable: true, cell: (row) => row.vendorName },
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
      id: 'winLoss',
      header: t`Win/loss`,
      align: 'end',
      sortable: true,
      cell: (row) => <SignedMoney amount={row.winLoss} currency={currency} />,
    },
    {
      id: 'details',
      header: t`Details`,
      cell: (row) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t`Details of bet ${row.id}`}
          onClick={() => setOpen(row)}
        >
          {t`Details`}
        </Button>
      ),
    },
  ];

  return (
    <>
      <RecordFrame
        heading={t`Betting record`}
        filters={
          <>
            <RecordDates
              value={{ from: filter.from, to: filter.to }}
              onChange={(range) => onFilterChange({ ...filter, ...range })}
              today={today}
            />
            <Field label={t`Game type`}>
              {(control) => (
                <Select
                  {...control}
                  name="gameType"
                  value={filter.gameType}
                  onChange={(event) => onFilterChange({ ...filter, gameType: event.target.value })}
                >
                  <option value="">{t`All game types`}</option>
                  {gameTypes.map((type) => (
                    <option key={type.code} value={type.code}>
                      {type.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t`Vendor`}>
              {(control) => (
                <Select
                  {...control}
                  name="vendor"
                  value={filter.vendor}
                  onChange={(event) => onFilterChange({ ...filter, vendor: event.target.value })}
                >
                  <option value="">{t`All vendors`}</option>
                  {vendors.map((vendor) => (
                    <option key={vendor.code} value={vendor.code}>
                      {vendor.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </>
        }
        totals={
          totals && [
            { label: t`Bets`, value: totals.count.toLocaleString(lang) },
            { label: t`Stake`, value: <Money amount={totals.stake} currency={currency} /> },
            { label: t`Valid bet`, value: <Money amount={totals.validBet} currency={currency} /> },
            {
              label: t`Win/loss`,
              value: <SignedMoney amount={totals.winLoss} currency={currency} />,
            },
          ]
        }
        paging={{ page, totalPages, onPageChange }}
        error={error}
        onRetry={onRetry}
      >
        <DataTable
          caption={t`Bets`}
          hideCaption
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          loading={loading}
          emptyTitle={t`No bets`}
          emptyDescription={t`Nothing matches these dates, game type and vendor. Try a wider range.`}
        />
      </RecordFrame>
      {open && (
        <BetDetail
          bet={open}
          currency={currency}
          typeLabel={typeLabel(open.gameType)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
BetRecordTable.displayName = 'BetRecordTable';

function BetDetail({
  bet,
  currency,
  typeLabel,
  onClose,
}: {
  bet: BetRecord;
  currency: string;
  typeLabel: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const outcome = useBetOutcomeWords()(bet.outcome);
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t`Bet ${bet.id}`}
      width={420}
      height={480}
    >
      <StyledFacts>
        <dt>{t`Time`}</dt>
        <dd>{formatDateTime(bet.createdAt, lang)}</dd>
        <dt>{t`Game`}</dt>
        <dd>{bet.gameName}</dd>
        <dt>{t`Game type`}</dt>
        <dd>{typeLabel}</dd>
        <dt>{t`Vendor`}</dt>
        <dd>{bet.vendorName}</dd>
        <dt>{t`Stake`}</dt>
        <dd>
          <Money amount={bet.stake} currency={currency} />
        </dd>
        <dt>{t`Valid bet`}</dt>
        <dd>
          <Money amount={bet.validBet} currency={currency} />
        </dd>
        <dt>{t`Win`}</dt>
        <dd>
          <Money amount={bet.win} currency={currency} />
        </dd>
        <dt>{t`Win/loss`}</dt>
        <dd>
          <SignedMoney amount={bet.winLoss} currency={currency} />
        </dd>
        {outcome && (
          <>
            <dt>{t`Outcome`}</dt>
            <dd>{outcome}</dd>
          </>
        )}
        <dt>{t`Bet ID`}</dt>
        <dd>{bet.id}</dd>
      </StyledFacts>
    </Dialog>
  );
}
