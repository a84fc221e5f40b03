import { PlayerRankCard } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { PageLoad } from './PageLoad';
import { playerRankQuery } from './records.queries';
import { useCurrencyProps } from './useCurrencyProps';

/**
 * Player rank (playerRank, opened from my account): the member's level as the server computes it
 * from their lifetime valid bet, the progress to the next level, and what every level gives.
 */
export function PlayerRankPage() {
  const rank = useQuery(playerRankQuery);
  const money = useCurrencyProps();
  return <PageLoad result={rank}>{(data) => <PlayerRankCard {...data} {...money} />}</PageLoad>;
}
