import type { GameList, GameType, Winner } from '@lobby/api';
import { GAME_PAGE_SIZE } from '@lobby/core';
import type { Query } from '../../data/query';
import { defineQuery } from '../../data/query';
import { gamesPageQuery } from '../games/games.queries';

/** The ticker shows the latest 20 wins (the api's default; the server sends at most 50). */
const WINNERS_COUNT = 20;

// The board moves on as players win: an answer older than a minute is asked again when next shown.
const WINNERS_STALE_MS = 60_000;

/** The winner rank list (doc 2 §7): the latest big wins, names masked; game names in the language. */
export const winnersQuery = (language: string) =>
  defineQuery<Winner[]>({
    key: ['winners', language],
    scope: 'site',
    staleTime: WINNERS_STALE_MS,
    load: ({ api, client, signal }) => api.getWinners(client, { count: WINNERS_COUNT }, { signal }),
  });

/**
 * A category's row: the first page of its list, the very answer its page opens on (hot games
 * first), so "See all" shows it at once from the cache.
 */
export const categoryRowQuery = (gameType: GameType): Query<GameList> =>
  gamesPageQuery({ gameType, page: 1, pageSize: GAME_PAGE_SIZE });
