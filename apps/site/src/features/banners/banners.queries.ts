import type { Banner } from '@lobby/api';
import { defineQuery } from '../../data/query';
import { LazyBannerCarousel } from '../../lazy';

function preloadImage(url: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * A banner group's list (`w_home`, `w_rng` ...). Its first banner is the page's largest picture:
 * the answer renders at once, not in a transition, and the picture starts downloading as soon as
 * the list is known, beside the carousel's code.
 */
export const bannersQuery = (group: string) =>
  defineQuery<readonly Banner[]>({
    key: ['banners', group],
    scope: 'site',
    urgent: true,
    load: async ({ api, client, signal }) => {
      // The carousel's code travels beside the list, not after it: both stand before the banner.
      void LazyBannerCarousel.load().catch(() => undefined);
      const list = await api.getBanners(client, group, { signal });
      if (list[0]) preloadImage(list[0].url);
      return list;
    },
  });
