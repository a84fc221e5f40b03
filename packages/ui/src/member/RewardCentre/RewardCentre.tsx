import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { Countdown } from '../../components/Countdown';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { Tabs } from '../../components/Tabs';
import { useThemeScope } from '../../theme/ThemeContext';
import { BusyStatus } from '../shared/BusyStatus';
import { StyledClaimError, StyledLoadProblem } from '../shared/claims.styles';
import { formatDateTime } from '../shared/formatDateTime';
import { StyledHeading, StyledText } from '../shared/shared.styles';
import { StyledExpiry, StyledRewardCentre } from './RewardCentre.styles';

export interface RewardItem {
  id: number;
  title: string;
  /** Minor units. */
  amount: number;
  /** ISO date-time. */
  expiresAt: string;
  /** ISO date-time; null until claimed. */
  claimedAt: string | null;
}

export type RewardTab = 'claimable' | 'claimed';

export interface RewardCentreProps {
  /** Rewards that can be claimed now, soonest to expire first. */
  claimable: readonly RewardItem[];
  /** Rewards claimed, newest first. */
  claimed: readonly RewardItem[];
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** Claims one reward; while its promise runs every Claim waits (one claim at a time). */
  onClaim: (id: number) => Promise<unknown> | void;
  /** The last claim was refused: its message (the error catalogue's), shown above the list. */
  claimError?: string | null | undefined;
  /** Shows skeleton rows. @default false */
  loading?: boolean;
  /** The rewards could not be loaded: the message replaces the lists, with a retry. */
  error?: string | null | undefined;
  onRetry?: () => void;
  /** An expiry closer than this shows a countdown too. @default 3 days */
  nearMs?: number;
  /** The tab shown first. @default 'claimable' */
  defaultTab?: RewardTab;
  /** A reward's time ran out while shown (its countdown reached zero): ask for the list again. */
  onExpire?: () => void;
}

const THREE_DAYS_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The reward centre: the member's rewards to claim, with their expiry (and a countdown when it is
 * near), and those claimed. Claim pays into the main wallet; the server pays each reward once.
 */
export function RewardCentre({
  claimable,
  claimed,
  currency = 'P',
  onClaim,
  claimError,
  loading = false,
  error,
  onRetry,
  nearMs = THREE_DAYS_MS,
  defaultTab = 'claimable',
  onExpire,
}: RewardCentreProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();
  const [claiming, setClaiming] = useState<number | null>(null);
  // Whether an expiry is near is judged at mount; the countdown itself keeps its own time.
  const [now] = useState(() => Date.now());

  const claim = async (id: number) => {
    if (claiming !== null) return;
    setClaiming(id);
    try {
      await onClaim(id);
    } catch {
      // Shown by the caller as claimError.
    } finally {
      setClaiming(null);
    }
  };

  const amount: DataTableColumn<RewardItem> = {
    id: 'amount',
    header: t`Amount`,
    align: 'end',
    sortable: true,
    cell: (row) => <Money amount={row.amount} currency={currency} />,
  };
  const title: DataTableColumn<RewardItem> = {
    id: 'title',
    header: t`Reward`,
    sortable: true,
    cell: (row) => row.title,
  };

  const claimableColumns: DataTableColumn<RewardItem>[] = [
    title,
    amount,
    {
      id: 'expiresAt',
      header: t`Expires`,
      sortable: true,
      cell: (row) => {
        const end = Date.parse(row.expiresAt);
        const near = end - now < nearMs;
        return (
          <StyledExpiry data-near={near ? '' : undefined}>
            <span>{formatDateTime(row.expiresAt, lang)}</span>
            {near && (
              <Countdown
                endTime={end}
                completeMessage={t`This reward has expired`}
                {...(onExpire && { onComplete: onExpire })}
              />
            )}
          </StyledExpiry>
        );
      },
    },
    {
      id: 'claim',
      header: t`Action`,
      align: 'end',
      cell: (row) => (
        <Button
          size="sm"
          loading={claiming === row.id}
          aria-label={t`Claim ${row.title}`}
          onClick={() => void claim(row.id)}
        >
          {t`Claim`}
        </Button>
      ),
    },
  ];

  const claimedColumns: DataTableColumn<RewardItem>[] = [
    title,
    amount,
    {
      id: 'claimedAt',
      header: t`Claimed`,
      sortable: true,
      cell: (row) => (row.claimedAt === null ? '—' : formatDateTime(row.claimedAt, lang)),
    },
  ];

  return (
    <StyledRewardCentre aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Reward center`}</StyledHeading>
      <BusyStatus busy={claiming !== null} />
      {claimError && <StyledClaimError role="alert">{claimError}</StyledClaimError>}
      {error ? (
        <StyledLoadProblem>
          <StyledText role="alert">{error}</StyledText>
          {onRetry && <Button onClick={onRetry}>{t`Retry`}</Button>}
        </StyledLoadProblem>
      ) : (
        <Tabs.Root defaultValue={defaultTab}>
          <Tabs.List aria-label={t`Rewards`}>
            <Tabs.Trigger value="claimable">{t`To claim (${claimable.length})`}</Tabs.Trigger>
            <Tabs.Trigger value="claimed">{t`Claimed`}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="claimable">
            <DataTable
              caption={t`Rewards to claim`}
              hideCaption
              columns={claimableColumns}
              rows={claimable}
              getRowKey={(row) => row.id}
              loading={loading}
              emptyTitle={t`No rewards to claim`}
              emptyDescription={t`Rewards the site gives you appear here until they expire.`}
            />
          </Tabs.Content>
          <Tabs.Content value="claimed">
            <DataTable
              caption={t`Rewards claimed`}
              hideCaption
              columns={claimedColumns}
              rows={claimed}
              getRowKey={(row) => row.id}
              loading={loading}
              emptyTitle={t`No rewards claimed yet`}
            />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </StyledRewardCentre>
  );
}
RewardCentre.displayName = 'RewardCentre';
