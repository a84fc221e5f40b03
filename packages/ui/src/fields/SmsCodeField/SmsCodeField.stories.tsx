import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SmsCodeField } from './SmsCodeField';

const meta = {
  title: 'Forms/SmsCodeField',
  component: SmsCodeField,
  tags: ['autodocs'],
  args: {
    name: 'verificationCode',
    label: 'SMS code',
    countdownSeconds: 60,
    sendDisabled: false,
    disabled: false,
    onSend: fn(() => Promise.resolve()),
    onValueChange: fn(),
  },
  argTypes: { label: { control: 'text' } },
} satisfies Meta<typeof SmsCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SendStartsCountdown: Story = {
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    const counting = await canvas.findByRole('button', { name: /^Resend in \d+ s$/ });
    await expect(counting).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(counting);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Code sent. You can ask for a new one in 60 seconds.',
      ),
    );
  },
};

export const ShortCountdownEnds: Story = {
  args: { countdownSeconds: 1 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: 'Resend in 1 s' })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Resend code' }, { timeout: 3000 }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

export const RequiredMessage: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /SMS code/ });
    await userEvent.type(input, '1');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Enter the verification code');
  },
};

export const SendBlocked: Story = { args: { sendDisabled: true } };
