import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { defaultBrand, getBrand } from '@lobby/theme';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import { VendorStrip, type VendorLogo } from './VendorStrip';

/** Re-roots the story right to left, as the locale toolbar would. */
function RightToLeftRoot({ children }: { children: ReactNode }) {
  const { theme } = useThemeScope();
  return (
    <ThemeRoot brand={getBrand(theme.brandCode) ?? defaultBrand} mode={theme.mode} dir="rtl">
      {children}
    </ThemeRoot>
  );
}

/** A drawn stand-in for a provider logo (no network in the story tests). */
function logo(label: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 50"><rect width="150" height="50" rx="8" fill="${color}"/><text x="75" y="32" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const colors = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#b45309', '#0e7490'];
const codes = [
  'PG',
  'JILI',
  'EVO',
  'PP',
  'FC',
  'KA',
  'SPADE',
  'CQ9',
  'JDB',
  'RICH88',
  'YB',
  'SABA',
  'TCG_SEA',
  'AE',
];
const vendors: VendorLogo[] = codes.map((code, i) => ({
  code,
  name: `${code} Gaming`,
  logo: logo(code, colors[i % colors.length]!),
}));

const meta = {
  title: 'Shell/VendorStrip',
  component: VendorStrip,
  tags: ['autodocs'],
  args: {
    vendors,
    speed: 3000,
    visible: 10,
    gap: 10,
    defaultPaused: false,
    onPausedChange: fn(),
  },
  argTypes: { vendors: { control: 'object' } },
} satisfies Meta<typeof VendorStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PauseAndTcgFilter: Story = {
  play: async ({ canvas, args, step }) => {
    await step('TCG vendors are not shown', async () => {
      // The logos render once the strip is near the viewport (at once, here).
      await expect(await canvas.findByRole('img', { name: 'PG Gaming' })).toBeInTheDocument();
      await expect(canvas.queryByRole('img', { name: 'TCG_SEA Gaming' })).toBeNull();
    });
    await step('the pause control stops the loop', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
      await expect(args.onPausedChange).toHaveBeenLastCalledWith(true);
      const track = canvas.getByRole('region').querySelector('[data-ui="VendorStrip.Track"]')!;
      await expect(getComputedStyle(track).animationPlayState).toBe('paused');
    });
  },
};

/** Fewer logos than slots: a static row. */
export const FewVendors: Story = {
  args: { vendors: vendors.slice(0, 4) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <RightToLeftRoot>
      <VendorStrip {...args} />
    </RightToLeftRoot>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ui="VendorStrip"]')).toHaveAttribute(
      'data-dir',
      'rtl',
    );
  },
};

/** Three logos across a phone's strip, a whole pause button beside them, nothing past the screen. */
async function stripFitsThePhone(region: HTMLElement, control: HTMLElement) {
  await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const viewport = region.querySelector<HTMLElement>('[data-ui="VendorStrip.Viewport"]')!;
  const item = region.querySelector<HTMLElement>('[data-ui="VendorStrip.Item"]')!;
  // Three logos and two 10 px gaps fill the strip's width.
  await expect(
    Math.abs(3 * item.getBoundingClientRect().width + 20 - viewport.clientWidth),
  ).toBeLessThan(2);
  const box = control.getBoundingClientRect();
  await expect(box.width).toBeGreaterThanOrEqual(24);
  await expect(box.height).toBeGreaterThanOrEqual(24);
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
}

/** On a 360 px phone: three provider logos across the strip, with a whole pause button. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('img', { name: 'PG Gaming' })).toBeVisible();
    const region = canvas.getByRole('region', { name: 'Game providers' });
    const pause = canvas.getByRole('button', { name: 'Pause' });
    await stripFitsThePhone(region, pause);
    await userEvent.click(pause);
    await expect(args.onPausedChange).toHaveBeenLastCalledWith(true);
  },
};

/** On a 360 px phone in Arabic: the pause button at the right, the first logo next to it. */
export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('img', { name: 'PG Gaming' });
    const region = canvas.getByRole('region', { name: 'مزوّدو الألعاب' });
    await expect(region).toHaveAttribute('data-dir', 'rtl');
    const pause = canvas.getByRole('button', { name: 'إيقاف مؤقت' });
    await stripFitsThePhone(region, pause);
    const viewport = region.querySelector<HTMLElement>('[data-ui="VendorStrip.Viewport"]')!;
    await expect(pause.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      viewport.getBoundingClientRect().right,
    );
    // The strip starts at its right edge.
    await expect(
      Math.abs(first.getBoundingClientRect().right - viewport.getBoundingClientRect().right),
    ).toBeLessThan(2);
  },
};
