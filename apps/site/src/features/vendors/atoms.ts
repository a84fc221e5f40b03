import type { Vendor } from '@lobby/api';
import { atom } from '../../state/jotai';
import { apiAtom } from '../api/client';

/** Every vendor of every game type (GAME_vendors per type); null until the first load ends. */
export const vendorsAtom = atom<readonly Vendor[] | null>(null);

/** Loads the vendors once; `force` reloads them (a language change). A failed type is left out. */
export const loadVendorsAtom = atom(null, async (get, set, force: boolean = false) => {
  if (!force && get(vendorsAtom) !== null) return;
  const { api, client } = await get(apiAtom);
  const lists = await Promise.allSettled(
    api.GAME_TYPES.map((type) => api.getVendors(client, type)),
  );
  set(
    vendorsAtom,
    lists.flatMap((list) => (list.status === 'fulfilled' ? list.value : [])),
  );
});
