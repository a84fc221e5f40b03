import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CompactLoginForm, type CompactLoginValues } from './CompactLoginForm';

const countries = [
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
];

function captchaImage(text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="104" height="40"><rect width="104" height="40" fill="#f4f1ea"/><text x="14" y="28" font-family="monospace" font-size="22" fill="#222">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const meta = {
  title: 'Shell/CompactLoginForm',
  component: CompactLoginForm,
  tags: ['autodocs'],
  args: {
    codeLoginEnabled: false,
    directRegisterEnabled: false,
    countries,
    codeCountdownSeconds: 60,
    // Any password but "wrong" signs in after a moment.
    onSubmit: fn(
      (values: CompactLoginValues) =>
        new Promise<void>((resolve, reject) =>
          setTimeout(() => {
            if (values.mode === 'username' && values.password === 'wrong') {
              reject(new Error('401'));
            } else resolve();
          }, 300),
        ),
    ),
    onSendCode: fn(() => Promise.resolve(true)),
    onModeChange: fn(),
    onForgotPassword: fn(),
    onRegister: fn(),
  },
  argTypes: {
    countries: { control: false },
    mobileRule: { control: false },
    captcha: { control: false },
  },
  // The caller owns the error message: a rejected sign-in sets it, as the site's container will.
  render: function Render(args) {
    const [error, setError] = useState<string | null>(args.error ?? null);
    return (
      <CompactLoginForm
        {...args}
        error={error}
        onSubmit={async (values) => {
          setError(null);
          try {
            await args.onSubmit(values);
          } catch (reason) {
            setError('Wrong username or password');
            throw reason;
          }
        }}
      />
    );
  },
} satisfies Meta<typeof CompactLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CodeLoginAndRegister: Story = {
  args: { codeLoginEnabled: true, directRegisterEnabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Log in with' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeVisible();
  },
};

export const WithoutCodeLoginOrRegister: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Log in with' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Register' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
  },
};

export const MobileMode: Story = {
  args: { codeLoginEnabled: true, defaultMode: 'mobile' },
  play: async ({ canvas, args }) => {
    const number = canvas.getByRole('textbox', { name: /^Mobile number/ });
    await userEvent.type(number, '123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({
      countryCode: 'MY',
      countryDialingCode: '60',
      mobile: '123456789',
    });
    await expect(canvas.getByRole('textbox', { name: /^Verification code/ })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /^Username/ })).toHaveFocus();
    await expect(canvas.getAllByText('This field is required')).toHaveLength(2);
  },
};

export const FailedSignInKeepsValues: Story = {
  play: async ({ canvas, step }) => {
    const username = canvas.getByRole('textbox', { name: /^Username/ });
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await step('a wrong password is refused', async () => {
      await userEvent.type(username, 'player01');
      await userEvent.type(password, 'wrong');
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('button', { name: /Log in/ })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      await waitFor(() =>
        expect(canvas.getByRole('alert')).toHaveTextContent('Wrong username or password'),
      );
    });
    await step('what was typed is still there', async () => {
      await expect(username).toHaveValue('player01');
      await expect(password).toHaveValue('wrong');
    });
  },
};

/** A phone-wide space: the fields stack and the button spans the width. */
export const Narrow: Story = {
  args: { codeLoginEnabled: true, directRegisterEnabled: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const username = canvas.getByRole('textbox', { name: /^Username/ });
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await expect(password.getBoundingClientRect().top).toBeGreaterThan(
      username.getBoundingClientRect().bottom,
    );
  },
};

/** A captcha after a failed sign-in joins the row, and its image refreshes on click. */
export const WithCaptcha: Story = {
  args: { captcha: { image: captchaImage('7K2Q'), onRefresh: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New image' }));
    await expect(args.captcha?.onRefresh).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: /^Security code/ })).toBeRequired();
  },
};

/** "Log in", "Username" and "Register" have Arabic translations; the row runs right to left. */
export const RightToLeft: Story = {
  globals: { locale: 'AR' },
  args: { codeLoginEnabled: true, directRegisterEnabled: true },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'تسجيل الدخول' });
    await expect(canvas.getByRole('textbox', { name: /^اسم المستخدم/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'التسجيل' })).toBeVisible();
    await expect(form.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

/** On a 360 px phone: the fields stack and Log in spans the form; nothing runs off the screen. */
export const OnAPhone: Story = {
  args: { codeLoginEnabled: true, directRegisterEnabled: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Log in' });
    const username = canvas.getByRole('textbox', { name: /^Username/ });
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    const submit = canvas.getByRole('button', { name: 'Log in' });
    await expect(password.getBoundingClientRect().top).toBeGreaterThan(
      username.getBoundingClientRect().bottom,
    );
    // The button spans the form (a thumb's target), not its own text.
    await expect(submit.getBoundingClientRect().width).toBeGreaterThan(
      form.getBoundingClientRect().width * 0.9,
    );
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const control of [...canvas.getAllByRole('button'), username, password]) {
      const box = control.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeVisible();
  },
};
