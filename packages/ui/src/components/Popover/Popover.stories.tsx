import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Popover, PopoverClose } from './Popover';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: {
    title: 'Download the app',
    hideTitle: false,
    hideCloseButton: false,
    side: 'bottom',
    align: 'center',
    onOpenChange: fn(),
    trigger: <Button variant="secondary">App download</Button>,
    children: (
      <>
        <p style={{ marginBlock: '0 12px' }}>Scan the code with your phone camera.</p>
        <PopoverClose>
          <Button size="sm">Done</Button>
        </PopoverClose>
      </>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    trigger: { control: false },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 280, display: 'grid', placeItems: 'start center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const popover = await screen.findByRole('dialog', { name: 'Download the app' });
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
  },
};

export const HiddenTitle: Story = {
  args: { defaultOpen: true, hideTitle: true, title: 'Balance details' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Balance details' })).toBeVisible();
  },
};

export const FocusRoundTrip: Story = {
  play: async ({ canvas, args, step }) => {
    const trigger = canvas.getByRole('button', { name: 'App download' });
    await step('Enter opens it and focus moves inside', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const popover = await screen.findByRole('dialog', { name: 'Download the app' });
      await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
    await step('the close button closes it too', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};
