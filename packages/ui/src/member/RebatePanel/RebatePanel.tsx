import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { useThemeScope } from '../../theme/ThemeContext';
import { BusyStatus } from '../shared/BusyStatus';
import { StyledClaimError, StyledFigure, StyledLoadProblem } from '../shared/claims.styles';
import { formatDateTime } from '../shared/formatDateTime';
import { StyledHeading, StyledMuted, StyledSubheading, StyledText } from '../shared/shared.styles';
import { StyledRebatePanel, StyledTotal } from './RebatePanel.styles';

export interface RebateLineItem {
  /** The game type's code (a stable key). */
  gameType: string;
  /** The game type's name, translated by the caller. */
  label: string;
  /** Minor units. */
  validBet: number;
  /** Basis points of the valid bet (50 = 0.50%). */
  rateBp: number;
  /** Minor units. */
  rebate: number;
}

export interface RebateClaimItem {
  /** The day claimed, yyyy-MM-dd. */
  period: string;
  amount: number;
  /** ISO date-time. */
  claimedAt: string;
}

export interface RebatePanelProps {
  /** Today's valid bet and rebate per game type at the brand's rates. */
  lines: readonly RebateLineItem[];
  /** Minor units. */
  total: number;
  /** Today's rebate was claimed already. */
  claimed: boolean;
  /** Earlier claims, newest first. */
  history: readonly RebateClaimItem[];
  /** Currency symbol. @default 'P' */
  currency?: string;
  onClaim: () => Promise<unknown> | void;
  claimError?: string | null | undefined;
  /** Shows skeleton rows. @default false */
  loading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
}

/** A rate in basis points as a percentage with two decimals, in the page's language. */
function percent(rateBp: number, lang: string | undefined): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 2 }).format(
      rateBp / 10_000,
    );
  } catch {
    return `${(rateBp / 100).toFixed(2)}%`;
  }
}

/**
 * Manual rebate: what today's valid bets (UTC day) have earned per game type at the brand's rates,
 * the total, Claim (once a day, never nothing), and the claims made before.
 */
export function RebatePanel({
  lines,
  total,
  claimed,
  history,
  currency = 'P',
  onClaim,
  claimError,
  loading = false,
  error,
  onRetry,
}: RebatePanelProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();
  const [claiming, setClaiming] = useState(false);

  const claim = async () => {
    if (claiming) return;
    setClaiming(true);
    try {
      await onClaim();
    } catch {
      // Shown by the caller as claimError.
    } finally {
      setClaiming(false);
    }
  };

  const lineColumns: DataTableColumn<RebateLineItem>[] = [
    { id: 'label', header: t`Game type`, sortable: true, cell: (row) => row.label },
    {
      id: 'validBet',
      header: t`Valid bet`,
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.validBet} currency={currency} />,
    },
    {
      id: 'rateBp',
      header: t`Rate`,
      align: 'end',
      sortable: true,
      cell: (row) => <StyledFigure>{percent(row.rateBp, lang)}</StyledFigure>,
    },
    {
      id: 'rebate',
      header: t`Rebate`,
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.rebate} currency={currency} />,
    },
  ];
  const historyColumns: DataTableColumn<RebateClaimItem>[] = [
    { id: 'period', header: t`Day`, sortable: true, cell: (row) => row.period },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.amount} currency={currency} />,
    },
    { id: 'claimedAt', header: t`Claimed`, cell: (row) => formatDateTime(row.claimedAt, lang) },
  ];

  const note = claimed
    ? t`Today's rebate has been claimed. Bets from now on count towards tomorrow's.`
    : total <= 0
      ? t`Nothing to claim yet: every valid bet today earns a rebate at the rates below.`
      : null;

  return (
    <StyledRebatePanel aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Manual rebate`}</StyledHeading>
      <StyledMuted>{t`The rebate of today's valid bets (UTC day), claimable once a day.`}</StyledMuted>
      <BusyStatus busy={claiming} />
      {claimError && <StyledClaimError role="alert">{claimError}</StyledClaimError>}
      {error ? (
        <StyledLoadProblem>
          <StyledText role="alert">{error}</StyledText>
          {onRetry && <Button onClick={onRetry}>{t`Retry`}</Button>}
        </StyledLoadProblem>
      ) : (
        <>
          <StyledTotal>
            <dl>
              <dt>{t`Rebate today`}</dt>
              <dd>
                <Money amount={claimed ? 0 : total} currency={currency} />
              </dd>
            </dl>
            <Button
              loading={claiming}
              disabled={loading || claimed || total <= 0}
              onClick={() => void claim()}
            >
              {t`Claim rebate`}
            </Button>
          </StyledTotal>
          {note && <StyledText>{note}</StyledText>}
          <DataTable
            caption={t`Rebate by game type`}
            hideCaption
            columns={lineColumns}
            rows={lines}
            getRowKey={(row) => row.gameType}
            loading={loading}
            emptyTitle={t`No rebate rates`}
          />
          <StyledSubheading>{t`Claimed rebates`}</StyledSubheading>
          <DataTable
            caption={t`Claimed rebates`}
            hideCaption
            columns={historyColumns}
            rows={history}
            getRowKey={(row) => row.period}
            loading={loading}
            emptyTitle={t`No rebates claimed yet`}
          />
        </>
      )}
    </StyledRebatePanel>
  );
}
RebatePanel.displayName = 'RebatePanel';
