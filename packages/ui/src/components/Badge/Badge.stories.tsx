import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { count: 3, label: '3 unread messages', max: 99 },
  argTypes: { count: { control: { type: 'number', min: 0 } } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Counts: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Badge count={1} label="1 unread message" />
      <Badge count={42} label="42 unread messages" />
      <Badge count={150} label="150 unread messages" />
      <Badge count={0} label="No unread messages" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('150 unread messages')).toBeInTheDocument();
    await expect(canvas.queryByText('No unread messages')).not.toBeInTheDocument();
  },
};

export const Zero: Story = {
  args: { count: 0, label: 'No unread messages' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ui="Badge"]')).toBeNull();
  },
};

/** On a button: the button's name includes what the count means. */
export const OnAButton: Story = {
  render: (args) => (
    <button
      type="button"
      style={{ display: 'inline-flex', gap: 8, alignItems: 'center', minHeight: 40 }}
    >
      Messages <Badge {...args} />
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Messages 3 unread messages' }),
    ).toBeInTheDocument();
  },
};
