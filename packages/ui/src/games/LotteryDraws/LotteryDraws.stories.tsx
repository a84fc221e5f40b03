import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { LotteryDraws, type LotteryDrawsProps } from './LotteryDraws';
import { sampleDraws } from './LotteryDraws.fixtures';

const draws = sampleDraws(25);

const meta = {
  title: 'Games/LotteryDraws',
  component: LotteryDraws,
  tags: ['autodocs'],
  args: {
    draws,
    loading: false,
    failed: false,
    timeZone: 'Asia/Ho_Chi_Minh',
    olderPageSize: 10,
  },
  argTypes: { draws: { control: false } },
} satisfies Meta<typeof LotteryDraws>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LatestInFull: Story = {
  play: async ({ canvas }) => {
    const latest = canvas.getByRole('table', { name: /^Latest draw 20250314/ });
    await expect(within(latest).getAllByRole('rowheader')).toHaveLength(8);
    await expect(within(latest).getByRole('rowheader', { name: 'Special prize' })).toBeVisible();
  },
};

export const ExpandEarlierDraw: Story = {
  play: async ({ canvas, step }) => {
    const toggle = canvas.getByRole('button', { name: 'All numbers of draw 20250313' });
    await step('a row opens to the draw’s full table', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const full = canvas.getByRole('table', { name: 'All numbers of draw 20250313' });
      await expect(within(full).getAllByRole('rowheader')).toHaveLength(8);
    });
    await step('and folds again from the keyboard', async () => {
      toggle.focus();
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(
        canvas.queryByRole('table', { name: 'All numbers of draw 20250313' }),
      ).toBeNull();
    });
  },
};

export const ShowMoreDraws: Story = {
  play: async ({ canvas }) => {
    const older = canvas.getByRole('table', { name: 'Earlier draws' });
    await expect(within(older).getAllByRole('rowheader')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more draws' }));
    await expect(within(older).getAllByRole('rowheader')).toHaveLength(20);
  },
};

export const SingleDraw: Story = {
  args: { draws: draws.slice(0, 1) },
};

export const Loading: Story = {
  args: { draws: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading results');
  },
};

export const Failed: Story = {
  args: {
    draws: [],
    failed: true,
    failureMessage: 'System error. Please try again later.',
    onRetry: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('System error. Please try again later.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { draws: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results yet')).toBeVisible();
  },
};

/** Another game's draws load in the room the current ones took, so nothing below jumps. */
function SwitchDemo(args: LotteryDrawsProps) {
  const [loading, setLoading] = useState(false);
  const [offset, setOffset] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const next = () => {
    setLoading(true);
    timer.current = setTimeout(() => {
      setOffset((current) => current + 1);
      setLoading(false);
    }, 400);
  };
  return (
    <div>
      <Button onClick={next}>Next game</Button>
      <LotteryDraws {...args} draws={args.draws.slice(offset)} loading={loading} />
    </div>
  );
}

export const LoadingKeepsHeight: Story = {
  render: (args) => <SwitchDemo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const region = () => canvasElement.querySelector<HTMLElement>('[data-ui="LotteryDraws"]')!;
    const loaded = region().getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: 'Next game' }));
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await expect(Math.abs(region().getBoundingClientRect().height - loaded)).toBeLessThanOrEqual(2);
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: /^Latest draw 20250313/ })).toBeVisible(),
    );
    await expect(Math.abs(region().getBoundingClientRect().height - loaded)).toBeLessThanOrEqual(2);
  },
};
