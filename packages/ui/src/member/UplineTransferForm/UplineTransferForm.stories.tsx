import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { UplineTransferForm } from './UplineTransferForm';

const meta = {
  title: 'Member/UplineTransferForm',
  component: UplineTransferForm,
  tags: ['autodocs'],
  args: {
    upline: 'agent01',
    balance: 1234567,
    currency: 'P',
    hasPaymentPassword: true,
    onSetPaymentPassword: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof UplineTransferForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Transfers: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '1,000.50');
    await userEvent.type(canvas.getByLabelText(/Payment password/), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      amount: 100050,
      paymentPassword: '135790',
    });
  },
};

export const Sent: Story = { args: { sent: 100050 } };

export const NoUpline: Story = { args: { upline: null } };

export const NoPaymentPassword: Story = { args: { hasPaymentPassword: false } };

export const ServerError: Story = { args: { error: 'Insufficient balance.' } };

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await fitsThePhone(canvasElement.querySelector<HTMLElement>('[data-ui="UplineTransferForm"]')!);
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector<HTMLElement>('[data-ui="UplineTransferForm"]')!;
    await readsRightToLeft(form);
    await fitsThePhone(form);
  },
};
