import type { ApiClient } from '../client';
import { paths } from '../paths';
import {
  POPULAR_GAMES_DEFAULT_COUNT,
  favouriteIdsSchema,
  gameArraySchema,
  gameIndexSchema,
  gameLaunchSchema,
  gameListSchema,
  vendorListSchema,
} from '../schemas/games';
import type {
  FavouriteRequest,
  Game,
  GameHotQuery,
  GameLaunch,
  GameLaunchRequest,
  GameList,
  GameListQuery,
  GameType,
  PopularGamesQuery,
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

/** The hot games of a type (or of one of its vendors): the hot tab's one page. */
export function getHotGames(
  client: ApiClient,
  query: GameHotQuery,
  options?: CallOptions,
): Promise<Game[]> {
  return client.request({
    method: 'GET',
    path: paths.gameHot,
    query: { gameType: query.gameType, vassalage: query.vassalage },
    value: gameArraySchema,
    ...withSignal(options),
  });
}

/**
 * Every game of a type, for the search-all view: the compact answer of GAME_index decoded into
 * games, each one validated. The answer is cacheable (ETag), so a repeated visit costs a 304.
 */
export function getAllGames(
  client: ApiClient,
  gameType: GameType,
  options?: CallOptions,
): Promise<Game[]> {
  return client.request({
    method: 'GET',
    path: paths.gameIndex,
    query: { gameType },
    value: gameIndexSchema,
    ...withSignal(options),
  });
}

/** Lottery games by popularity for the prize mode's vendors; 20 unless `count` says otherwise. */
export function getPopularGames(
  client: ApiClient,
  query: PopularGamesQuery,
  options?: CallOptions,
): Promise<Game[]> {
  return client.request({
    method: 'GET',
    path: paths.gamePopular,
    query: {
      count: query.count ?? POPULAR_GAMES_DEFAULT_COUNT,
      prizeMode: query.prizeMode,
      device: 'WEB',
    },
    value: gameArraySchema,
    ...withSignal(options),
  });
}

/** The member's favourites as node ids, newest first (token). */
export function getFavouriteIds(client: ApiClient, options?: CallOptions): Promise<number[]> {
  return client.request({
    method: 'GET',
    path: paths.gameFavouriteIds,
    value: favouriteIdsSchema,
    ...withSignal(options),
  });
}

/** One page of the member's favourite games of a type, newest first (token). */
export function getFavouriteGames(
  client: ApiClient,
  query: { gameType: GameType; page: number; pageSize: number },
  options?: CallOptions,
): Promise<GameList> {
  return client.request({
    method: 'GET',
    path: paths.gameFavouriteList,
    query: { gameType: query.gameType, page: query.page, pageSize: query.pageSize },
    value: gameListSchema,
    ...withSignal(options),
  });
}

/** Adds a favourite (adding one twice is no error); answers the ids after the change (token). */
export function addFavourite(
  client: ApiClient,
  request: FavouriteRequest,
  options?: CallOptions,
): Promise<number[]> {
  return client.request({
    method: 'POST',
    path: paths.gameFavourite,
    json: favouriteBody(request),
    value: favouriteIdsSchema,
    ...withSignal(options),
  });
}

/** Removes a favourite (removing one that is not there is no error); answers the ids after. */
export function removeFavourite(
  client: ApiClient,
  request: FavouriteRequest,
  options?: CallOptions,
): Promise<number[]> {
  return client.request({
    method: 'DELETE',
    path: paths.gameFavourite,
    json: favouriteBody(request),
    value: favouriteIdsSchema,
    ...withSignal(options),
  });
}

// Only the three fields go out, whatever else the caller's object carries (a whole Game, say).
function favouriteBody({ nodeId, vendor, gameType }: FavouriteRequest): FavouriteRequest {
  return { nodeId, vendor, gameType };
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
