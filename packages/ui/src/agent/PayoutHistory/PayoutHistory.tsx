import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ContractKind } from '@lobby/core';
import { DataTable, type DataTableColumn, type DataTableLayout } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { Pagination } from '../../components/Pagination';
import { StatusBadge } from '../../components/StatusBadge';
import { RecordProblem } from '../../member/shared/RecordProblem';
import { StyledSubheading } from '../../member/shared/shared.styles';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatSpan } from '../shared/formatSpan';
import { formatRate } from '../shared/rate';
import type { ContractPayout } from '../shared/types';
import { PAYOUT_STATUS_TONES, useContractWords } from '../shared/words';
import { StyledPayoutHistory } from './PayoutHistory.styles';

export interface PayoutHistoryProps {
  kind: ContractKind;
  /** One page of payout records. */
  rows: readonly ContractPayout[];
  /** Shows who was paid: the records of contracts the agent gave. @default false */
  showAccount?: boolean;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** @default false */
  loading?: boolean;
  /** The records could not be loaded: the message replaces the table, with a retry. */
  error?: string | null | undefined;
  onRetry?: () => void;
  /** @default 'auto' */
  layout?: DataTableLayout;
}

/**
 * A contract kind's settlement records: each settled period with the base it was measured on, the
 * tier reached, the rate and the amount, paid or not qualified. Sorting orders the page shown.
 */
export function PayoutHistory({
  kind,
  rows,
  showAccount = false,
  currency = 'P',
  page,
  totalPages,
  onPageChange,
  loading = false,
  error,
  onRetry,
  layout = 'auto',
}: PayoutHistoryProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const words = useContractWords();
  const headingId = useId();
  const kindName = words.kind(kind);

  const columns: DataTableColumn<ContractPayout>[] = [
    { id: 'from', header: t`Period`, sortable: true, cell: (row) => formatSpan(row, lang) },
    ...(showAccount
      ? [
          {
            id: 'account',
            header: t`Downline`,
            sortable: true,
            cell: (row) => row.account,
          } satisfies DataTableColumn<ContractPayout>,
        ]
      : []),
    {
      id: 'base',
      header: words.base(kind),
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.base} currency={currency} />,
    },
    {
      id: 'tier',
      header: t`Tier`,
      sortable: true,
      // No tier sorts as -1: below tier 1, not with the empty values at the end.
      sortValue: (row) => row.tier ?? -1,
      cell: (row) => words.tier(row.tier),
    },
    {
      id: 'rateBp',
      header: t`Rate`,
      align: 'end',
      sortable: true,
      cell: (row) => (row.tier === null ? '—' : formatRate(row.rateBp, lang)),
    },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.amount} currency={currency} />,
    },
    {
      id: 'status',
      header: t`Status`,
      sortable: true,
      cell: (row) => (
        <StatusBadge tone={PAYOUT_STATUS_TONES[row.status]}>
          {words.payoutStatus(row.status)}
        </StatusBadge>
      ),
    },
  ];

  return (
    <StyledPayoutHistory aria-labelledby={headingId}>
      <StyledSubheading id={headingId}>{t`${kindName} payouts`}</StyledSubheading>
      {error ? (
        <RecordProblem message={error} onRetry={onRetry} />
      ) : (
        <>
          <DataTable
            caption={t`${kindName} payouts`}
            hideCaption
            columns={columns}
            rows={rows}
            getRowKey={(row) => row.id}
            loading={loading}
            layout={layout}
            emptyTitle={t`No payouts yet`}
            emptyDescription={t`A period is settled once it has ended; its record shows here.`}
          />
          <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
        </>
      )}
    </StyledPayoutHistory>
  );
}
PayoutHistory.displayName = 'PayoutHistory';
