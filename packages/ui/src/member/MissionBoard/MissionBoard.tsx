import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { Button } from '../../components/Button';
import { Countdown } from '../../components/Countdown';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { StatusBadge } from '../../components/StatusBadge';
import { BusyStatus } from '../shared/BusyStatus';
import { StyledClaimError, StyledFigure, StyledLoadProblem } from '../shared/claims.styles';
import { StyledHeading, StyledSubheading, StyledText } from '../shared/shared.styles';
import { StyledMissionBoard, StyledProgress, StyledReset } from './MissionBoard.styles';

export type MissionStatus = 'inProgress' | 'complete' | 'claimed';

export interface MissionItem {
  id: number;
  title: string;
  /** Valid bet to reach, minor units. */
  target: number;
  /** Today's valid bet towards it, minor units (may pass the target). */
  progress: number;
  /** Minor units. */
  reward: number;
  status: MissionStatus;
}

export interface LeaderboardRow {
  rank: number;
  /** Masked by the server (`pl***01`). */
  player: string;
  /** Minor units. */
  validBet: number;
  isMe: boolean;
}

export interface MissionBoardProps {
  missions: readonly MissionItem[];
  /** The top of today's leaderboard. */
  leaders: readonly LeaderboardRow[];
  /** The member's own place; rank null while they have no valid bet today. */
  me: { rank: number | null; validBet: number } | null;
  /** ISO date-time the day's missions start again (midnight UTC). */
  resetsAt: string | null;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** Claims a completed mission; one claim at a time. */
  onClaim: (id: number) => Promise<unknown> | void;
  claimError?: string | null | undefined;
  /** Shows skeleton rows. @default false */
  loading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
  /** The day ended while shown: ask for the missions again. */
  onReset?: () => void;
}

/**
 * Mission activity: today's missions with the member's progress from their real bets, Claim once a
 * mission is complete, and today's leaderboard of valid bet with the member's own place.
 */
export function MissionBoard({
  missions,
  leaders,
  me,
  resetsAt,
  currency = 'P',
  onClaim,
  claimError,
  loading = false,
  error,
  onRetry,
  onReset,
}: MissionBoardProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [claiming, setClaiming] = useState<number | null>(null);
  const money = (amount: number) => formatMoney(amount, { symbol: currency });

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

  const missionColumns: DataTableColumn<MissionItem>[] = [
    { id: 'title', header: t`Mission`, cell: (row) => row.title },
    {
      id: 'progress',
      header: t`Progress`,
      sortable: true,
      sortValue: (row) => Math.min(1, row.progress / row.target),
      cell: (row) => {
        const done = Math.min(row.progress, row.target);
        return (
          <StyledProgress>
            <progress value={done} max={row.target} aria-label={t`Progress of ${row.title}`} />
            <StyledFigure>{`${money(done)} / ${money(row.target)}`}</StyledFigure>
          </StyledProgress>
        );
      },
    },
    {
      id: 'reward',
      header: t`Reward`,
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.reward} currency={currency} />,
    },
    {
      id: 'status',
      header: t`Status`,
      align: 'end',
      cell: (row) => {
        switch (row.status) {
          case 'inProgress':
            return <StatusBadge tone="neutral">{t`In progress`}</StatusBadge>;
          case 'claimed':
            return <StatusBadge tone="success">{t`Claimed`}</StatusBadge>;
          case 'complete':
            return (
              <Button
                size="sm"
                loading={claiming === row.id}
                aria-label={t`Claim ${row.title}`}
                onClick={() => void claim(row.id)}
              >
                {t`Claim`}
              </Button>
            );
        }
      },
    },
  ];

  const leaderColumns: DataTableColumn<LeaderboardRow>[] = [
    { id: 'rank', header: t`Rank`, sortable: true, cell: (row) => row.rank },
    {
      id: 'player',
      header: t`Player`,
      cell: (row) => (row.isMe ? t`${row.player} (you)` : row.player),
    },
    {
      id: 'validBet',
      header: t`Valid bet`,
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.validBet} currency={currency} />,
    },
  ];

  const myPlace =
    me === null
      ? null
      : me.rank === null
        ? t`You are not on today's board yet: every valid bet counts.`
        : t`Your place today: ${me.rank}, valid bet ${money(me.validBet)}.`;

  return (
    <StyledMissionBoard aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Mission activity`}</StyledHeading>
      {resetsAt && (
        <StyledReset>
          <span>{t`Daily missions count today's valid bets (UTC) and start again in`}</span>
          <Countdown endTime={Date.parse(resetsAt)} {...(onReset && { onComplete: onReset })} />
        </StyledReset>
      )}
      <BusyStatus busy={claiming !== null} />
      {claimError && <StyledClaimError role="alert">{claimError}</StyledClaimError>}
      {error ? (
        <StyledLoadProblem>
          <StyledText role="alert">{error}</StyledText>
          {onRetry && <Button onClick={onRetry}>{t`Retry`}</Button>}
        </StyledLoadProblem>
      ) : (
        <>
          <DataTable
            caption={t`Today's missions`}
            hideCaption
            columns={missionColumns}
            rows={missions}
            getRowKey={(row) => row.id}
            loading={loading}
            emptyTitle={t`No missions today`}
          />
          <StyledSubheading>{t`Leaderboard`}</StyledSubheading>
          {myPlace && <StyledText>{myPlace}</StyledText>}
          <DataTable
            caption={t`Today's leaderboard`}
            hideCaption
            columns={leaderColumns}
            rows={leaders}
            getRowKey={(row) => row.rank}
            loading={loading}
            emptyTitle={t`No bets today yet`}
            emptyDescription={t`The first valid bet of the day tops the board.`}
          />
        </>
      )}
    </StyledMissionBoard>
  );
}
MissionBoard.displayName = 'MissionBoard';
