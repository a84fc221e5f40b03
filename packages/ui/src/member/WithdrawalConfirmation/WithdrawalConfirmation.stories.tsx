import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { WithdrawalConfirmation } from './WithdrawalConfirmation';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawalStatusBadge } from './WithdrawalStatusBadge';

const meta = {
  title: 'Member/WithdrawalConfirmation',
  component: WithdrawalConfirmation,
  tags: ['autodocs'],
  args: {
    withdrawal: {
      id: 'W20261126-0007',
      amount: 250000,
      status: 'disbursed',
      createdAt: '2026-11-26 14:05',
    },
    currency: 'P',
    autoReceiveMinutes: 30,
    onReceived: fn(),
    onNotReceived: fn(),
  },
} satisfies Meta<typeof WithdrawalConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NotReceivedProof: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Not received' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send proof' }));
    await expect(canvas.getByRole('textbox', { name: /Comment/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onNotReceived).not.toHaveBeenCalled();
  },
};

export const AutomaticallyReceived: Story = {
  args: { withdrawal: { id: 'W20261125-0003', amount: 80000, status: 'autoReceived' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The deposit is not refunded/)).toBeVisible();
  },
};

export const Busy: Story = { args: { busy: true } };

export const ServerError: Story = { args: { error: 'The withdrawal could not be updated.' } };

export const EveryStatus: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {(
        [
          'pending',
          'approved',
          'rejected',
          'disbursed',
          'received',
          'notReceived',
          'autoReceived',
        ] as const
      ).map((status) => (
        <WithdrawalStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};

export const List: Story = {
  render: (args) => (
    <WithdrawalList
      withdrawals={[
        { id: 'W-0009', amount: 120000, status: 'pending', createdAt: '2026-11-26 15:40' },
        { id: 'W-0008', amount: 250000, status: 'disbursed', createdAt: '2026-11-26 14:05' },
        { id: 'W-0006', amount: 50000, status: 'rejected', createdAt: '2026-11-24 09:12' },
      ]}
      autoReceiveMinutes={args.autoReceiveMinutes}
      onReceived={fn()}
      onNotReceived={fn()}
    />
  ),
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Not received' }));
    await fitsThePhone(
      canvasElement.querySelector<HTMLElement>('[data-ui="WithdrawalConfirmation"]')!,
    );
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-ui="WithdrawalConfirmation"]')!;
    await readsRightToLeft(card);
    await fitsThePhone(card);
  },
};
