import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm, type LoginValues } from './LoginForm';

const countries = [
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
];

function captchaImage(text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="104" height="40"><rect width="104" height="40" fill="#f4f1ea"/><text x="14" y="28" font-family="monospace" font-size="22" fill="#222">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const socialProviders = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
];

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  args: {
    layout: 'full',
    codeLoginEnabled: false,
    directRegisterEnabled: true,
    countries,
    codeCountdownSeconds: 60,
    socialProviders: [],
    // Any password but "wrong" signs in after a moment.
    onSubmit: fn(
      (values: LoginValues) =>
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
    onRememberChange: fn(),
    onSocialSignIn: fn(),
    onForgotPassword: fn(),
    onRegister: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['full', 'compact'] },
    countries: { control: false },
    mobileRule: { control: false },
    captcha: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  // The caller owns the error message: a rejected sign-in sets it, as the site's container will.
  render: function Render(args) {
    const [error, setError] = useState<string | null>(args.error ?? null);
    return (
      <LoginForm
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
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RememberedUser: Story = {
  args: { defaultUsername: 'player01', defaultRemember: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /^Username/ })).toHaveValue('player01');
    await expect(canvas.getByRole('checkbox', { name: 'Remember my username' })).toBeChecked();
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'secret');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mode: 'username',
      username: 'player01',
      password: 'secret',
      remember: true,
    });
  },
};

/** A failed sign-in asked for a captcha: the image refreshes on click, once a second at most. */
export const WithCaptcha: Story = {
  args: { captcha: { image: captchaImage('7K2Q'), onRefresh: fn() } },
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('button', { name: 'New image' });
    await userEvent.click(image);
    await userEvent.click(image);
    await expect(args.captcha?.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(
      canvas.getByRole('textbox', { name: /^Security code/ }),
    ).toHaveAccessibleDescription('Enter the characters shown in the image');
  },
};

export const SocialSignIn: Story = {
  // The provider's window stays open for a moment; meanwhile no second one can be opened.
  args: {
    socialProviders,
    onSocialSignIn: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Or log in with' });
    const google = within(group).getByRole('button', { name: 'Google' });
    await userEvent.click(google);
    await expect(args.onSocialSignIn).toHaveBeenCalledWith('google');
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(within(group).getByRole('button', { name: 'Facebook' })).toBeDisabled();
    await waitFor(() => expect(google).toBeEnabled());
    await expect(group).not.toHaveAttribute('aria-busy');
  },
};

export const CodeLogin: Story = {
  args: { codeLoginEnabled: true, defaultMode: 'mobile' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile number/ }), '123456789');
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

export const CompactLayout: Story = {
  args: { layout: 'compact', socialProviders },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Or log in with' })).toBeNull();
  },
};
