import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { defaultBrand, getBrand } from '@lobby/theme';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import { Marquee } from './Marquee';

/** Re-roots the story right to left, as the locale toolbar would. */
function RightToLeftRoot({ children }: { children: ReactNode }) {
  const { theme } = useThemeScope();
  return (
    <ThemeRoot brand={getBrand(theme.brandCode) ?? defaultBrand} mode={theme.mode} dir="rtl">
      {children}
    </ThemeRoot>
  );
}

const notices = [
  'Scheduled maintenance tonight from 02:00 to 04:00',
  'New slot games from three vendors this week',
  'Weekend deposit bonus: 10% up to P 500',
  'Download the app for faster withdrawals',
];

const meta = {
  title: 'Primitives/Marquee',
  component: Marquee,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Notices',
    items: notices,
    speed: 60,
    defaultPaused: false,
    onItemClick: fn(),
    onPausedChange: fn(),
  },
  argTypes: { items: { control: 'object' } },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Paused: Story = { args: { defaultPaused: true } };

export const FewItems: Story = { args: { items: ['Weekend deposit bonus'] } };

function track(canvasElement: HTMLElement) {
  return canvasElement.querySelector<HTMLElement>('[data-ui="Marquee.Track"]')!;
}

export const PauseAndPlay: Story = {
  play: async ({ canvas, canvasElement, args, step }) => {
    await step('the control pauses the animation', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
      await expect(args.onPausedChange).toHaveBeenLastCalledWith(true);
      await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused');
    });
    await step('and resumes it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
      await expect(args.onPausedChange).toHaveBeenLastCalledWith(false);
    });
  },
};

/** Focus inside stops it (hover does the same through CSS :hover, which scripted events cannot reach). */
export const StopsOnFocus: Story = {
  play: async ({ canvas, canvasElement, args, step }) => {
    const entry = canvas.getByRole('button', { name: notices[1]! });
    await step('focus on an entry stops it', async () => {
      entry.focus();
      await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused');
    });
    await step('Enter opens that entry', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onItemClick).toHaveBeenCalledWith(1);
    });
    await step('focus leaving lets it run again', async () => {
      entry.blur();
      await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('running');
    });
  },
};

export const RightToLeft: Story = {
  args: { 'aria-label': 'الإعلانات', items: ['صيانة مجدولة الليلة', 'ألعاب جديدة'] },
  decorators: [(Story) => <RightToLeftRoot>{Story()}</RightToLeftRoot>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'الإعلانات' })).toHaveAttribute(
      'data-dir',
      'rtl',
    );
  },
};
