import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Banner } from '@lobby/api';
import { FIRST_BANNER_ALT_ATTRIBUTE, FIRST_BANNER_ATTRIBUTE } from '../../boot/contract';
import { renderInSite, storeFor } from '../games/launch/launchTestHarness';
import { bannersAtom } from './atoms';
import type * as CarouselModule from './carouselModule';
import { PageBanner } from './PageBanner';

// The carousel's chunk arrives when a test says so.
const carousel = vi.hoisted(() => ({ release: () => {} }));
vi.mock('./carouselModule', async (importOriginal) => {
  const actual = await importOriginal<typeof CarouselModule>();
  type Loaded = ReturnType<typeof actual.loadedBannerCarousel>;
  let loaded: Loaded = null;
  const arrival = new Promise<Loaded>((resolve) => {
    carousel.release = () => {
      void actual.loadBannerCarousel().then((module) => {
        loaded = module;
        resolve(module);
      });
    };
  });
  return { loadBannerCarousel: () => arrival, loadedBannerCarousel: () => loaded };
});

const banner = (bannerId: number, title?: string): Banner => ({
  bannerId,
  url: `https://img.example/banners/${bannerId}.webp`,
  groupName: 'w_home',
  ...(title === undefined ? {} : { title }),
});

afterEach(() => vi.restoreAllMocks());

describe('PageBanner', () => {
  test('while the list loads it keeps the place, marked for the boot script’s first banner', async () => {
    const store = storeFor('visitor');
    // A list that never arrives: the slot stays.
    store.set(bannersAtom, {});
    const { container } = await renderInSite(<PageBanner group="w_never" pathname="/" />, {
      store,
    });
    const slot = container.querySelector(`[${FIRST_BANNER_ATTRIBUTE}]`);
    expect(slot).not.toBeNull();
    expect(slot?.getAttribute(FIRST_BANNER_ALT_ATTRIBUTE)).toBe('Banner 1');
    expect(slot?.getAttribute('aria-hidden')).toBe('true');
  });

  test('the first picture shows where the carousel will, until the carousel’s code arrives', async () => {
    const store = storeFor('visitor');
    store.set(bannersAtom, { w_home: [banner(1), banner(2, 'Weekend cashback')] });
    const { container } = await renderInSite(<PageBanner group="w_home" pathname="/" />, { store });
    const still = container.querySelector('img');
    expect(still?.getAttribute('src')).toBe('https://img.example/banners/1.webp');
    expect(still?.getAttribute('alt')).toBe('Banner 1');
    expect(screen.queryByRole('region')).toBeNull();

    act(() => carousel.release());
    expect(await screen.findByRole('group', { name: '1 of 2' })).toBeInTheDocument();
    expect(container.querySelector(`[${FIRST_BANNER_ATTRIBUTE}]`)).toBeNull();
  });
});
