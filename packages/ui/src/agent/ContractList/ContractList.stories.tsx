import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { sampleContract, SAMPLE_NOW } from '../shared/samples';
import { ContractList } from './ContractList';

const given = [
  sampleContract('dividend', { id: 1, downlineAccount: 'subagent01', status: 'active' }),
  sampleContract('dividend', { id: 2, downlineAccount: 'subagent02', status: 'pending' }),
  sampleContract('dividend', {
    id: 3,
    downlineAccount: 'subagent03',
    status: 'terminated',
    endReason: 'lowerRate',
    endedAt: SAMPLE_NOW,
  }),
];

const held = [
  sampleContract('dailyWage', { id: 4, status: 'active', decidedAt: SAMPLE_NOW }),
  sampleContract('dailyWage', { id: 5, status: 'rejected', uplineAccount: null }),
];

const meta = {
  title: 'Agent/ContractList',
  component: ContractList,
  tags: ['autodocs'],
  args: { scope: 'given', contracts: given, onTerminate: fn() },
} satisfies Meta<typeof ContractList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Given: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Terminate' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Terminate this contract?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await expect(args.onTerminate).toHaveBeenCalledWith(given[0]);
  },
};

export const Held: Story = {
  args: { scope: 'held', contracts: held },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The operator')).toBeVisible();
  },
};

export const Empty: Story = { args: { contracts: [] } };
