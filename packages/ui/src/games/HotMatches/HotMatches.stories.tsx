import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { readsRightToLeft } from '../../member/shared/phoneChecks';
import { HotMatches } from './HotMatches';

const AT = Date.UTC(2026, 10, 27, 18, 0, 0);
const TEAMS = [
  ['Manila Kings', 'Cebu Tide'],
  ['Bangkok United', 'Hanoi Stars'],
  ['Northbridge FC', 'Red Valley'],
  ['Davao Eagles', 'Iloilo Storm'],
] as const;

const meta = {
  title: 'Games/HotMatches',
  component: HotMatches,
  tags: ['autodocs'],
  args: {
    onBet: fn(),
    matches: TEAMS.map(([home, away], i) => ({
      id: `m-${i}`,
      league: 'Premier Football League',
      home,
      away,
      kickOff: AT + i * 7_200_000,
      odds: { home: 185 + i * 20, draw: 340, away: 410 - i * 30 },
    })),
  },
} satisfies Meta<typeof HotMatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByText('3.40')).toHaveLength(4);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Bet now on Bangkok United v Hanoi Stars' }),
    );
    await expect(args.onBet).toHaveBeenCalledWith(expect.objectContaining({ id: 'm-1' }));
  },
};

export const Failed: Story = {
  args: { matches: [], error: 'The link is abnormal. Please try again.', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="HotMatches"]')!;
    await readsRightToLeft(root);
    // The cards scroll sideways inside the row: the page itself never does, and the row fits.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const row = root.querySelector<HTMLElement>('[data-ui="HotMatches.Row"]')!;
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
