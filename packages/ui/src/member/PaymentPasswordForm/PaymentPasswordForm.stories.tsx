import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { PaymentPasswordForm } from './PaymentPasswordForm';

const meta = {
  title: 'Member/PaymentPasswordForm',
  component: PaymentPasswordForm,
  tags: ['autodocs'],
  args: { mode: 'set', onSubmit: fn() },
} satisfies Meta<typeof PaymentPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Change: Story = { args: { mode: 'change' } };

export const InconsistentConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/New payment password/), '135790');
    await userEvent.type(canvas.getByLabelText(/Confirm payment password/), '135799');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText(/Confirm payment password/)).toHaveAccessibleDescription(
      /Inconsistent password/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = { args: { busy: true } };

export const ServerError: Story = {
  args: { mode: 'change', error: 'The current payment password is wrong.' },
};

export const OnAPhone: Story = {
  args: { mode: 'change' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await fitsThePhone(
      canvasElement.querySelector<HTMLElement>('[data-ui="PaymentPasswordForm"]')!,
    );
  },
};

export const OnAPhoneRightToLeft: Story = {
  args: { mode: 'change' },
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector<HTMLElement>('[data-ui="PaymentPasswordForm"]')!;
    await readsRightToLeft(form);
    await fitsThePhone(form);
  },
};
