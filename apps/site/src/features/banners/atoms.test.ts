import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Banner } from '@lobby/api';
import { createStore } from '../../state/jotai';
import type * as Runtime from '../api/runtime';
import { bannersAtom, loadBannersAtom } from './atoms';

const getBanners = vi.hoisted(() => vi.fn());
vi.mock('../api/runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof Runtime>()),
  getBanners,
}));

const banner = (bannerId: number): Banner => ({
  bannerId,
  url: `https://img.example/banners/${bannerId}.webp`,
  groupName: 'w_home',
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => link.href,
  );

afterEach(() => {
  vi.resetAllMocks();
  document.head.innerHTML = '';
});

describe('loadBannersAtom', () => {
  test('the boot and the banner slot asking at once share one call', async () => {
    getBanners.mockResolvedValue([banner(1), banner(2)]);
    const store = createStore();
    await Promise.all([store.set(loadBannersAtom, 'w_home'), store.set(loadBannersAtom, 'w_home')]);
    expect(getBanners).toHaveBeenCalledTimes(1);
    expect(store.get(bannersAtom).w_home).toEqual([banner(1), banner(2)]);
    await store.set(loadBannersAtom, 'w_home');
    expect(getBanners).toHaveBeenCalledTimes(1);
  });

  test('the first banner’s picture starts downloading as soon as the list is known', async () => {
    getBanners.mockResolvedValue([banner(7), banner(8)]);
    await createStore().set(loadBannersAtom, 'w_rng');
    expect(preloads()).toEqual(['https://img.example/banners/7.webp']);
  });

  test('a failed list is an empty group: nothing to preload, nothing shown', async () => {
    getBanners.mockRejectedValue(new Error('offline'));
    const store = createStore();
    await store.set(loadBannersAtom, 'w_live');
    expect(store.get(bannersAtom).w_live).toEqual([]);
    expect(preloads()).toEqual([]);
  });
});
