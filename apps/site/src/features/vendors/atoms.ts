import { startTransition } from 'react';
import type { Vendor } from '@lobby/api';
import { settleInTurns } from '@lobby/ui';
import { atom } from '../../state/jotai';
import { apiAtom } from '../api/client';

/** Every vendor of every game type (GAME_vendors per type); null until the first load ends. */
export const vendorsAtom = atom<readonly Vendor[] | null>(null);

/**
 * The load under way: the layout and a page that needs the vendors (the VN lottery's prize mode)
 * both ask on the first visit, and share one set of calls.
 */
const vendorsLoadAtom = atom<Promise<void> | null>(null);

/**
 * Loads the vendors once; `force` reloads them (a language change). A failed type is left out;
 * the promise rejects only when the network chunk itself cannot load.
 */
export const loadVendorsAtom = atom(null, (get, set, force: boolean = false): Promise<void> => {
  if (!force && get(vendorsAtom) !== null) return Promise.resolve();
  const pending = get(vendorsLoadAtom);
  if (!force && pending !== null) return pending;
  const load = (async () => {
    const { api, client } = await get(apiAtom);
    // One call per type, each started in a task of its own: started together, the eleven made
    // one long task of the start-up's end.
    const lists = await settleInTurns(
      api.GAME_TYPES.map((type) => () => api.getVendors(client, type)),
    );
    const vendors = lists.flatMap((list) => (list.status === 'fulfilled' ? list.value : []));
    // Rendered in a transition: the navigation's menus and the lobby's vendor filter take some
    // 17 ms at full speed, which React then does in slices the browser can interrupt.
    startTransition(() => set(vendorsAtom, vendors));
  })().finally(() => {
    if (get(vendorsLoadAtom) === load) set(vendorsLoadAtom, null);
  });
  set(vendorsLoadAtom, load);
  return load;
});
