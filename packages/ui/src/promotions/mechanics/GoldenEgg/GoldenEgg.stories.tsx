import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../../member/shared/phoneChecks';
import { GoldenEgg, type EggResult, type GoldenEggProps } from './GoldenEgg';

/** The eggs with the server's answers held by the story: every egg holds 8.00. */
function Stateful(args: GoldenEggProps) {
  const [result, setResult] = useState<EggResult | null>(args.result);
  const [tickets, setTickets] = useState(args.tickets);
  return (
    <GoldenEgg
      {...args}
      result={result}
      tickets={tickets}
      onSmash={async (egg) => {
        await args.onSmash(egg);
        setTickets((left) => left - 1);
        setResult((last) => ({ egg, amount: 800, smash: (last?.smash ?? 0) + 1 }));
      }}
    />
  );
}

const meta = {
  title: 'Promotions/GoldenEgg',
  component: GoldenEgg,
  tags: ['autodocs'],
  args: {
    eggs: 3,
    tickets: 1,
    betPerTicket: 50_000,
    towardsNext: 12_000,
    result: null,
    currency: 'P',
    onSmash: fn(),
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof GoldenEgg>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SmashWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Smash egg 1' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Smash egg 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSmash).toHaveBeenCalledWith(1);
    await expect(await canvas.findByRole('button', { name: 'Egg 2: P8.00' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Egg 2 held P8.00');
    await expect(
      canvas.getByText('Tickets: 0. Pick an egg to smash it with a ticket.'),
    ).toBeVisible();
  },
};

export const NoTickets: Story = {
  args: { tickets: 0 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Smash egg 1' }));
    await expect(args.onSmash).not.toHaveBeenCalled();
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="GoldenEgg"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
