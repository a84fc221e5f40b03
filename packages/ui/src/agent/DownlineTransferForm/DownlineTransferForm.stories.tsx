import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { DownlineTransferForm } from './DownlineTransferForm';

const meta = {
  title: 'Agent/DownlineTransferForm',
  component: DownlineTransferForm,
  tags: ['autodocs'],
  args: {
    account: 'subagent01',
    balance: 2_500_000,
    hasPaymentPassword: true,
    onSetPaymentPassword: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DownlineTransferForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Transfers: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '500');
    await userEvent.type(canvas.getByLabelText(/Payment password/), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 50000, paymentPassword: '135790' });
  },
};

export const Sent: Story = { args: { sent: 50000 } };

export const NoPaymentPassword: Story = { args: { hasPaymentPassword: false } };

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  args: { error: 'Incorrect payment password. 4 attempts left.' },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector<HTMLElement>('[data-ui="DownlineTransferForm"]')!;
    await readsRightToLeft(form);
    await fitsThePhone(form);
  },
};
