import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './IconButton';

const Bell = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10 21a2 2 0 0 0 4 0" />
  </svg>
);

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: {
    label: 'Notifications',
    children: <Bell />,
    variant: 'ghost',
    size: 'md',
    round: false,
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} variant="primary" label="Primary notifications" />
      <IconButton {...args} variant="secondary" label="Secondary notifications" />
      <IconButton {...args} variant="ghost" label="Ghost notifications" />
      <IconButton {...args} variant="danger" label="Danger notifications" />
      <IconButton {...args} variant="secondary" round label="Round notifications" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
  },
};

export const Sizes: Story = {
  args: { variant: 'secondary' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="sm" label="Small" />
      <IconButton {...args} size="md" label="Medium" />
      <IconButton {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    // Every size meets the 24 px minimum target.
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const NamedAndClicked: Story = {
  play: async ({ canvas, args, step }) => {
    const button = canvas.getByRole('button', { name: 'Notifications' });
    await step('the label is the accessible name', async () => {
      await expect(button).toHaveAccessibleName('Notifications');
    });
    await step('click, Enter and Space reach the handler', async () => {
      await userEvent.click(button);
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onClick).toHaveBeenCalledTimes(3);
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'secondary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Notifications' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
