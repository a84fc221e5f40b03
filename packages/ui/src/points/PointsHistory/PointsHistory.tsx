import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Pagination } from '../../components/Pagination';
import { Select } from '../../components/Select';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { Tabs } from '../../components/Tabs';
import { Field } from '../../fields/Field';
import { formatDateTime } from '../../member/shared/formatDateTime';
import { RecordProblem } from '../../member/shared/RecordProblem';
import { StyledHeading } from '../../member/shared/shared.styles';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatPoints, useEarnTypeLabel } from '../shared/labels';
import { SignedPoints } from '../shared/SignedPoints';
import {
  POINTS_EARN_TYPES,
  type PointsEarnType,
  type PointsRecord,
  type RedeemRecord,
  type RedeemStatus,
} from '../shared/types';
import { StyledFilter, StyledPointsHistory, StyledTabBody } from './PointsHistory.styles';

/** One paged list: its rows, where it is, and how its loading went. */
export interface HistoryList<Row> {
  rows: readonly Row[];
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** @default false */
  loading?: boolean;
  /** The list could not be loaded: the message replaces it, with a retry. */
  error?: string | null | undefined;
  onRetry?: () => void;
}

export type PointsHistoryTab = 'redeems' | 'details';

export interface PointsHistoryProps {
  redeems: HistoryList<RedeemRecord>;
  details: HistoryList<PointsRecord> & {
    /** `''` for every earn type. */
    earnType: PointsEarnType | '';
    onEarnTypeChange: (earnType: PointsEarnType | '') => void;
  };
  /** The tab shown first. @default 'redeems' */
  defaultTab?: PointsHistoryTab;
}

const STATUS_TONES: Record<RedeemStatus, StatusTone> = {
  'In Process': 'warning',
  Approved: 'success',
  Rejected: 'danger',
};

/**
 * The mall's history (doc 2 §3.6, §7), in two tabs: the redeems with their status (In Process,
 * Approved, Rejected) and the points details, every earn and spend with its type, filtered by type.
 * On a phone the rows stack as cards.
 */
export function PointsHistory({ redeems, details, defaultTab = 'redeems' }: PointsHistoryProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();
  const earnTypeLabel = useEarnTypeLabel();
  const statusLabel: Record<RedeemStatus, string> = {
    'In Process': t`In Process`,
    Approved: t`Approved`,
    Rejected: t`Rejected`,
  };

  const redeemColumns: DataTableColumn<RedeemRecord>[] = [
    { id: 'createdAt', header: t`Time`, cell: (row) => formatDateTime(row.createdAt, lang) },
    { id: 'itemName', header: t`Item`, cell: (row) => row.itemName },
    { id: 'quantity', header: t`Quantity`, align: 'end', cell: (row) => row.quantity },
    { id: 'points', header: t`Points`, align: 'end', cell: (row) => formatPoints(row.points) },
    {
      id: 'status',
      header: t`Status`,
      cell: (row) => (
        <StatusBadge tone={STATUS_TONES[row.status]}>{statusLabel[row.status]}</StatusBadge>
      ),
    },
  ];

  const detailColumns: DataTableColumn<PointsRecord>[] = [
    { id: 'createdAt', header: t`Time`, cell: (row) => formatDateTime(row.createdAt, lang) },
    { id: 'earnType', header: t`Type`, cell: (row) => earnTypeLabel(row.earnType) },
    {
      id: 'points',
      header: t`Points`,
      align: 'end',
      cell: (row) => <SignedPoints points={row.points} />,
    },
    {
      id: 'balanceAfter',
      header: t`Balance after`,
      align: 'end',
      cell: (row) => formatPoints(row.balanceAfter),
    },
  ];

  return (
    <StyledPointsHistory aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Points history`}</StyledHeading>
      <Tabs.Root defaultValue={defaultTab}>
        <Tabs.List aria-label={t`Points history`}>
          <Tabs.Trigger value="redeems">{t`Redeem history`}</Tabs.Trigger>
          <Tabs.Trigger value="details">{t`Points details`}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="redeems">
          <StyledTabBody>
            {redeems.error ? (
              <RecordProblem message={redeems.error} onRetry={redeems.onRetry} />
            ) : (
              <>
                <DataTable
                  caption={t`Redeem history`}
                  hideCaption
                  columns={redeemColumns}
                  rows={redeems.rows}
                  getRowKey={(row) => row.id}
                  loading={redeems.loading ?? false}
                  emptyTitle={t`No redeems yet`}
                  emptyDescription={t`Items you redeem appear here with their status.`}
                />
                <Pagination
                  page={redeems.page}
                  totalPages={redeems.totalPages}
                  onPageChange={redeems.onPageChange}
                  aria-label={t`Redeem history pages`}
                />
              </>
            )}
          </StyledTabBody>
        </Tabs.Content>
        <Tabs.Content value="details">
          <StyledTabBody>
            <StyledFilter>
              <Field label={t`Type`}>
                {(control) => (
                  <Select
                    {...control}
                    name="earnType"
                    value={details.earnType}
                    onChange={(event) =>
                      details.onEarnTypeChange(event.target.value as PointsEarnType | '')
                    }
                  >
                    <option value="">{t`All types`}</option>
                    {POINTS_EARN_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {earnTypeLabel(type)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </StyledFilter>
            {details.error ? (
              <RecordProblem message={details.error} onRetry={details.onRetry} />
            ) : (
              <>
                <DataTable
                  caption={t`Points details`}
                  hideCaption
                  columns={detailColumns}
                  rows={details.rows}
                  getRowKey={(row) => row.id}
                  loading={details.loading ?? false}
                  emptyTitle={t`No points yet`}
                  emptyDescription={t`Bets and deposits earn points; they appear here.`}
                />
                <Pagination
                  page={details.page}
                  totalPages={details.totalPages}
                  onPageChange={details.onPageChange}
                  aria-label={t`Points details pages`}
                />
              </>
            )}
          </StyledTabBody>
        </Tabs.Content>
      </Tabs.Root>
    </StyledPointsHistory>
  );
}
PointsHistory.displayName = 'PointsHistory';
