import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { StatusBadge } from '../../components/StatusBadge';
import { RecordProblem } from '../../member/shared/RecordProblem';
import { StyledHeading, StyledPanel } from '../../member/shared/shared.styles';
import { useThemeScope } from '../../theme/ThemeContext';

/** One VIP level and what it gives; amounts in integer minor units. */
export interface VipLevelEntry {
  level: number;
  /** The merchant's name for it. */
  name: string;
  /** Lifetime valid bet that reaches it. */
  validBet: number;
  /** Lifetime completed deposits that reach it. */
  deposit: number;
  /** Rebate rate in basis points (80 = 0.80%). */
  rebateBp: number;
  dailyWithdrawals: number;
  dailyWithdrawalLimit: number;
  /** 0: none. */
  birthdayBonus: number;
  vipService: boolean;
}

export interface VipLevelTableProps {
  /** Lowest first. */
  levels: readonly VipLevelEntry[];
  /** The member's level, marked in the table; null for a visitor (or below level 1). */
  currentLevel?: number | null;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** @default false */
  loading?: boolean;
  /** The levels could not be loaded: the message replaces the table, with a retry. */
  error?: string | null | undefined;
  onRetry?: () => void;
}

/** Basis points as a percentage with two decimals ("0.80%"). */
function percentOf(bp: number, lang: string | undefined): string {
  return `${(bp / 100).toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
}

/**
 * The VIP club's levels (doc 1 §2 /vip): what each asks (valid bet and deposits) and gives (rebate,
 * withdrawals a day and their limit, birthday bonus, VIP service). The member's own level carries
 * a "Your level" badge. A table on a wide screen, cards on a phone (DataTable's auto layout).
 */
export function VipLevelTable({
  levels,
  currentLevel = null,
  currency = 'P',
  loading = false,
  error,
  onRetry,
}: VipLevelTableProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();

  const columns: DataTableColumn<VipLevelEntry>[] = [
    {
      id: 'name',
      header: t`Level`,
      cell: (row) =>
        row.level === currentLevel ? (
          <>
            {row.name} <StatusBadge tone="accent">{t`Your level`}</StatusBadge>
          </>
        ) : (
          row.name
        ),
    },
    {
      id: 'validBet',
      header: t`Valid bet`,
      align: 'end',
      cell: (row) => <Money amount={row.validBet} currency={currency} />,
    },
    {
      id: 'deposit',
      header: t`Deposits`,
      align: 'end',
      cell: (row) => <Money amount={row.deposit} currency={currency} />,
    },
    {
      id: 'rebateBp',
      header: t`Rebate`,
      align: 'end',
      cell: (row) => percentOf(row.rebateBp, lang),
    },
    {
      id: 'dailyWithdrawals',
      header: t`Withdrawals a day`,
      align: 'end',
      cell: (row) => row.dailyWithdrawals.toLocaleString(lang),
    },
    {
      id: 'dailyWithdrawalLimit',
      header: t`Withdrawal limit a day`,
      align: 'end',
      cell: (row) => <Money amount={row.dailyWithdrawalLimit} currency={currency} />,
    },
    {
      id: 'birthdayBonus',
      header: t`Birthday bonus`,
      align: 'end',
      cell: (row) =>
        row.birthdayBonus > 0 ? <Money amount={row.birthdayBonus} currency={currency} /> : t`None`,
    },
    {
      id: 'vipService',
      header: t`VIP service`,
      cell: (row) => (row.vipService ? t`Yes` : t`No`),
    },
  ];

  return (
    <StyledPanel aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`VIP levels and benefits`}</StyledHeading>
      {error ? (
        <RecordProblem message={error} onRetry={onRetry} />
      ) : (
        <DataTable
          caption={t`VIP levels`}
          hideCaption
          columns={columns}
          rows={levels}
          getRowKey={(row) => row.level}
          loading={loading}
          emptyTitle={t`No VIP levels yet`}
        />
      )}
    </StyledPanel>
  );
}
VipLevelTable.displayName = 'VipLevelTable';
