import type { Banner } from '@lobby/api';
import { atom } from '../../state/jotai';
import { apiAtom } from '../api/client';

/** Banners by group; a group is absent until its list arrives. */
export const bannersAtom = atom<Readonly<Record<string, readonly Banner[]>>>({});

export const loadBannersAtom = atom(null, async (get, set, group: string) => {
  if (get(bannersAtom)[group] !== undefined) return;
  let list: readonly Banner[] = [];
  try {
    const { api, client } = await get(apiAtom);
    list = await api.getBanners(client, group);
  } catch {
    // No banner is the carousel's empty state: nothing renders.
  }
  set(bannersAtom, (current) => ({ ...current, [group]: list }));
});
