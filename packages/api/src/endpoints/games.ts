import type { ApiClient } from '../client';
import { paths } from '../paths';
import { gameLaunchSchema, gameListSchema, vendorListSchema } from '../schemas/games';
import type {
  GameLaunch,
  GameLaunchRequest,
  GameList,
  GameListQuery,
  GameType,
  Vendor,
} from '../schemas/games';
import type { CallOptions } from './options';
import { withSignal } from './options';

export function getVendors(
  client: ApiClient,
  gameType: GameType,
  options?: CallOptions,
): Promise<Vendor[]> {
  return client.request({
    method: 'GET',
    path: paths.gameVendors,
    query: { gameType },
    value: vendorListSchema,
    ...withSignal(options),
  });
}

/** One page of games; `minBet` in minor units. */
export function getGames(
  client: ApiClient,
  query: GameListQuery,
  options?: CallOptions,
): Promise<GameList> {
  return client.request({
    method: 'GET',
    path: paths.gameList,
    query: {
      gameType: query.gameType,
      vassalage: query.vassalage,
      classification: query.classification,
      gameName: query.gameName,
      minBet: query.minBet,
      page: query.page,
      pageSize: query.pageSize,
    },
    value: gameListSchema,
    ...withSignal(options),
  });
}

/** Token in the header; the launch URL comes back in the body (never a token in a URL). */
export function launchGame(
  client: ApiClient,
  request: GameLaunchRequest,
  options?: CallOptions,
): Promise<GameLaunch> {
  return client.request({
    method: 'POST',
    path: paths.gameLaunch,
    json: request,
    value: gameLaunchSchema,
    ...withSignal(options),
  });
}
