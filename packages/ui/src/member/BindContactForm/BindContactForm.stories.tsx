import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { BindContactForm } from './BindContactForm';

const meta = {
  title: 'Member/BindContactForm',
  component: BindContactForm,
  tags: ['autodocs'],
  args: {
    kind: 'phone',
    countries: [
      { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
      { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
    ],
    onSendCode: fn(() => Promise.resolve(60)),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof BindContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {};

export const Email: Story = { args: { kind: 'email' } };

/** The code goes to the number typed; the bind sends the number and the code. */
export const BindsANumber: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), '9171234567');
    await userEvent.click(canvas.getByRole('button', { name: /Send code/ }));
    await expect(args.onSendCode).toHaveBeenCalledWith({
      kind: 'phone',
      countryDialingCode: '63',
      mobileNum: '9171234567',
    });
    await userEvent.type(canvas.getByRole('textbox', { name: /Verification code/ }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Bind' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      target: { kind: 'phone', countryDialingCode: '63', mobileNum: '9171234567' },
      code: '123456',
    });
  },
};

export const ServerError: Story = {
  args: { kind: 'email', error: 'The verification code is wrong or has expired.' },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await fitsThePhone(canvasElement.querySelector<HTMLElement>('[data-ui="BindContactForm"]')!);
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector<HTMLElement>('[data-ui="BindContactForm"]')!;
    await readsRightToLeft(form);
    await fitsThePhone(form);
  },
};
