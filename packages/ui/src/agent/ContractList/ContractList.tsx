import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import { RecordProblem } from '../../member/shared/RecordProblem';
import { StyledSubheading } from '../../member/shared/shared.styles';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatMoment } from '../shared/formatSpan';
import { formatRate } from '../shared/rate';
import type { Contract } from '../shared/types';
import { CONTRACT_STATUS_TONES, useContractWords } from '../shared/words';
import { StyledContractList, StyledStatus } from './ContractList.styles';

export type ContractScope = 'held' | 'given';

export interface ContractListProps {
  /** `held`: contracts offered to me (the counterpart is the upline); `given`: ones I offered. */
  scope: ContractScope;
  contracts: readonly Contract[];
  /**
   * Ends a given pending or active contract, after the user confirms. A promise keeps the dialog
   * open and busy until it settles; a rejection leaves it open to retry.
   */
  onTerminate?: (contract: Contract) => unknown;
  /** @default false */
  loading?: boolean;
  /** The list could not be loaded: the message replaces it, with a retry. */
  error?: string | null | undefined;
  onRetry?: () => void;
}

function canTerminate(contract: Contract): boolean {
  return contract.status === 'pending' || contract.status === 'active';
}

/**
 * Contracts held or given: who is on the other side, kind, period, top rate, status with why it
 * ended, and when it was offered. A given contract that is still pending or active can be
 * terminated, once the upline confirms.
 */
export function ContractList({
  scope,
  contracts,
  onTerminate,
  loading = false,
  error,
  onRetry,
}: ContractListProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const words = useContractWords();
  const headingId = useId();
  const [ending, setEnding] = useState<Contract | null>(null);
  const heading = scope === 'held' ? t`Contracts offered to me` : t`Contracts I gave`;
  const terminable = scope === 'given' && onTerminate !== undefined;

  const columns: DataTableColumn<Contract>[] = [
    {
      id: 'counterpart',
      header: scope === 'held' ? t`From` : t`Downline`,
      sortable: true,
      sortValue: (row) => (scope === 'held' ? (row.uplineAccount ?? '') : row.downlineAccount),
      cell: (row) =>
        scope === 'given' ? row.downlineAccount : (row.uplineAccount ?? t`The operator`),
    },
    {
      id: 'kind',
      header: t`Kind`,
      sortable: true,
      // By the words shown, so the order is alphabetical in the reader's language.
      sortValue: (row) => words.kind(row.kind),
      cell: (row) => words.kind(row.kind),
    },
    { id: 'period', header: t`Period`, cell: (row) => words.period(row.period) },
    {
      id: 'topRateBp',
      header: t`Top rate`,
      align: 'end',
      sortable: true,
      cell: (row) => formatRate(row.topRateBp, lang),
    },
    {
      id: 'status',
      header: t`Status`,
      sortable: true,
      sortValue: (row) => words.status(row.status),
      cell: (row) => (
        <StyledStatus>
          <StatusBadge tone={CONTRACT_STATUS_TONES[row.status]}>
            {words.status(row.status)}
          </StatusBadge>
          {row.endReason && <span>{words.endReason(row.endReason)}</span>}
        </StyledStatus>
      ),
    },
    {
      id: 'offeredAt',
      header: t`Offered on`,
      sortable: true,
      cell: (row) => formatMoment(row.offeredAt, lang),
    },
    ...(terminable
      ? [
          {
            id: 'actions',
            header: t`Actions`,
            cell: (row: Contract) =>
              canTerminate(row) ? (
                <Button size="sm" variant="secondary" onClick={() => setEnding(row)}>
                  {t`Terminate`}
                </Button>
              ) : (
                '—'
              ),
          } satisfies DataTableColumn<Contract>,
        ]
      : []),
  ];

  const endingAccount = ending?.downlineAccount ?? '';
  const endingKind = ending ? words.kind(ending.kind) : '';

  return (
    <StyledContractList aria-labelledby={headingId}>
      <StyledSubheading id={headingId}>{heading}</StyledSubheading>
      {error ? (
        <RecordProblem message={error} onRetry={onRetry} />
      ) : (
        <DataTable
          caption={heading}
          hideCaption
          columns={columns}
          rows={contracts}
          getRowKey={(row) => row.id}
          loading={loading}
          loadingRows={3}
          emptyTitle={t`No contracts`}
          emptyDescription={
            scope === 'held'
              ? t`When your upline offers you a contract, it shows here.`
              : t`Contracts you offer your direct downline agents show here.`
          }
        />
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => {
          if (!open) setEnding(null);
        }}
        title={t`Terminate this contract?`}
        message={t`${endingAccount}'s ${endingKind} contract ends now: it pays up to the period it ends in, and nothing after.`}
        confirmLabel={t`Terminate`}
        confirmVariant="danger"
        onConfirm={() => {
          if (!ending || !onTerminate) return;
          const result = onTerminate(ending);
          // A promise keeps the dialog busy; its rejection keeps it open to retry.
          return result instanceof Promise ? result : undefined;
        }}
      />
    </StyledContractList>
  );
}
ContractList.displayName = 'ContractList';
