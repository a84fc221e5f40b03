import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Refresh balance',
    side: 'top',
    align: 'center',
    delayDuration: 300,
    onOpenChange: fn(),
    // An icon button keeps its own name; the tooltip only adds a description.
    children: (
      <Button variant="secondary" aria-label="Refresh">
        <span aria-hidden="true">↻</span>
      </Button>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    content: { control: 'text' },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '64px 96px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const OnFocus: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh balance');
    await expect(button).toHaveAccessibleName('Refresh');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OnHover: Story = {
  args: { delayDuration: 0 },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh balance');
  },
};
