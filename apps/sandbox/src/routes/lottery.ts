import { Hono } from 'hono';
import * as v from 'valibot';
import { LOTTERY_PRIZE_MODES, VN_LOTTERY_ACCOUNT_TYPE, VN_NUMBERS_MAX_COUNT } from '@lobby/api';
import type { LotteryMenu } from '@lobby/api';
import type { Services } from '../context';
import { ApiError, ok } from '../http/envelope';
import { merchant } from '../http/merchant';
import type { MerchantEnv } from '../http/merchant';
import { intParam, readQuery } from '../http/query';
import {
  VN_LOTTERY_GROUPS,
  findVnLotteryGame,
  listVnLotteryGames,
  openedDraws,
} from '../store/lottery';

const prizeModeSchema = v.picklist(
  LOTTERY_PRIZE_MODES,
  `must be one of ${LOTTERY_PRIZE_MODES.join(', ')}`,
);

const menusQuery = v.object({
  prizeMode: prizeModeSchema,
  device: v.optional(v.literal('WEB', "must be 'WEB'")),
});

const numbersQuery = v.object({
  gameCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,64}$/, 'must be a game code'))),
  count: v.optional(intParam(1, VN_NUMBERS_MAX_COUNT), String(VN_NUMBERS_MAX_COUNT)),
});

/** The lottery gateway, `/wps/lgw/*` (no token): the VN lottery's menus and its opened draws. */
export function lotteryRoutes({ db, now }: Services) {
  const routes = new Hono<MerchantEnv>();
  routes.use('*', merchant(db));

  // The prize mode chooses the payout table a draw is played with once launched (the launch sends
  // it as lottoPrizeMode), not which draws exist: both modes list the same menus.
  routes.get('/menus', (c) => {
    readQuery(c, menusQuery);
    const games = listVnLotteryGames(db);
    const menus: LotteryMenu[] = VN_LOTTERY_GROUPS.map((group) => ({
      gameGroupCode: group.code,
      name: group.name,
      accountType: VN_LOTTERY_ACCOUNT_TYPE,
      games: games
        .filter((game) => game.groupCode === group.code)
        .map(({ groupCode: _group, ...game }) => game),
    })).filter((menu) => menu.games.length > 0);
    return ok(c, menus);
  });

  routes.get('/vn/numero', (c) => {
    const { gameCode, count } = readQuery(c, numbersQuery);
    if (gameCode === undefined) return ok(c, openedDraws(listVnLotteryGames(db), now(), count));
    const game = findVnLotteryGame(db, gameCode);
    if (!game) throw new ApiError(400, `Invalid gameCode: ${gameCode} is not a VN lottery game`);
    return ok(c, openedDraws([game], now(), count));
  });

  return routes;
}
