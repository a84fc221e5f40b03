import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Badge } from '../Badge';
import { Avatar } from './Avatar';

// A tiny inline picture so the story never needs the network.
const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#3b6ea5"/><circle cx="20" cy="16" r="7" fill="#f2d3b3"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#f2d3b3"/></svg>',
  );

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Siti Aisyah', size: 'md', decorative: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    src: { control: 'text' },
    badge: { control: false },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Siti Aisyah' });
    await expect(avatar).toHaveTextContent('SA');
  },
};

export const WithPhoto: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Siti Aisyah' });
    await waitFor(() => expect(avatar.querySelector('img')?.complete).toBe(true));
  },
};

export const BrokenPhoto: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Siti Aisyah' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent('SA');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" src={photo} />
      <Avatar {...args} size="lg" name="Nguyễn Văn An" />
    </div>
  ),
};

export const WithBadge: Story = {
  args: { size: 'lg', badge: <Badge count={5} label="5 unread messages" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Siti Aisyah' })).toBeInTheDocument();
    await expect(canvas.getByText('5 unread messages')).toBeInTheDocument();
  },
};
