import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { Game, GameList } from '@lobby/api';
import { GameRow, useNearViewport } from '@lobby/ui';
import type { Query } from '../../data/query';
import { useQuery } from '../../data/useQuery';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { useLaunch } from '../games/launch';
import { lobbyTiles, type LobbyTile } from '../games/lobby/gameTiles';
import { useFavouriteToggle } from '../games/lobby/useFavouriteToggle';
import { lowDataAtom } from '../games/lowData.atoms';
import { toggleLotteryFavouriteAtom } from '../lottery/lottery.actions';
import { lotteryFavouriteIdsAtom } from '../lottery/lottery.atoms';
import { popularGameLaunch } from '../lottery/lotteryTiles';
import { useVendors } from '../vendors/useVendors';
import { StyledAlert } from './HomeScreen.styles';

/** Rows load their games when they come within this distance of the viewport. */
const NEAR_VIEWPORT = '300px';

export interface HomeGameRowProps {
  title: string;
  /** The row's games; null while what it needs is not known (the vendors). */
  query: Query<GameList | Game[]> | null;
  /** Where "See all" goes; none for a list that is whole already. */
  seeAllHref?: string;
  /**
   * Whose favourites the cards show: the server's (the lobby's), or the lottery's, which the spec
   * keeps in the browser per player (doc 2 §3.4).
   */
  favourites: 'server' | 'lottery';
}

const NO_IDS: ReadonlySet<number> = new Set();

/**
 * A row of the home page: waits still until it comes near the viewport, then asks for its games
 * and shows them as the lobby does. A card launches its game exactly like the lobby's (login
 * first), and its heart toggles the favourite like the lobby's (a visitor is asked to log in).
 */
export function HomeGameRow({ title, query, seeAllHref, favourites }: HomeGameRowProps) {
  const navigate = useNavigate();
  const launch = useLaunch();
  const vendors = useVendors();
  const lowData = useAtomValue(lowDataAtom);
  const { ref, near } = useNearViewport<HTMLElement>(NEAR_VIEWPORT);
  const call = useQuery(near ? query : null, { keepPrevious: true });
  const server = useFavouriteToggle<LobbyTile>();
  const lotteryIds = useAtomValue(lotteryFavouriteIdsAtom);
  const toggleLottery = useSetAtom(toggleLotteryFavouriteAtom);

  const games = call.data === undefined ? null : 'list' in call.data ? call.data.list : call.data;
  const tiles = useMemo(() => {
    if (games === null) return [];
    if (favourites === 'server') {
      return lobbyTiles(games, vendors, server.favouriteIds, server.pendingIds);
    }
    return lobbyTiles(games, vendors, NO_IDS, NO_IDS).map((tile) => ({
      ...tile,
      favourite: lotteryIds?.has(String(tile.game.gameId)) ?? false,
    }));
  }, [games, vendors, favourites, server.favouriteIds, server.pendingIds, lotteryIds]);

  const onLaunch = useCallback(
    (tile: LobbyTile) =>
      launch(
        favourites === 'lottery' ? popularGameLaunch(tile) : { kind: 'game', game: tile.game },
      ),
    [launch, favourites],
  );
  // Lottery favourites belong to a logged-in player: a visitor's cards show no heart, as on the
  // lottery page.
  const onToggleFavourite =
    favourites === 'server'
      ? server.onToggleFavourite
      : lotteryIds === null
        ? undefined
        : (tile: LobbyTile) => toggleLottery(tile.game.gameId);

  const failed = games === null && call.error !== undefined && !call.fetching;
  // A list that came back empty has nothing to show: the row steps aside.
  if (games !== null && games.length === 0) return null;
  return (
    <>
      {server.error !== null && <StyledAlert role="alert">{server.error}</StyledAlert>}
      <GameRow<LobbyTile>
        ref={ref}
        title={title}
        games={tiles}
        onLaunch={onLaunch}
        {...(onToggleFavourite && { onToggleFavourite })}
        {...(seeAllHref !== undefined && {
          seeAllHref,
          onNavigate: (href: string) => void navigate(href),
        })}
        // Below the screen a row waits still: a dozen rows of pulsing placeholders would cost the
        // page a style pass every frame (docs/benchmarks.md, the home page's blocking time).
        waiting={!near}
        loading={games === null && !failed}
        failed={failed}
        onRetry={() => void call.refetch()}
        lowData={lowData}
      />
    </>
  );
}
