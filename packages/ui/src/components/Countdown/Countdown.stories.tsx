import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Countdown } from './Countdown';

// Fixed offsets from the moment the story renders, so each story shows the same kind of value.
const meta = {
  title: 'Primitives/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { endTime: 0, onComplete: fn(), completeMessage: 'The offer has ended' },
  argTypes: { endTime: { control: false } },
  render: function Render(args) {
    const [end] = useState(() => Date.now() + (Number(args.endTime) || 5 * 60_000));
    return <Countdown {...args} endTime={end} />;
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `endTime` here is an offset in ms from when the story renders (5 minutes by default). */
export const Playground: Story = {};

export const Hours: Story = { args: { endTime: (3 * 3600 + 25 * 60) * 1000 } };

export const Days: Story = {
  args: { endTime: (2 * 86_400 + 4 * 3600) * 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^2d 0[34]:\d\d:\d\d$/);
  },
};

export const Completes: Story = {
  args: { endTime: 1500 },
  play: async ({ canvas, args }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(timer).toHaveTextContent('00:00'), { timeout: 4000 });
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('The offer has ended');
  },
};
