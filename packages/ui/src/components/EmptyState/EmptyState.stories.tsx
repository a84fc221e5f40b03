import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: '🗂',
    title: 'No records',
    description: 'Nothing matches these filters. Try a wider date range.',
    titleAs: 'p',
  },
  argTypes: {
    icon: { control: 'text' },
    titleAs: { control: 'inline-radio', options: ['h2', 'h3', 'h4', 'p'] },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'No messages yet' },
};

const onClear = fn();

export const WithAction: Story = {
  args: {
    titleAs: 'h2',
    action: (
      <Button variant="secondary" onClick={onClear}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No records' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(onClear).toHaveBeenCalled();
  },
};
