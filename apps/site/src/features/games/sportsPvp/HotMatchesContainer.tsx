import { useLingui } from '@lingui/react/macro';
import { HotMatches, type HotMatchEntry } from '@lobby/ui';
import { errorMessage } from '../../../data/errorMessages';
import { useQuery } from '../../../data/useQuery';
import { useLaunch } from '../launch/useLaunch';
import { hotMatchesQuery } from './sportsPvp.queries';

/**
 * The sports page's hot matches (issue 27): a bet opens the match's sports book through the
 * lobby's one launch, so a visitor is asked to log in and a trial account to register first.
 */
export function HotMatchesContainer() {
  const { i18n } = useLingui();
  const matches = useQuery(hotMatchesQuery, { keepPrevious: true });
  const launch = useLaunch();
  const bet = (entry: HotMatchEntry) => {
    const match = matches.data?.find((m) => m.id === entry.id);
    if (!match) return;
    launch({
      kind: 'game',
      game: { gameType: 'SPORTS', vassalage: match.vassalage, gameCode: match.gameCode },
    });
  };
  return (
    <HotMatches
      matches={matches.data ?? []}
      onBet={bet}
      loading={matches.data === undefined && !matches.failed}
      error={matches.failed ? errorMessage(i18n, matches.error) : null}
      onRetry={() => void matches.refetch()}
    />
  );
}
