import { afterEach, describe, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../lazy/BannerCarousel');
  vi.resetModules();
});

describe('the banner carousel chunk', () => {
  test('is fetched once and then available without waiting', async () => {
    vi.doMock('../../lazy/BannerCarousel', () => ({ default: function BannerCarousel() {} }));
    const { loadBannerCarousel, loadedBannerCarousel } = await import('./carouselModule');
    expect(loadedBannerCarousel()).toBeNull();
    const [first, second] = await Promise.all([loadBannerCarousel(), loadBannerCarousel()]);
    expect(first).toBeTypeOf('function');
    expect(second).toBe(first);
    expect(loadedBannerCarousel()).toBe(first);
  });

  test('a chunk that fails to load gives no carousel', async () => {
    vi.doMock('../../lazy/BannerCarousel', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadBannerCarousel, loadedBannerCarousel } = await import('./carouselModule');
    await expect(loadBannerCarousel()).resolves.toBeNull();
    expect(loadedBannerCarousel()).toBeNull();
  });
});
