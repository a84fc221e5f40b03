import { act, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { Banner } from '@lobby/api';
import { FIRST_BANNER_ALT_ATTRIBUTE, FIRST_BANNER_ATTRIBUTE } from '../../boot/contract';
import { setQueryData } from '../../data/query';
import { renderInSite, storeFor } from '../../test/renderInSite';
import { bannersQuery } from './banners.queries';
import { PageBanner } from './PageBanner';

// The carousel's chunk arrives when a test says so.
const carousel = vi.hoisted(() => {
  let release = () => {};
  const arrival = new Promise<void>((resolve) => (release = resolve));
  return { arrival, release: () => release() };
});
vi.mock('../../lazy/BannerCarousel', async (importOriginal) => {
  await carousel.arrival;
  return importOriginal();
});

const banner = (bannerId: number, title?: string): Banner => ({
  bannerId,
  url: `https://img.example/banners/${bannerId}.webp`,
  groupName: 'w_home',
  ...(title === undefined ? {} : { title }),
});

describe('PageBanner', () => {
  test('while the list loads it keeps the place, marked for the boot script’s first banner', async () => {
    // A list that never arrives: the slot stays.
    const store = storeFor('visitor', [], { getBanners: () => new Promise<never>(() => {}) });
    const { container } = await renderInSite(<PageBanner group="w_never" pathname="/" />, {
      store,
    });
    const slot = container.querySelector(`[${FIRST_BANNER_ATTRIBUTE}]`);
    expect(slot).not.toBeNull();
    expect(slot?.getAttribute(FIRST_BANNER_ALT_ATTRIBUTE)).toBe('Banner 1');
    expect(slot?.getAttribute('aria-hidden')).toBe('true');
  });

  test('a list that failed to load leaves no place behind', async () => {
    const store = storeFor('visitor', [], { getBanners: () => Promise.reject(new Error('down')) });
    const { container } = await renderInSite(<PageBanner group="w_home" pathname="/" />, {
      store,
    });
    await vi.waitFor(() =>
      expect(container.querySelector(`[${FIRST_BANNER_ATTRIBUTE}]`)).toBeNull(),
    );
    expect(container.querySelector('img')).toBeNull();
  });

  test('the first picture shows where the carousel will, until the carousel’s code arrives', async () => {
    const store = storeFor('visitor');
    setQueryData(store.set, bannersQuery('w_home'), () => [
      banner(1),
      banner(2, 'Weekend cashback'),
    ]);
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
