import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
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
