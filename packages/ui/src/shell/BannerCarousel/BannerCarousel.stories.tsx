import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { defaultBrand, getBrand } from '@lobby/theme';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import { BannerCarousel } from './BannerCarousel';
import type { BannerItem } from './bannerLink';

/** Re-roots the story right to left, as the locale toolbar would. */
function RightToLeftRoot({ children }: { children: ReactNode }) {
  const { theme } = useThemeScope();
  return (
    <ThemeRoot brand={getBrand(theme.brandCode) ?? defaultBrand} mode={theme.mode} dir="rtl">
      {children}
    </ThemeRoot>
  );
}

/** A drawn stand-in for a banner picture (no network in the story tests). */
function picture(label: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 500"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="500" fill="url(#g)"/><text x="120" y="280" font-family="sans-serif" font-size="96" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const banners: BannerItem[] = [
  {
    bannerId: 1,
    url: picture('Weekend bonus', '#5b21b6', '#be185d'),
    title: 'Weekend bonus: 10% up to P 500',
    linkageType: 'URL',
    linkage: 'https://promo.example.com/weekend',
  },
  {
    bannerId: 2,
    url: picture('New slot games', '#0f766e', '#1d4ed8'),
    title: 'New slot games',
    linkageType: 'PROMOTION',
    linkage: '7',
  },
  { bannerId: 3, url: picture('Refer a friend', '#b45309', '#b91c1c') },
];

const meta = {
  title: 'Shell/BannerCarousel',
  component: BannerCarousel,
  tags: ['autodocs'],
  args: {
    banners,
    hrefFor: (banner: BannerItem) =>
      banner.linkageType === 'PROMOTION' ? `/promoDetail?id=${banner.linkage}` : undefined,
    onBannerClick: fn(),
    resetKey: '/',
    aspectRatio: '16 / 5',
    autoplay: true,
    autoplayDelay: 5000,
  },
  argTypes: { banners: { control: 'object' }, hrefFor: { control: false } },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Links: Story = {
  args: { autoplay: false },
  play: async ({ canvas, args, step }) => {
    await step('a URL banner is an external link', async () => {
      const link = canvas.getByRole('link', { name: /Weekend bonus/ });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await step('a promotion banner goes through the callback', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 2' }));
      const link = canvas.getByRole('link', { name: 'New slot games' });
      await expect(link).toHaveAttribute('href', '/promoDetail?id=7');
      await userEvent.click(link);
      await expect(args.onBannerClick).toHaveBeenCalledWith(banners[1], expect.anything());
    });
    await step('an unlinked banner has a generic name', async () => {
      await expect(canvas.getByRole('img', { name: 'Banner 3' }).closest('a')).toBeNull();
    });
  },
};

export const PauseAutoplay: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
  },
};

export const SingleBanner: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NoBanners: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ui="BannerCarousel"]')).toBeNull();
  },
};

export const RightToLeft: Story = {
  args: { autoplay: false },
  render: (args) => (
    <RightToLeftRoot>
      <BannerCarousel {...args} />
    </RightToLeftRoot>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Banners' }).closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
  },
};

/** Every button of the carousel's controls: at least 24 x 24 px (WCAG 2.2) and inside the screen. */
async function controlsFitThePhone(region: HTMLElement) {
  const controls = region.querySelectorAll<HTMLElement>('[data-ui="Carousel.Controls"] button');
  await expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  }
}

/** On a 360 px phone: the banner spans the screen at 16:5, its controls under it full targets. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Banners' });
    await expect(canvas.getByRole('img', { name: 'Weekend bonus: 10% up to P 500' })).toBeVisible();
    const frame = canvasElement.querySelector<HTMLElement>('[data-ui="BannerCarousel.Frame"]')!;
    const box = frame.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.width).toBeGreaterThan(window.innerWidth * 0.8);
    await expect(Math.abs(box.height - (box.width * 5) / 16)).toBeLessThan(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await controlsFitThePhone(region);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  },
};

/** On a 360 px phone in Arabic: the controls run right to left; next brings banner 2 in. */
export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  args: { autoplay: false },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'اللافتات' });
    await expect(region.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await controlsFitThePhone(region);
    const previous = canvas.getByRole('button', { name: 'الشريحة السابقة' });
    const next = canvas.getByRole('button', { name: 'الشريحة التالية' });
    await expect(next.getBoundingClientRect().right).toBeLessThan(
      previous.getBoundingClientRect().left,
    );
    await userEvent.click(next);
    const viewport = canvasElement.querySelector<HTMLElement>('[data-ui="Carousel.Viewport"]')!;
    const second = canvasElement.querySelectorAll<HTMLElement>('[data-ui="Carousel.Slide"]')[1]!;
    await waitFor(() => expect(second).toHaveAttribute('data-selected', 'true'));
    await waitFor(() =>
      expect(
        Math.abs(second.getBoundingClientRect().right - viewport.getBoundingClientRect().right),
      ).toBeLessThan(1),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
