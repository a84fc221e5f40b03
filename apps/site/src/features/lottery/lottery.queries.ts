import type { Game, LotteryDraw, LotteryMenu, LotteryPrizeMode } from '@lobby/api';
import { POPULAR_GAMES_COUNT } from '@lobby/core';
import { defineQuery } from '../../data/query';

/** Doc 2 §9: the VN lottery page shows a game's last 100 draws. */
export const VN_DRAWS_COUNT = 100;

/** The VN lottery menus (North, Central, South, fast draws) of a prize mode, in the player's language. */
export const lotteryMenusQuery = (prizeMode: LotteryPrizeMode, language: string) =>
  defineQuery<LotteryMenu[]>({
    key: ['lottery', 'menus', prizeMode, language],
    scope: 'site',
    load: ({ api, client, signal }) => api.getLotteryMenus(client, { prizeMode }, { signal }),
  });

/** The 20 most played lottery games of a prize mode (doc 2 §7, §9), in the player's language. */
export const popularLotteryGamesQuery = (prizeMode: LotteryPrizeMode, language: string) =>
  defineQuery<Game[]>({
    // The language before the prize mode: a language change makes one language's lists stale by prefix.
    key: ['lottery', 'popular', language, prizeMode],
    scope: 'site',
    load: ({ api, client, signal }) =>
      api.getPopularGames(client, { prizeMode, count: POPULAR_GAMES_COUNT }, { signal }),
  });

/** A VN game's last draws, the opened numbers of each (doc 2 §7: Vietnam numero, count 100). */
export const vnDrawsQuery = (gameCode: string) =>
  defineQuery<LotteryDraw[]>({
    key: ['lottery', 'draws', gameCode],
    scope: 'site',
    // Draws come every few minutes: a result older than a minute is asked again when shown.
    staleTime: 60_000,
    load: ({ api, client, signal }) =>
      api.getVnNumbers(client, { gameCode, count: VN_DRAWS_COUNT }, { signal }),
  });
