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
    responsibleGamingHref: '/responsible-gaming',
    helpOrganisations: [{ name: 'Responsible Gaming Foundation', url: 'https://www.rgf.org.mt/' }],
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
    const responsible = canvas.getByRole('navigation', { name: 'Responsible gaming' });
    await userEvent.click(within(responsible).getByRole('link', { name: 'Responsible gaming' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/responsible-gaming', expect.anything());
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

/** The footer and every link in it: inside the screen, each link at least 24 px high (WCAG 2.2). */
async function footerFitsThePhone(footer: HTMLElement) {
  const box = footer.getBoundingClientRect();
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  for (const link of within(footer).getAllByRole('link')) {
    const target = link.getBoundingClientRect();
    await expect(target.width).toBeGreaterThanOrEqual(24);
    await expect(target.height).toBeGreaterThanOrEqual(24);
    await expect(target.left).toBeGreaterThanOrEqual(box.left);
    await expect(target.right).toBeLessThanOrEqual(box.right);
  }
  const columns = footer.querySelector<HTMLElement>('[data-ui="SiteFooter.Columns"]')!;
  // One column: help, licences and the app codes one under the other.
  await expect(getComputedStyle(columns).gridTemplateColumns.split(' ')).toHaveLength(1);
  const strip = footer.querySelector<HTMLElement>('[data-ui="VendorStrip"]')!;
  await expect(strip.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
}

/** On a 360 px phone: help, licences and app codes in one column, then the providers and 18+. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await footerFitsThePhone(footer);
    const help = canvas.getByRole('navigation', { name: 'Help' });
    const licences = canvas.getByRole('heading', { name: 'Licences' });
    await expect(licences.getBoundingClientRect().top).toBeGreaterThan(
      help.getBoundingClientRect().bottom,
    );
    for (const name of ['Download the iOS app', 'Download the Android app']) {
      const code = canvas.getByRole('img', { name });
      await expect(code).toBeVisible();
      await expect(code.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(canvas.getByText(/Please play responsibly/)).toBeVisible();
  },
};

/** On a 360 px phone in Arabic: the same column right-aligned, the 18+ badge at the right. */
export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvas, canvasElement }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await footerFitsThePhone(footer);
    await expect(canvas.getByRole('navigation', { name: 'المساعدة' })).toBeVisible();
    const licence = canvas.getByRole('link', { name: /^هيئة الألعاب في مالطا/ });
    const seal = licence.querySelector<HTMLElement>('[data-ui="SiteFooter.Seal"]')!;
    // The seal leads the badge: at its right edge right to left.
    await expect(seal.getBoundingClientRect().right).toBeGreaterThan(
      licence.getBoundingClientRect().right - 12,
    );
    const notice = canvasElement.querySelector<HTMLElement>('[data-ui="SiteFooter.AgeNotice"]')!;
    const badge = notice.querySelector<HTMLElement>('[data-ui="SiteFooter.AgeBadge"]')!;
    await expect(badge.getBoundingClientRect().left).toBeGreaterThan(
      notice.querySelector('span:not([aria-hidden])')!.getBoundingClientRect().right - 1,
    );
  },
};
