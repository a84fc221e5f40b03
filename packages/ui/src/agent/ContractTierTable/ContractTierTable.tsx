import { useLingui } from '@lingui/react/macro';
import {
  payoutFor,
  type ContractKind,
  type ContractPeriod,
  type ContractTier,
  type TeamFigures,
} from '@lobby/core';
import { DataTable, type DataTableColumn, type DataTableLayout } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { StatusBadge } from '../../components/StatusBadge';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatRate } from '../shared/rate';
import { useContractWords } from '../shared/words';
import { StyledContractTierTable, StyledTierName } from './ContractTierTable.styles';

export interface ContractTierTableProps {
  kind: ContractKind;
  period: ContractPeriod;
  tiers: readonly ContractTier[];
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** A period's figures: the tier they reach is marked (by core's payout rule). */
  figures?: TeamFigures | undefined;
  /** Shows skeleton rows. @default false */
  loading?: boolean;
  /** As DataTable's (cards on narrow containers). @default 'auto' */
  layout?: DataTableLayout;
}

interface TierRow extends ContractTier {
  index: number;
}

/**
 * A contract's tiers of rates (doc 2 §3.6): the threshold, named by what the kind is measured on,
 * the active members it needs and the rate. Every column sorts; with `figures` the tier they reach
 * is marked in words, not only by colour.
 */
export function ContractTierTable({
  kind,
  period,
  tiers,
  currency = 'P',
  figures,
  loading = false,
  layout = 'auto',
}: ContractTierTableProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const words = useContractWords();
  const reached = figures ? payoutFor(kind, tiers, figures).tier : null;
  const rows: TierRow[] = tiers.map((tier, index) => ({ ...tier, index }));
  const kindName = words.kind(kind);
  const periodName = words.period(period);

  const columns: DataTableColumn<TierRow>[] = [
    {
      id: 'index',
      header: t`Tier`,
      sortable: true,
      cell: (row) => (
        <StyledTierName data-reached={row.index === reached || undefined}>
          {words.tier(row.index)}
          {row.index === reached && <StatusBadge tone="success">{t`Reached`}</StatusBadge>}
        </StyledTierName>
      ),
    },
    {
      id: 'threshold',
      header: words.base(kind),
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.threshold} currency={currency} />,
    },
    {
      id: 'activeMembers',
      header: t`Active members`,
      align: 'end',
      sortable: true,
      cell: (row) => row.activeMembers,
    },
    {
      id: 'rateBp',
      header: t`Rate`,
      align: 'end',
      sortable: true,
      cell: (row) => formatRate(row.rateBp, lang),
    },
  ];

  return (
    <StyledContractTierTable>
      <DataTable
        caption={t`${kindName} tiers, ${periodName}`}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.index}
        loading={loading}
        loadingRows={3}
        layout={layout}
        emptyTitle={t`No tiers`}
      />
    </StyledContractTierTable>
  );
}
ContractTierTable.displayName = 'ContractTierTable';
