import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultBrand, getBrand } from '@lobby/theme';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import type { VendorLogo } from '../VendorStrip';
import { SiteFooter } from './SiteFooter';

/** Re-roots the story right to left, as the locale toolbar would. */
function RightToLeftRoot({ children }: { children: ReactNode }) {
  const { theme } = useThemeScope();
  return (
    <ThemeRoot brand={getBrand(theme.brandCode) ?? defaultBrand} mode={theme.mode} dir="rtl">
      {children}
    </ThemeRoot>
  );
}

function logo(label: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 50"><rect width="150" height="50" rx="8" fill="${color}"/><text x="75" y="32" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const vendors: VendorLogo[] = [
  'PG',
  'JILI',
  'EVO',
  'PP',
  'FC',
  'KA',
  'SPADE',
  'CQ9',
  'JDB',
  'YB',
  'SABA',
  'TCG_SEA',
].map((code, i) => ({
  code,
  name: `${code} Gaming`,
  logo: logo(code, i % 2 ? '#1d4ed8' : '#b91c1c'),
}));

const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  args: {
    licences: [
      {
        authority: 'MGA',
        number: 'MGA/B2C/123/2020',
        url: 'https://authorisation.mga.org.mt/verification',
      },
      { authority: 'BVI', number: 'BVI-2026-7', url: 'https://licences.example.vg/7' },
    ],
    helpLinks: [
      { label: 'About us', href: '/help#about' },
      { label: 'Terms and conditions', href: '/help#term' },
      { label: 'Privacy policy', href: '/help#privacy' },
      { label: 'Responsible gaming', href: '/help#responsible' },
    ],
    apps: { ios: 'https://apps.example.com/ios', android: 'https://apps.example.com/android' },
    vendors,
    showAgeNotice: true,
    minimumAge: 18,
    copyright: '© 2026 Lobby. All rights reserved.',
    onNavigate: fn(),
  },
  argTypes: {
    licences: { control: 'object' },
    helpLinks: { control: 'object' },
    vendors: { control: 'object' },
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const HelpLinkRoutes: Story = {
  play: async ({ canvas, args }) => {
    const help = canvas.getByRole('navigation', { name: 'Help' });
    await userEvent.click(within(help).getByRole('link', { name: 'Terms and conditions' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/help#term', expect.anything());
    await expect(canvas.getByRole('link', { name: /^Malta Gaming Authority/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

export const Minimal: Story = {
  args: { licences: [], helpLinks: [], apps: {}, vendors: [], copyright: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByText(/Please play responsibly/)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <RightToLeftRoot>
      <SiteFooter {...args} />
    </RightToLeftRoot>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
