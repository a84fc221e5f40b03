import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PROTECTION_STATES } from '@lobby/core';
import { ProtectionBadge } from './ProtectionBadge';

const meta = {
  title: 'Protection/ProtectionBadge',
  component: ProtectionBadge,
  tags: ['autodocs'],
  args: { state: 'limits' },
  argTypes: { state: { control: 'inline-radio', options: PROTECTION_STATES } },
} satisfies Meta<typeof ProtectionBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state side by side; "none" shows nothing. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {PROTECTION_STATES.map((state) => (
        <ProtectionBadge key={state} state={state} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Limits set')).toBeVisible();
    await expect(canvas.getByText('On a time-out')).toBeVisible();
    await expect(canvas.getByText('Self-excluded')).toBeVisible();
  },
};
