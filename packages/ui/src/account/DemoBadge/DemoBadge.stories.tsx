import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DemoBadge } from './DemoBadge';

const meta = {
  title: 'Account/DemoBadge',
  component: DemoBadge,
  tags: ['autodocs'],
  argTypes: { label: { control: 'text' } },
} satisfies Meta<typeof DemoBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('note', { name: 'Demo account: balances have no cash value' });
    await expect(badge).toHaveTextContent('Demo account');
  },
};

/** As it sits in the header, beside the account's name. */
export const InHeader: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span>guest_2841</span>
      <DemoBadge {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toBeVisible();
  },
};
