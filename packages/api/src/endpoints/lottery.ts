import type { ApiClient } from '../client';
import { paths } from '../paths';
import { lotteryDrawListSchema, lotteryMenuListSchema } from '../schemas/lottery';
import type { LotteryDraw, LotteryMenu, LotteryPrizeMode } from '../schemas/lottery';
import type { CallOptions } from './options';
import { withSignal } from './options';

/** The VN lottery's game menus (North, Central, South, fast draws) for a prize mode; no token. */
export function getLotteryMenus(
  client: ApiClient,
  query: { prizeMode: LotteryPrizeMode },
  options?: CallOptions,
): Promise<LotteryMenu[]> {
  return client.request({
    method: 'GET',
    path: paths.lotteryMenus,
    query: { prizeMode: query.prizeMode, device: 'WEB' },
    value: lotteryMenuListSchema,
    ...withSignal(options),
  });
}

/**
 * The last opened VN draws, newest first: of one game, or of every VN game when `gameCode` is
 * absent. The server sends at most 100 (`count` defaults to that). No token.
 */
export function getVnNumbers(
  client: ApiClient,
  query: { gameCode?: string; count?: number } = {},
  options?: CallOptions,
): Promise<LotteryDraw[]> {
  return client.request({
    method: 'GET',
    path: paths.lotteryVnNumbers,
    query: { gameCode: query.gameCode, count: query.count },
    value: lotteryDrawListSchema,
    ...withSignal(options),
  });
}
