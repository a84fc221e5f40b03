import type { ApiClient } from '../client';
import { paths } from '../paths';
import { gameLaunchSchema, gameListSchema } from '../schemas/games';
import type { GameLaunch, GameList, GameType } from '../schemas/games';
import type { LotteryLaunchRequest } from '../schemas/launch';
import type { CallOptions } from './options';
import { withSignal } from './options';

/**
 * Token; the lottery lobby's launch payload (doc 2 §3.5). Like launchGame, the address comes back
 * in the body and carries a one-time ticket, never the token.
 */
export function launchLottery(
  client: ApiClient,
  request: LotteryLaunchRequest,
  options?: CallOptions,
): Promise<GameLaunch> {
  return client.request({
    method: 'POST',
    path: paths.lotteryLaunch,
    json: request,
    value: gameLaunchSchema,
    ...withSignal(options),
  });
}

export interface RecentGamesRequest {
  gameType?: GameType;
  vassalage?: string;
  page: number;
  pageSize: number;
}

/** Token; one page of the member's launched games, most recently launched first, each game once. */
export function getRecentGames(
  client: ApiClient,
  query: RecentGamesRequest,
  options?: CallOptions,
): Promise<GameList> {
  return client.request({
    method: 'GET',
    path: paths.gameRecent,
    query: {
      gameType: query.gameType,
      vassalage: query.vassalage,
      page: query.page,
      pageSize: query.pageSize,
    },
    value: gameListSchema,
    ...withSignal(options),
  });
}
