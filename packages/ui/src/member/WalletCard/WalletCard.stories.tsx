import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { WalletCard } from './WalletCard';

const meta = {
  title: 'Member/WalletCard',
  component: WalletCard,
  tags: ['autodocs'],
  args: {
    balance: 1234567,
    sumBalance: 1598267,
    currency: 'P',
    isSingle: false,
    wallets: [
      { id: 'evo', name: 'Evolution Gaming', balance: 250000 },
      { id: 'pg', name: 'PG Soft', balance: 113700 },
      { id: 'jili', name: 'JILI', balance: 0 },
    ],
    onRefresh: fn(),
    onTransfer: fn(),
  },
} satisfies Meta<typeof WalletCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SingleWallet: Story = {
  args: { isSingle: true, wallets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const Refreshing: Story = { args: { refreshing: true } };

export const MovesMoney: Story = {
  play: async ({ canvas, args, step }) => {
    await step('too much is refused at the field', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '99999');
      await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
      await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
        'The amount is more than the balance of P12,345.67',
      );
    });
    await step('"All" moves the whole main balance', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'All' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
      await expect(args.onTransfer).toHaveBeenCalledWith({
        from: 'MAIN',
        to: 'evo',
        amount: 1234567,
      });
    });
  },
};

export const Transferring: Story = { args: { transferring: true } };

export const ServerError: Story = {
  args: { error: 'The vendor wallet is under maintenance. Try again later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('under maintenance');
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await fitsThePhone(canvasElement.querySelector<HTMLElement>('[data-ui="WalletCard"]')!);
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-ui="WalletCard"]')!;
    await readsRightToLeft(card);
    await fitsThePhone(card);
  },
};
