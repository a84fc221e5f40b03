import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../../member/shared/phoneChecks';
import { FreeSpins, type FreeSpinsProps } from './FreeSpins';

/** The spins with the server's answer held by the story: a claim grants them all. */
function Stateful(args: FreeSpinsProps) {
  const [granted, setGranted] = useState(args.granted);
  return (
    <FreeSpins
      {...args}
      granted={granted}
      left={granted && !args.granted ? args.spins : args.left}
      onClaim={async () => {
        await args.onClaim();
        setGranted(true);
      }}
    />
  );
}

const meta = {
  title: 'Promotions/FreeSpins',
  component: FreeSpins,
  tags: ['autodocs'],
  args: {
    game: { id: 41, name: 'Lucky Reels', vendor: 'PG Soft' },
    granted: false,
    spins: 20,
    left: 0,
    stake: 20,
    won: 0,
    currency: 'P',
    onClaim: fn(),
    onPlay: fn(),
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FreeSpins>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClaimThenPlay: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('20 to claim')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim 20 free spins' }));
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
    const play = await canvas.findByRole('button', { name: 'Play Lucky Reels' });
    await expect(canvas.getByText('20 of 20')).toBeVisible();
    play.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};

export const SpinsPlayed: Story = {
  args: { granted: true, left: 7, won: 260 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('7 of 20')).toBeVisible();
    await expect(canvas.getByText('P2.60')).toBeVisible();
    await expect(canvas.getByText('P0.20')).toBeVisible();
    // The game's card opens the game too.
    await userEvent.click(canvas.getByRole('button', { name: /^Lucky Reels/ }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};

export const OnAPhoneRightToLeft: Story = {
  args: { granted: true, left: 0, won: 1_200 },
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="FreeSpins"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
