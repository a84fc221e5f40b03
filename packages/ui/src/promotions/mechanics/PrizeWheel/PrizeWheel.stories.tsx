import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../../member/shared/phoneChecks';
import { PrizeWheel, type PrizeWheelProps, type WheelLanding } from './PrizeWheel';

const segments = [0, 100, 200, 500, 1_000, 2_000, 5_000, 10_000];

/** The wheel with the server's answers held by the story: each spin lands on segment 3. */
function Stateful(args: PrizeWheelProps) {
  const [landed, setLanded] = useState<WheelLanding | null>(args.landed);
  const [spins, setSpins] = useState(args.spins);
  return (
    <PrizeWheel
      {...args}
      landed={landed}
      spins={spins}
      onSpin={async () => {
        await args.onSpin();
        setSpins((left) => left - 1);
        setLanded((last) => ({ segment: 3, amount: 500, spin: (last?.spin ?? 0) + 1 }));
      }}
    />
  );
}

const meta = {
  title: 'Promotions/PrizeWheel',
  component: PrizeWheel,
  tags: ['autodocs'],
  args: {
    segments,
    spins: 2,
    depositPerSpin: 10_000,
    towardsNext: 2_500,
    landed: null,
    currency: 'P',
    // A short turn keeps the stories quick; the site turns for SPIN_MS.
    spinMs: 200,
    onSpin: fn(),
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PrizeWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpinLandsOnTheServersSegment: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await expect(args.onSpin).toHaveBeenCalledTimes(1);
    // Announced (and shown) only once the wheel has stopped.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('You won P5.00'));
    await expect(canvas.getByText('Spins left: 1')).toBeVisible();
    // Segment 3's middle (157.5 degrees) is brought to the top: 5 turns and 202.5 degrees.
    const disc = canvas.getByRole('img', { name: /Prize wheel with 8 segments/ });
    await expect(disc.style.transform).toBe('rotate(2002.5deg)');
  },
};

export const NoSpinsLeft: Story = {
  args: { spins: 0, actionError: 'No spins left: deposits earn spins.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Spin' })).toBeDisabled();
    await expect(canvas.getByText(/Every P100.00 of deposits earns a spin/)).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="PrizeWheel"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
