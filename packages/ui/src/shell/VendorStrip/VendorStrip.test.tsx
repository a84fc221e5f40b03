import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render as renderUnit } from '../../test/render';
import { FakeIntersectionObserver } from '../../test/fakeIntersectionObserver';
import {
  stripVendors,
  VENDOR_STRIP_DRAW_MARGIN,
  VendorStrip,
  type VendorLogo,
} from './VendorStrip';

const logo = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const vendors: VendorLogo[] = Array.from({ length: 12 }, (_, i) => ({
  code: `V${i + 1}`,
  name: `Vendor ${i + 1}`,
  logo,
}));

describe('stripVendors', () => {
  test.each([
    [
      ['PG', 'TCG_SEA', 'JILI', 'TCG_LOTTO_VN', 'TCG'],
      ['PG', 'JILI'],
    ],
    [['tcg_sea', ' TCGX', 'ATCG'], ['ATCG']],
    [[], []],
  ])('%j keeps %j', (codes, kept) => {
    const list = codes.map((code) => ({ code }));
    expect(stripVendors(list).map((v) => v.code)).toEqual(kept);
  });

  test('does not change the list it is given', () => {
    const list = [{ code: 'TCG_SEA' }, { code: 'PG' }];
    stripVendors(list);
    expect(list).toHaveLength(2);
  });
});

/** Renders the strip and brings it near the viewport, where its logos render. */
function render(...args: Parameters<typeof renderUnit>) {
  const result = renderUnit(...args);
  FakeIntersectionObserver.reveal();
  return result;
}

describe('VendorStrip', () => {
  beforeEach(() => {
    FakeIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  afterEach(() => vi.unstubAllGlobals());

  test('holds one logo space, named but without logos, until it comes near the viewport', () => {
    const { container } = renderUnit(<VendorStrip vendors={vendors} />);
    const region = screen.getByRole('region', { name: 'Game providers' });
    expect(within(region).queryAllByRole('img')).toHaveLength(0);
    expect(container.querySelectorAll('[data-ui="VendorStrip.LogoSpace"]')).toHaveLength(1);
    expect(FakeIntersectionObserver.all[0]?.options.rootMargin).toBe(VENDOR_STRIP_DRAW_MARGIN);

    FakeIntersectionObserver.reveal();
    expect(within(region).getAllByRole('img')).toHaveLength(vendors.length);
    expect(container.querySelector('[data-ui="VendorStrip.LogoSpace"]')).toBeNull();
  });

  test('a named region; each logo announced once by its name', () => {
    render(<VendorStrip vendors={vendors} />);
    const region = screen.getByRole('region', { name: 'Game providers' });
    const images = within(region).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(vendors.map((v) => v.name));
  });

  test('a special logo (BTI) is drawn as the whole tile, the others in their frame', () => {
    render(
      <VendorStrip
        vendors={[vendors[0]!, { code: 'BTI', name: 'BTI', logo, specialLogo: true }]}
      />,
    );
    expect(screen.getByRole('img', { name: 'BTI' })).toHaveAttribute('data-special');
    expect(screen.getByRole('img', { name: 'Vendor 1' })).not.toHaveAttribute('data-special');
  });

  test('TCG vendors are left out', () => {
    render(
      <VendorStrip vendors={[...vendors.slice(0, 2), { code: 'TCG_SEA', name: 'TCG', logo }]} />,
    );
    expect(screen.queryByRole('img', { name: 'TCG' })).not.toBeInTheDocument();
  });

  test('loops with a duration of one speed per logo and can be paused', async () => {
    const user = userEvent.setup();
    const onPausedChange = vi.fn();
    const { container } = render(
      <VendorStrip vendors={vendors} speed={3000} onPausedChange={onPausedChange} />,
    );
    const root = container.querySelector<HTMLElement>('[data-ui="VendorStrip"]')!;
    expect(root.style.getPropertyValue('--strip-duration')).toBe('36000ms');
    expect(root.style.getPropertyValue('--strip-visible')).toBe('10');
    expect(root.style.getPropertyValue('--strip-gap')).toBe('10px');
    expect(container.querySelector('[data-ui="VendorStrip.Track"]')).toHaveAttribute(
      'data-animated',
    );
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(onPausedChange).toHaveBeenLastCalledWith(true);
    expect(root).toHaveAttribute('data-paused');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(root).not.toHaveAttribute('data-paused');
  });

  test('when every logo fits it stands still: no copy, no control', () => {
    const { container } = render(<VendorStrip vendors={vendors.slice(0, 5)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelectorAll('[data-ui="VendorStrip.Group"]')).toHaveLength(1);
    expect(container.querySelector('[data-ui="VendorStrip.Track"]')).not.toHaveAttribute(
      'data-animated',
    );
  });

  test('with reduced motion it is a static grid', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    try {
      const { container } = render(<VendorStrip vendors={vendors} />);
      expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
      expect(container.querySelectorAll('[data-ui="VendorStrip.Group"]')).toHaveLength(1);
    } finally {
      matchMedia.mockRestore();
    }
  });

  test('marks the direction so the loop runs the other way right to left', () => {
    const { container } = render(<VendorStrip vendors={vendors} />, { dir: 'rtl' });
    expect(container.querySelector('[data-ui="VendorStrip"]')).toHaveAttribute('data-dir', 'rtl');
  });

  test('renders nothing when only TCG vendors remain', () => {
    render(<VendorStrip vendors={[{ code: 'TCG_SEA', name: 'TCG', logo }]} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
