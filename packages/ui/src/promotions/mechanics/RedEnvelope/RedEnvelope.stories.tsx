import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../../member/shared/phoneChecks';
import { RedEnvelope, type RedEnvelopeProps } from './RedEnvelope';

/** The envelope with its amount held by the story, as the site's panel holds the server's answer. */
function Stateful(args: RedEnvelopeProps) {
  const [openedAmount, setOpenedAmount] = useState(args.openedAmount);
  return (
    <RedEnvelope
      {...args}
      openedAmount={openedAmount}
      onOpen={async () => {
        await args.onOpen();
        setOpenedAmount(345);
      }}
    />
  );
}

const meta = {
  title: 'Promotions/RedEnvelope',
  component: RedEnvelope,
  tags: ['autodocs'],
  args: {
    openedAmount: null,
    min: 100,
    max: 888,
    // Relative to the story's load, so the countdown runs.
    nextAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    currency: 'P',
    onOpen: fn(),
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof RedEnvelope>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenToday: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the envelope' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('status')).toHaveTextContent('You got P3.45');
    await expect(canvas.queryByRole('button', { name: 'Open the envelope' })).toBeNull();
  },
};

export const OpenedAlready: Story = {
  args: { openedAmount: 512, actionError: "Today's red envelope has been opened already." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('P5.12')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('opened already');
  },
};

export const LoadFailed: Story = {
  args: { error: 'Link abnormal. Check your connection and retry.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="RedEnvelope"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
