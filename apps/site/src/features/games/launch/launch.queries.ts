import type { LotteryLaunchRequest } from '@lobby/api';
import { defineQuery, type Query } from '../../../data/query';
import { firstGameQuery } from './gameQuery';
import { requireSafeGameUrl } from './gameUrl';
import { NoGameError } from './noGame';

/** A game's address in the site's frame. */
export interface GameAddress {
  url: string;
}

// A launch answers with a single-use ticket in its address: each launch is asked anew (a visit,
// a retry, a login) and dropped when its page closes. It belongs to the session that asked.
const LAUNCH = { scope: 'session', keep: false } as const;

/** /game: the game the address names (doc 2 §2.1). */
export const gameLaunchQuery = (game: { gameType: string; vendor: string; gameCode: string }) =>
  defineQuery<GameAddress>({
    ...LAUNCH,
    key: ['launch', 'game', game.gameType, game.vendor, game.gameCode],
    load: async ({ api, client, signal }) => {
      const { url } = await api.launchGame(
        client,
        { gameType: game.gameType, vassalage: game.vendor, gameCode: game.gameCode },
        { signal },
      );
      return { url: requireSafeGameUrl(url) };
    },
  });

/** The sports vendor whose book has a page of its own (doc 2 §2.1). */
export const FB_VENDOR = 'FB';

/** /fbsports: FB's sports book is its first SPORTS game, found and then launched on every visit. */
export const fbSportsLaunchQuery: Query<GameAddress> = defineQuery<GameAddress>({
  ...LAUNCH,
  key: ['launch', 'fbSports'],
  load: async ({ api, client, signal }) => {
    const page = await api.getGames(
      client,
      { gameType: 'SPORTS', vassalage: FB_VENDOR, page: 1, pageSize: 1 },
      { signal },
    );
    const game = page.list[0];
    if (game === undefined) throw new NoGameError();
    const { url } = await api.launchGame(
      client,
      { gameType: 'SPORTS', vassalage: game.vassalage, gameCode: game.gameCode },
      { signal },
    );
    return { url: requireSafeGameUrl(url) };
  },
});

/**
 * /lottery: the lottery lobby, or the betting view of the game the address names (doc 2 §3.5).
 * Without a game code, the vendor's (or any) first lottery game.
 */
export const lotteryLaunchQuery = (request: LotteryLaunchRequest, vendor: string) =>
  defineQuery<GameAddress>({
    ...LAUNCH,
    key: [
      'launch',
      'lottery',
      request.lottoGameCode,
      vendor,
      request.lottoPrizeMode,
      request.language,
    ],
    load: async ({ api, client, signal }) => {
      let gameCode = request.lottoGameCode;
      if (gameCode === '') {
        const query = firstGameQuery('LOTTERY', vendor === '' ? null : vendor);
        const game = query && (await api.getGames(client, query, { signal })).list[0];
        if (!game) throw new NoGameError();
        gameCode = game.gameCode;
      }
      const { url } = await api.launchLottery(
        client,
        { ...request, lottoGameCode: gameCode },
        { signal },
      );
      return { url: requireSafeGameUrl(url) };
    },
  });

/**
 * /seamless: a vendor's game under the header alone (doc 1 §2): the game the address names, or
 * the vendor's first game of its type.
 */
export const seamlessLaunchQuery = (game: { gameType: string; vendor: string; gameCode: string }) =>
  defineQuery<GameAddress>({
    ...LAUNCH,
    key: ['launch', 'seamless', game.gameType, game.vendor, game.gameCode],
    load: async ({ api, client, signal }) => {
      let gameCode = game.gameCode;
      let gameType = game.gameType;
      if (gameCode === '') {
        const query = firstGameQuery(game.gameType, game.vendor);
        const first = query && (await api.getGames(client, query, { signal })).list[0];
        if (!first) throw new NoGameError();
        gameCode = first.gameCode;
        gameType = first.gameType;
      }
      const { url } = await api.launchGame(
        client,
        { gameType, vassalage: game.vendor, gameCode },
        { signal },
      );
      return { url: requireSafeGameUrl(url) };
    },
  });
