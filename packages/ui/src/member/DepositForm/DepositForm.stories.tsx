import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { DepositForm } from './DepositForm';

const meta = {
  title: 'Member/DepositForm',
  component: DepositForm,
  tags: ['autodocs'],
  args: {
    methods: [
      { id: 'bdo', kind: 'bank', name: 'BDO Bank Transfer', min: 10000, max: 5000000 },
      { id: 'gcash', kind: 'ewallet', name: 'GCash', min: 2000, max: 1000000 },
      {
        id: 'qrph',
        kind: 'qr',
        name: 'QR Ph',
        min: 5000,
        max: 200000,
        qrPayload: 'https://pay.example.com/qr/8f3a',
      },
    ],
    presets: [10000, 50000, 100000, 500000],
    currency: 'P',
    onSubmit: fn(),
    onNewDeposit: fn(),
  },
} satisfies Meta<typeof DepositForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Deposits: Story = {
  play: async ({ canvas, args, step }) => {
    await step('below the method minimum is refused at the field', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '5');
      await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
      await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
        /The minimum is P100.00/,
      );
    });
    await step('a preset is sent in minor units', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'P1,000.00' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({ methodId: 'bdo', amount: 100000 });
    });
  },
};

export const QrMethod: Story = { args: { defaultMethodId: 'qrph' } };

export const Busy: Story = { args: { busy: true } };

export const ServerError: Story = {
  args: { error: 'Deposit failed: the channel is closed. Choose another method.' },
};

export const Pending: Story = {
  args: {
    status: {
      state: 'pending',
      depositId: 'D20261126-0042',
      amount: 150000,
      methodId: 'qrph',
      qrPayload: 'https://pay.example.com/qr/8f3a',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(
      'Waiting for the operator to credit your deposit.',
    );
  },
};

export const Credited: Story = {
  args: {
    status: { state: 'credited', depositId: 'D20261126-0042', amount: 150000, methodId: 'gcash' },
  },
};

export const Failed: Story = {
  args: {
    status: { state: 'failed', depositId: 'D20261126-0043', amount: 150000, methodId: 'gcash' },
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await fitsThePhone(canvasElement.querySelector<HTMLElement>('[data-ui="DepositForm"]')!);
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector<HTMLElement>('[data-ui="DepositForm"]')!;
    await readsRightToLeft(form);
    await fitsThePhone(form);
  },
};
