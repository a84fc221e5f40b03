import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AgentApplicationStatus } from './AgentApplicationStatus';

const submittedAt = Date.parse('2026-11-20T08:00:00Z');
const decidedAt = Date.parse('2026-11-22T09:30:00Z');

const meta = {
  title: 'Agent/AgentApplicationStatus',
  component: AgentApplicationStatus,
  tags: ['autodocs'],
  args: {
    application: { status: 'pending', submittedAt, decidedAt: null },
    onOpenAgentCentre: fn(),
    onApplyAgain: fn(),
  },
} satisfies Meta<typeof AgentApplicationStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Under review')).toBeVisible();
    await expect(canvas.queryByText('Decided')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Approved: Story = {
  args: { application: { status: 'approved', submittedAt, decidedAt } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Approved')).toBeVisible();
    await expect(canvas.getByText('Decided')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the agent centre' }));
    await expect(args.onOpenAgentCentre).toHaveBeenCalled();
  },
};

export const Rejected: Story = {
  args: { application: { status: 'rejected', submittedAt, decidedAt } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply again' }));
    await expect(args.onApplyAgain).toHaveBeenCalled();
  },
};
