import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  TeamOverview,
  type TeamOverviewFigures,
  type TeamOverviewPeriod,
  type TeamOverviewProps,
} from './TeamOverview';

const FIGURES: TeamOverviewFigures = {
  teamSize: 14,
  directMembers: 4,
  newMembers: 2,
  activeMembers: 9,
  betAmount: 1_284_050,
  validBet: 1_190_000,
  profitLoss: -215_375,
  income: 17_850,
  deposits: 600_000,
  withdrawals: 125_000,
};

/** The period held by the story, as the site holds it in its query. */
function Stateful(args: TeamOverviewProps) {
  const [period, setPeriod] = useState<TeamOverviewPeriod>(args.period);
  return (
    <TeamOverview
      {...args}
      period={period}
      onPeriodChange={(next) => {
        args.onPeriodChange(next);
        setPeriod(next);
      }}
    />
  );
}

const meta = {
  title: 'Agent/TeamOverview',
  component: TeamOverview,
  tags: ['autodocs'],
  args: { period: 'today', onPeriodChange: fn(), figures: FIGURES, onRetry: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TeamOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures of today; arrow keys move the period and the site is asked for the new one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Team size').nextElementSibling).toHaveTextContent('14');
    await expect(canvas.getByText('Profit and loss').nextElementSibling).toHaveTextContent(
      '-P2,153.75',
    );
    canvas.getByRole('radio', { name: 'Today' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onPeriodChange).toHaveBeenCalledWith('yesterday');
    await expect(canvas.getByRole('radio', { name: 'Yesterday' })).toBeChecked();
  },
};

export const Loading: Story = { args: { figures: null } };

export const LoadFailed: Story = {
  args: { error: 'The network is not responding. Check your connection and try again.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const RightToLeft: Story = { globals: { locale: 'AR' }, args: { period: 'month' } };
