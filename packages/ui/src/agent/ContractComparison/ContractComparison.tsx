import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ContractKind } from '@lobby/core';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { RecordProblem } from '../../member/shared/RecordProblem';
import { RecordTotals } from '../../member/shared/RecordTotals';
import { SignedMoney } from '../../member/shared/SignedMoney';
import { StyledMuted, StyledSubheading } from '../../member/shared/shared.styles';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatSpan } from '../shared/formatSpan';
import type { PeriodPay, PreviewPeriod } from '../shared/types';
import { useContractWords } from '../shared/words';
import { StyledContractComparison, StyledPay } from './ContractComparison.styles';

export interface ContractComparisonProps {
  kind: ContractKind;
  /** The past periods, oldest first (the preview's). */
  periods: readonly PreviewPeriod[];
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** @default false */
  loading?: boolean;
  /** The preview could not be loaded: the message replaces the table, with a retry. */
  error?: string | null | undefined;
  onRetry?: () => void;
}

function sum(periods: readonly PreviewPeriod[], pick: (period: PreviewPeriod) => number): number {
  return periods.reduce((total, period) => total + pick(period), 0);
}

/**
 * The what-if of an offer: over the team's real past periods, what the offered contract would have
 * paid beside what the current one paid, with totals. Without a current contract it says so, and
 * shows only what the offer would have paid.
 */
export function ContractComparison({
  kind,
  periods,
  currency = 'P',
  loading = false,
  error,
  onRetry,
}: ContractComparisonProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const words = useContractWords();
  const headingId = useId();
  const hasCurrent = periods.some((period) => period.current !== null);
  const kindName = words.kind(kind);

  const pay = (value: PeriodPay | null) =>
    value === null ? (
      '—'
    ) : (
      <StyledPay>
        <Money amount={value.amount} currency={currency} />
        <span>{value.tier === null ? t`No tier reached` : words.tier(value.tier)}</span>
      </StyledPay>
    );

  const columns: DataTableColumn<PreviewPeriod>[] = [
    { id: 'from', header: t`Period`, sortable: true, cell: (row) => formatSpan(row, lang) },
    {
      id: 'validBet',
      header: t`Valid bet`,
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.validBet} currency={currency} />,
    },
    {
      id: 'profitLoss',
      header: t`Team profit and loss`,
      align: 'end',
      sortable: true,
      cell: (row) => <SignedMoney amount={row.profitLoss} currency={currency} />,
    },
    {
      id: 'activeMembers',
      header: t`Active members`,
      align: 'end',
      sortable: true,
      cell: (row) => row.activeMembers,
    },
    {
      id: 'offered',
      header: t`Offered contract`,
      align: 'end',
      sortable: true,
      sortValue: (row) => row.offered.amount,
      cell: (row) => pay(row.offered),
    },
    ...(hasCurrent
      ? [
          {
            id: 'current',
            header: t`Current contract`,
            align: 'end',
            sortable: true,
            sortValue: (row) => row.current?.amount ?? null,
            cell: (row) => pay(row.current),
          } satisfies DataTableColumn<PreviewPeriod>,
        ]
      : []),
  ];

  const offeredTotal = sum(periods, (period) => period.offered.amount);
  const currentTotal = sum(periods, (period) => period.current?.amount ?? 0);
  const difference = offeredTotal - currentTotal;

  return (
    <StyledContractComparison aria-labelledby={headingId}>
      <StyledSubheading id={headingId}>{t`What the offer would have paid`}</StyledSubheading>
      {error ? (
        <RecordProblem message={error} onRetry={onRetry} />
      ) : (
        <>
          {!loading && periods.length > 0 && !hasCurrent && (
            <StyledMuted>{t`You hold no current ${kindName} contract: it paid you nothing in these periods.`}</StyledMuted>
          )}
          <DataTable
            caption={t`The last periods, from your team's real figures`}
            columns={columns}
            rows={periods}
            getRowKey={(row) => row.from}
            loading={loading}
            loadingRows={4}
            emptyTitle={t`No past periods yet`}
            emptyDescription={t`Your team has no settled periods of this kind to compare.`}
          />
          {!loading && periods.length > 0 && (
            <RecordTotals
              label={t`Totals`}
              items={[
                {
                  label: t`Offered contract`,
                  value: <Money amount={offeredTotal} currency={currency} />,
                },
                ...(hasCurrent
                  ? [
                      {
                        label: t`Current contract`,
                        value: <Money amount={currentTotal} currency={currency} />,
                      },
                      {
                        label: t`Difference`,
                        value: <SignedMoney amount={difference} currency={currency} />,
                      },
                    ]
                  : []),
              ]}
            />
          )}
        </>
      )}
    </StyledContractComparison>
  );
}
ContractComparison.displayName = 'ContractComparison';
