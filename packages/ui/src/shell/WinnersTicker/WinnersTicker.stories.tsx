import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { defaultBrand, getBrand } from '@lobby/theme';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import { WinnersTicker } from './WinnersTicker';
import { sampleWinners } from './WinnersTicker.fixtures';

/** Re-roots the story right to left, as the locale toolbar would. */
function RightToLeftRoot({ children }: { children: ReactNode }) {
  const { theme } = useThemeScope();
  return (
    <ThemeRoot brand={getBrand(theme.brandCode) ?? defaultBrand} mode={theme.mode} dir="rtl">
      {children}
    </ThemeRoot>
  );
}

const meta = {
  title: 'Shell/WinnersTicker',
  component: WinnersTicker,
  tags: ['autodocs'],
  args: {
    winners: sampleWinners,
    currency: 'P',
    speed: 50,
    loading: false,
    failed: false,
    defaultPaused: false,
    onRetry: fn(),
    onPausedChange: fn(),
  },
  argTypes: { winners: { control: 'object' } },
} satisfies Meta<typeof WinnersTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PauseAndPlay: Story = {
  play: async ({ canvas, canvasElement, args, step }) => {
    const region = canvas.getByRole('region', { name: 'Latest wins' });
    await expect(region).toBeVisible();
    await step('the control pauses the line', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
      await expect(args.onPausedChange).toHaveBeenLastCalledWith(true);
      const track = canvasElement.querySelector<HTMLElement>('[data-ui="Marquee.Track"]')!;
      await expect(getComputedStyle(track).animationPlayState).toBe('paused');
    });
    await step('and starts it again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
      await expect(args.onPausedChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the latest wins');
  },
};

export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const OneWin: Story = { args: { winners: sampleWinners.slice(0, 1) } };

/** A 360 px phone: the trophy alone labels the line, the wins keep their one line. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const RightToLeft: Story = {
  args: { 'aria-label': 'أحدث الأرباح', defaultPaused: true },
  decorators: [
    (Story) => (
      <RightToLeftRoot>
        <Story />
      </RightToLeftRoot>
    ),
  ],
};

/** On a 360 px phone: the trophy alone labels the line, the wins scroll by beside a whole pause. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const ticker = canvasElement.querySelector<HTMLElement>('[data-ui="WinnersTicker"]')!;
    const box = ticker.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Still one 3rem line.
    await expect(Math.round(box.height)).toBe(48);
    // Below 30rem the visible words give way to the trophy; the region keeps its name.
    await expect(canvas.getByRole('region', { name: 'Latest wins' })).toBeVisible();
    await expect(canvas.queryByText('Latest wins')).not.toBeVisible();
    await expect(canvasElement.querySelector('[data-ui="WinnersTicker.Trophy"]')).toBeVisible();
    const pause = canvas.getByRole('button', { name: 'Pause' });
    const target = pause.getBoundingClientRect();
    await expect(target.width).toBeGreaterThanOrEqual(24);
    await expect(target.height).toBeGreaterThanOrEqual(24);
    await expect(target.right).toBeLessThanOrEqual(box.right);
  },
};
