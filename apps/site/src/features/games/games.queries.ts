import type { Game, GameList, GameListQuery, GameType } from '@lobby/api';
import { defineQuery } from '../../data/query';

// Game lists change when the operator edits its catalogue, not during a visit: an answer is
// reused for a few minutes (back, forward and a second look at a page cost no call).
const LIST_STALE_MS = 5 * 60_000;

/** A page of a type's games, with the list's filters (doc 2 §4.1). */
export const gamesPageQuery = (query: GameListQuery) =>
  defineQuery<GameList>({
    key: [
      'games',
      query.gameType,
      query.vassalage ?? null,
      query.classification ?? null,
      query.gameName ?? null,
      query.minBet ?? null,
      query.page,
      query.pageSize,
    ],
    scope: 'site',
    staleTime: LIST_STALE_MS,
    load: ({ api, client, signal }) => api.getGames(client, query, { signal }),
  });

/** A type's hot list (it decides whether the hot tab shows), in the player's language. */
export const hotGamesQuery = (gameType: GameType, language: string) =>
  defineQuery<readonly Game[]>({
    // The language before the type: a language change makes one language's lists stale by prefix.
    key: ['games', 'hot', language, gameType],
    scope: 'site',
    staleTime: LIST_STALE_MS,
    load: ({ api, client, signal }) => api.getHotGames(client, { gameType }, { signal }),
  });

/** Every game of a type in one compact answer, filtered on the client (the search-all view). */
export const allGamesQuery = (gameType: GameType) =>
  defineQuery<readonly Game[]>({
    key: ['games', 'all', gameType],
    scope: 'site',
    staleTime: LIST_STALE_MS,
    load: ({ api, client, signal }) => api.getAllGames(client, gameType, { signal }),
  });

/** A page of the member's favourite games of a type. */
export const favouriteGamesPageQuery = (gameType: GameType, page: number, pageSize: number) =>
  defineQuery<GameList>({
    key: ['favourites', 'games', gameType, page, pageSize],
    scope: 'session',
    load: ({ api, client, signal }) =>
      api.getFavouriteGames(client, { gameType, page, pageSize }, { signal }),
  });

/** A page of the member's recently played games of a type; asked again each time it is wanted. */
export const recentGamesPageQuery = (
  gameType: GameType,
  vendor: string | null,
  page: number,
  pageSize: number,
) =>
  defineQuery<GameList>({
    key: ['recent', gameType, vendor, page, pageSize],
    scope: 'session',
    staleTime: 0,
    load: ({ api, client, signal }) =>
      api.getRecentGames(
        client,
        { gameType, page, pageSize, ...(vendor === null ? {} : { vassalage: vendor }) },
        { signal },
      ),
  });
