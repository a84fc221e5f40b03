import { MissionBoard } from '@lobby/ui';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { claimMissionAtom } from './claims.actions';
import { leaderboardQuery, missionsQuery } from './claims.queries';
import { useCurrencyProps } from './useCurrencyProps';
import { useMoneyAction } from './useMoneyAction';

/**
 * Mission activity (missionLeaderboard): today's missions with progress from the member's real
 * bets, Claim when complete, and today's leaderboard of valid bet.
 */
export function MissionPage() {
  const { i18n } = useLingui();
  const missions = useQuery(missionsQuery);
  const board = useQuery(leaderboardQuery);
  const claim = useMoneyAction(claimMissionAtom);
  const money = useCurrencyProps();
  const failure =
    (missions.data === undefined && !missions.fetching ? missions.error : undefined) ??
    (board.data === undefined && !board.fetching ? board.error : undefined);

  return (
    <MissionBoard
      missions={missions.data?.missions ?? []}
      leaders={board.data?.top ?? []}
      me={board.data?.me ?? null}
      resetsAt={missions.data?.resetsAt ?? null}
      {...money}
      onClaim={(id) => claim.run(id)}
      claimError={claim.error}
      loading={(missions.data === undefined || board.data === undefined) && failure === undefined}
      error={failure === undefined ? null : errorMessage(i18n, failure)}
      onRetry={() => {
        void missions.refetch();
        void board.refetch();
      }}
      onReset={() => {
        void missions.refetch();
        void board.refetch();
      }}
    />
  );
}
