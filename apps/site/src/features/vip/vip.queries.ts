import type { VipLevel, VipProgress } from '@lobby/api';
import { defineQuery } from '../../data/query';

// The VIP club (issue 27): the brand's ladder is the same for everyone (scope 'site'); a member's
// standing belongs to the session.

/** The merchant's VIP levels and their benefits, lowest first. */
export const vipLevelsQuery = defineQuery<VipLevel[]>({
  key: ['vip', 'levels'],
  scope: 'site',
  load: ({ api, client, signal }) => api.getVipLevels(client, { signal }),
});

/** The member's level and what the next one still asks, from their real bets and deposits. */
export const vipProgressQuery = defineQuery<VipProgress>({
  key: ['vip', 'progress'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getVipProgress(client, { signal }),
});
