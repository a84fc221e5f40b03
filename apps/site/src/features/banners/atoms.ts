import type { Banner } from '@lobby/api';
import { atom } from '../../state/jotai';
import { apiAtom } from '../api/client';
import { loadBannerCarousel } from './carouselModule';

function preloadImage(url: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** Banners by group; a group is absent until its list arrives. */
export const bannersAtom = atom<Readonly<Record<string, readonly Banner[]>>>({});

/** Loads under way by group: the boot and the page's banner slot ask for the same group at once. */
const pendingAtom = atom<Readonly<Record<string, Promise<void>>>>({});

export const loadBannersAtom = atom(null, (get, set, group: string): Promise<void> => {
  if (get(bannersAtom)[group] !== undefined) return Promise.resolve();
  const pending = get(pendingAtom)[group];
  if (pending) return pending;
  // The carousel's code is fetched beside the list, not after it: both stand before the banner.
  void loadBannerCarousel();
  const load = (async () => {
    let list: readonly Banner[] = [];
    try {
      const { api, client } = await get(apiAtom);
      list = await api.getBanners(client, group);
    } catch {
      // No banner is the carousel's empty state: nothing renders.
    }
    // The first banner is the page's largest picture: it downloads while the carousel renders.
    if (list[0]) preloadImage(list[0].url);
    set(bannersAtom, (current) => ({ ...current, [group]: list }));
  })().finally(() => {
    set(pendingAtom, ({ [group]: _done, ...rest }) => rest);
  });
  set(pendingAtom, (current) => ({ ...current, [group]: load }));
  return load;
});
