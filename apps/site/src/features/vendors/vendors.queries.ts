import type { Vendor } from '@lobby/api';
import { settleInTurns } from '@lobby/ui';
import { defineQuery } from '../../data/query';

/**
 * Every vendor of every game type (GAME_vendors per type), in the player's language: a language
 * change is a new key, so the vendors load again (doc 1 §4, "forced refresh"). A failed type is
 * left out.
 */
export const vendorsQuery = (language: string) =>
  defineQuery<readonly Vendor[]>({
    key: ['vendors', language],
    scope: 'site',
    load: async ({ api, client, signal }) => {
      // One call per type, each started in a task of its own: started together, the eleven made
      // one long task of the start-up's end.
      const lists = await settleInTurns(
        api.GAME_TYPES.map((type) => () => api.getVendors(client, type, { signal })),
      );
      if (signal.aborted) throw signal.reason;
      return lists.flatMap((list) => (list.status === 'fulfilled' ? list.value : []));
    },
  });
