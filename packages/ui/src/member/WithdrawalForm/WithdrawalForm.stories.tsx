import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { WithdrawalForm } from './WithdrawalForm';

const meta = {
  title: 'Member/WithdrawalForm',
  component: WithdrawalForm,
  tags: ['autodocs'],
  args: {
    payees: [
      { id: 'p1', bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '001234567890' },
      { id: 'p2', bankName: 'GCash', accountName: 'Juan Dela Cruz', accountNumber: '09171234567' },
    ],
    balance: 1234567,
    min: 10000,
    max: 5000000,
    currency: 'P',
    hasPaymentPassword: true,
    onSetPaymentPassword: fn(),
    onAddPayee: fn(),
    onRemovePayee: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof WithdrawalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Withdraws: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '2,500');
    await userEvent.type(canvas.getByLabelText(/Payment password/), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      payeeId: 'p1',
      amount: 250000,
      paymentPassword: '246810',
    });
  },
};

export const AddingAPayee: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add payee' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Account number/ }), '12-34');
    await userEvent.click(canvas.getByRole('button', { name: 'Save payee' }));
    await expect(
      canvas.getByRole('textbox', { name: /Account number/ }),
    ).toHaveAccessibleDescription('Use 6 to 20 digits');
  },
};

export const NoPayees: Story = { args: { payees: [] } };

export const NoPaymentPassword: Story = { args: { hasPaymentPassword: false } };

export const Busy: Story = { args: { busy: true } };

export const ServerError: Story = { args: { error: 'The payment password is wrong.' } };

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add payee' }));
    await fitsThePhone(canvasElement.querySelector<HTMLElement>('[data-ui="WithdrawalForm"]')!);
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector<HTMLElement>('[data-ui="WithdrawalForm"]')!;
    await readsRightToLeft(form);
    await fitsThePhone(form);
  },
};
