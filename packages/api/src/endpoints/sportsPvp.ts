import type { ApiClient } from '../client';
import { paths } from '../paths';
import { hotMatchListSchema, pvpRoomListSchema } from '../schemas/sportsPvp';
import type { HotMatch, PvpRoom, PvpRoomQuery } from '../schemas/sportsPvp';
import type { CallOptions } from './options';
import { withSignal } from './options';

/** The brand's upcoming hot matches, soonest first (no token). */
export function getHotMatches(client: ApiClient, options?: CallOptions): Promise<HotMatch[]> {
  return client.request({
    method: 'GET',
    path: paths.hotMatches,
    value: hotMatchListSchema,
    ...withSignal(options),
  });
}

/** The open PVP rooms, of one vendor or all (token). */
export function getPvpRooms(
  client: ApiClient,
  query: PvpRoomQuery = {},
  options?: CallOptions,
): Promise<PvpRoom[]> {
  return client.request({
    method: 'GET',
    path: paths.pvpRooms,
    query: { vassalage: query.vassalage },
    value: pvpRoomListSchema,
    ...withSignal(options),
  });
}
