import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { BannerCarousel } from './BannerCarousel';
import { bannerLink, type BannerItem } from './bannerLink';

const image = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const banners: BannerItem[] = [
  {
    bannerId: 1,
    url: image,
    title: 'Weekend bonus',
    linkageType: 'URL',
    linkage: 'https://promo.example/w',
  },
  { bannerId: 2, url: image, linkageType: 'PROMOTION', linkage: '7' },
  { bannerId: 3, url: image, title: 'Plain picture' },
];
const hrefFor = (banner: BannerItem) =>
  banner.linkageType === 'PROMOTION' ? `/promoDetail?id=${banner.linkage}` : undefined;

describe('bannerLink', () => {
  test.each<[string, BannerItem, ReturnType<typeof bannerLink>]>([
    [
      'https URL',
      { bannerId: 1, url: '', linkageType: 'URL', linkage: 'https://a.example/x' },
      { kind: 'external', href: 'https://a.example/x' },
    ],
    [
      'http URL is refused',
      { bannerId: 1, url: '', linkageType: 'URL', linkage: 'http://a.example' },
      null,
    ],
    [
      'javascript: is refused',
      { bannerId: 1, url: '', linkageType: 'URL', linkage: 'javascript:alert(1)' },
      null,
    ],
    ['not a URL', { bannerId: 1, url: '', linkageType: 'URL', linkage: 'promo page' }, null],
    ['URL without linkage', { bannerId: 1, url: '', linkageType: 'URL' }, null],
    [
      'promotion with a site path',
      { bannerId: 1, url: '', linkageType: 'PROMOTION', linkage: '7' },
      { kind: 'internal', href: '/promoDetail?id=7' },
    ],
    ['no linkage type', { bannerId: 1, url: '' }, null],
  ])('%s', (_, banner, expected) => {
    expect(bannerLink(banner, hrefFor)).toEqual(expected);
  });

  test('a protocol-relative or absolute href from the builder is refused', () => {
    const game: BannerItem = { bannerId: 1, url: '', linkageType: 'GAME', linkage: 'x' };
    expect(bannerLink(game, () => '//evil.example/x')).toBeNull();
    expect(bannerLink(game, () => 'https://evil.example/x')).toBeNull();
    expect(bannerLink(game)).toBeNull();
  });
});

describe('BannerCarousel', () => {
  test('renders nothing without banners', () => {
    const { container } = render(<BannerCarousel banners={[]} />);
    expect(container.querySelector('[data-ui="BannerCarousel"]')).toBeNull();
  });

  test('a named carousel; images carry the title or a generic "Banner N"', () => {
    render(<BannerCarousel banners={banners} hrefFor={hrefFor} />);
    const region = screen.getByRole('region', { name: 'Banners' });
    expect(within(region).getByRole('img', { name: 'Weekend bonus' })).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Banner 2' })).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Plain picture' })).toBeInTheDocument();
    // The first image loads at once; the others wait.
    expect(screen.getByRole('img', { name: 'Weekend bonus' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Banner 2' })).toHaveAttribute('loading', 'lazy');
  });

  test('a URL banner is an external link opening a new tab', () => {
    render(<BannerCarousel banners={banners} hrefFor={hrefFor} />);
    const link = screen.getByRole('link', { name: 'Weekend bonus (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://promo.example/w');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a banner without linkage is not a link', () => {
    render(<BannerCarousel banners={banners} hrefFor={hrefFor} />);
    expect(screen.getByRole('img', { name: 'Plain picture' }).closest('a')).toBeNull();
  });

  test('a promotion banner links to the built href and hands a plain click to the caller', async () => {
    const user = userEvent.setup();
    const onBannerClick = vi.fn();
    render(<BannerCarousel banners={banners} hrefFor={hrefFor} onBannerClick={onBannerClick} />);
    const link = screen.getByRole('link', { name: 'Banner 2' });
    expect(link).toHaveAttribute('href', '/promoDetail?id=7');
    await user.click(link);
    expect(onBannerClick).toHaveBeenCalledWith(banners[1], expect.anything());
    // A ctrl-click is the browser's: a new tab, not the callback.
    fireEvent.click(link, { ctrlKey: true });
    expect(onBannerClick).toHaveBeenCalledTimes(1);
  });

  test('one banner: no dots, arrows or pause control', () => {
    render(<BannerCarousel banners={banners.slice(2)} />);
    expect(screen.getByRole('img', { name: 'Plain picture' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('several banners: clickable dots and a pause control', () => {
    render(<BannerCarousel banners={banners} />);
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  test('a new resetKey rebuilds the carousel', () => {
    const { rerender } = render(<BannerCarousel banners={banners} resetKey="/rng" />);
    const before = screen.getByRole('img', { name: 'Plain picture' });
    rerender(<BannerCarousel banners={banners} resetKey="/live" />);
    expect(screen.getByRole('img', { name: 'Plain picture' })).not.toBe(before);
  });

  test('the box keeps a fixed aspect ratio', () => {
    const { container } = render(<BannerCarousel banners={banners} aspectRatio="3 / 1" />);
    const frame = container.querySelector<HTMLElement>('[data-ui="BannerCarousel.Frame"]')!;
    expect(frame.style.getPropertyValue('--banner-ratio')).toBe('3 / 1');
  });
});
