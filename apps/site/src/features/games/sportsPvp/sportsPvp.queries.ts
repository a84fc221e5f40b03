import type { HotMatch, PvpRoom } from '@lobby/api';
import { defineQuery } from '../../../data/query';

// Sports hot matches (no token: the brand's, scope 'site') and PVP rooms (a member's call, scope
// 'session'), both asked again when next shown after a while: kick-offs and seats move on.

export const hotMatchesQuery = defineQuery<HotMatch[]>({
  key: ['sports', 'hotMatches'],
  scope: 'site',
  staleTime: 5 * 60_000,
  load: ({ api, client, signal }) => api.getHotMatches(client, { signal }),
});

export const pvpRoomsQuery = defineQuery<PvpRoom[]>({
  key: ['pvp', 'rooms'],
  scope: 'session',
  staleTime: 60_000,
  load: ({ api, client, signal }) => api.getPvpRooms(client, {}, { signal }),
});
