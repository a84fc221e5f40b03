import type { Notice } from '@lobby/api';
import { atom } from '../../state/jotai';
import { apiAtom } from '../api/client';

/** The player notices (marquee, notice page); null until the first load ends. */
export const playerNoticesAtom = atom<readonly Notice[] | null>(null);

export const loadNoticesAtom = atom(null, async (get, set) => {
  try {
    const { api, client } = await get(apiAtom);
    const list = await api.getNotices(client);
    set(playerNoticesAtom, list.player);
  } catch {
    // The marquee and the notice page show their empty state; nothing else depends on notices.
    set(playerNoticesAtom, (current) => current ?? []);
  }
});
