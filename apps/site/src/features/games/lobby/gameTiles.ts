import type { Game, Vendor } from '@lobby/api';
import type { SearchableGameTile } from '@lobby/ui';

/**
 * A game as the lobby's cards show it (and the search-all filters read it), with the api's game
 * kept for launching and favourites.
 */
export interface LobbyTile extends SearchableGameTile {
  id: number;
  game: Game;
}

/** The cards of a list: the vendor's display name, and the favourite state from the ids. */
export function lobbyTiles(
  games: readonly Game[],
  vendors: readonly Vendor[] | null,
  favouriteIds: ReadonlySet<number>,
  pendingIds: ReadonlySet<number>,
): LobbyTile[] {
  const names = new Map((vendors ?? []).map((vendor) => [vendor.vassalage, vendor.name]));
  return games.map((game) => ({
    id: game.gameId,
    name: game.name,
    vendor: names.get(game.vassalage) ?? game.vassalage,
    thumbnail: game.thumbnail,
    hot: game.isHot === 1,
    favourite: favouriteIds.has(game.nodeId),
    favouritePending: pendingIds.has(game.nodeId),
    vassalage: game.vassalage,
    classification: game.classification,
    minBet: game.minBet,
    game,
  }));
}
