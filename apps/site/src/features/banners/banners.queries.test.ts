import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Banner } from '@lobby/api';
import { createSiteStore } from '../../app/siteStore';
import { fetchQuery, queryState } from '../../data/query';
import { fakeApi } from '../../test/fakeApi';
import { bannersQuery } from './banners.queries';

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
  document.head.innerHTML = '';
});

describe('bannersQuery', () => {
  test('the start-up and the banner slot asking at once share one call', async () => {
    const getBanners = vi.fn(() => Promise.resolve([banner(1), banner(2)]));
    const store = createSiteStore({ api: fakeApi({ getBanners }) });
    const [first, second] = await Promise.all([
      fetchQuery(store.set, bannersQuery('w_home')),
      fetchQuery(store.set, bannersQuery('w_home')),
    ]);
    expect(getBanners).toHaveBeenCalledTimes(1);
    expect(first).toEqual([banner(1), banner(2)]);
    expect(second).toBe(first);
    await fetchQuery(store.set, bannersQuery('w_home'));
    expect(getBanners).toHaveBeenCalledTimes(1);
  });

  test('the first banner’s picture starts downloading as soon as the list is known', async () => {
    const store = createSiteStore({
      api: fakeApi({ getBanners: () => Promise.resolve([banner(7), banner(8)]) }),
    });
    await fetchQuery(store.set, bannersQuery('w_rng'));
    expect(preloads()).toEqual(['https://img.example/banners/7.webp']);
  });

  test('a failed list is a failure of its group: nothing preloaded, and asked again when next wanted', async () => {
    const getBanners = vi.fn((): Promise<Banner[]> => Promise.reject(new Error('offline')));
    const store = createSiteStore({ api: fakeApi({ getBanners }) });
    await expect(fetchQuery(store.set, bannersQuery('w_live'))).rejects.toThrow('offline');
    expect(queryState(store.get, bannersQuery('w_live'))).toMatchObject({
      status: 'error',
      data: undefined,
    });
    expect(preloads()).toEqual([]);
    getBanners.mockImplementation(() => Promise.resolve([banner(3)]));
    await expect(fetchQuery(store.set, bannersQuery('w_live'))).resolves.toEqual([banner(3)]);
  });
});
