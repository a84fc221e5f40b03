import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { ConvertForm } from './ConvertForm';

const meta = {
  title: 'Points/ConvertForm',
  component: ConvertForm,
  tags: ['autodocs'],
  args: {
    points: 12500,
    ratio: 100,
    minConvert: 1000,
    convertStep: 100,
    currency: 'P',
    onSubmit: fn(),
  },
} satisfies Meta<typeof ConvertForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the points pay shows as they are typed; the password confirms. */
export const Converts: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Points/ }), '1500');
    await expect(canvas.getByRole('region', { name: 'Convert points' })).toHaveTextContent(
      'You receiveP15.00',
    );
    await userEvent.type(canvas.getByLabelText(/Payment password/), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Convert' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ points: 1500, paymentPassword: '135790' });
  },
};

/** Off the step or over the balance is refused at the field. */
export const RefusedAtTheField: Story = {
  play: async ({ canvas, args }) => {
    const points = canvas.getByRole('textbox', { name: /Points/ });
    await userEvent.type(points, '1050');
    await userEvent.type(canvas.getByLabelText(/Payment password/), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Convert' }));
    await expect(points).toHaveAccessibleDescription(
      /Convert at least 1,000 points, in steps of 100/,
    );
    await userEvent.clear(points);
    await userEvent.type(points, '20000');
    await userEvent.click(canvas.getByRole('button', { name: 'Convert' }));
    await expect(points).toHaveAccessibleDescription(/You have 12,500 points\./);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Converted: Story = {
  args: { converted: { points: 1500, credited: 1500 }, points: 11000 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('1,500 points converted: P15.00 added to your wallet.').parentElement,
    ).toHaveAttribute('role', 'status');
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  args: { error: 'Too many wrong payment passwords: it is locked for 15 minutes.' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="ConvertForm"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
