import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Primitives/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { children: 'Hot', tone: 'danger' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'accent', 'danger', 'success', 'warning'],
    },
    children: { control: 'text' },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge tone="neutral">Demo</StatusBadge>
      <StatusBadge tone="accent">New</StatusBadge>
      <StatusBadge tone="danger">Hot</StatusBadge>
      <StatusBadge tone="success">Online</StatusBadge>
      <StatusBadge tone="warning">Maintenance</StatusBadge>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of ['Demo', 'New', 'Hot', 'Online', 'Maintenance']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};
