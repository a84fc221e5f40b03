import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import type { LoginValues } from '../LoginForm';
import { LoginDialog, type LoginDialogProps } from './LoginDialog';

const countries = [
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
];

function captchaImage(text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="104" height="40"><rect width="104" height="40" fill="#f4f1ea"/><text x="14" y="28" font-family="monospace" font-size="22" fill="#222">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const bannerImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100" fill="#1d3557"/><text x="24" y="60" font-family="sans-serif" font-size="28" fill="#fff">Welcome bonus 100%</text></svg>',
)}`;

/**
 * Controlled by local state: the story tests have no args channel. A rejected sign-in sets the
 * error, as the site's container will.
 */
function Demo(args: LoginDialogProps) {
  const [open, setOpen] = useState(args.open ?? true);
  const [error, setError] = useState<string | null>(args.error ?? null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open login</Button>
      <LoginDialog
        {...args}
        open={open}
        error={error}
        onOpenChange={(next) => {
          args.onOpenChange?.(next);
          setOpen(next);
        }}
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
    </>
  );
}

const meta = {
  title: 'Account/LoginDialog',
  component: LoginDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    codeLoginEnabled: false,
    directRegisterEnabled: true,
    countries,
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
    onOpenChange: fn(),
    onSendCode: fn(() => Promise.resolve(true)),
    onSocialSignIn: fn(),
    onForgotPassword: fn(),
    onRegister: fn(),
  },
  argTypes: {
    countries: { control: false },
    captcha: { control: false },
    banner: { control: false },
    trigger: { control: false },
  },
  render: (args) => <Demo key={String(args.open)} {...args} />,
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Everything: Story = {
  args: {
    codeLoginEnabled: true,
    banner: <img src={bannerImage} alt="Welcome bonus 100%" width={400} height={100} />,
    captcha: { image: captchaImage('7K2Q'), onRefresh: fn() },
    socialProviders: [
      { id: 'google', label: 'Google' },
      { id: 'facebook', label: 'Facebook' },
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await expect(within(dialog).getByRole('img', { name: 'Welcome bonus 100%' })).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: 'Log in with' })).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: 'Or log in with' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /^Security code/ })).toBeVisible();
  },
};

export const WithoutRegistration: Story = {
  args: { directRegisterEnabled: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await expect(within(dialog).queryByRole('button', { name: 'Register' })).toBeNull();
  },
};

export const FailedSignInKeepsValues: Story = {
  play: async ({ step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const username = within(dialog).getByRole('textbox', { name: /^Username/ });
    const password = within(dialog).getByLabelText(/^Password/, { selector: 'input' });
    await step('focus starts in the user name; Enter submits', async () => {
      await waitFor(() => expect(username).toHaveFocus());
      await userEvent.type(username, 'player01');
      await userEvent.type(password, 'wrong');
      await userEvent.keyboard('{Enter}');
    });
    await step('the error is announced and the values stay', async () => {
      await waitFor(() =>
        expect(within(dialog).getByRole('alert')).toHaveTextContent('Wrong username or password'),
      );
      await expect(username).toHaveValue('player01');
      await expect(password).toHaveValue('wrong');
    });
  },
};

export const EscapeClosesAndRestoresFocus: Story = {
  args: { open: false },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open login' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** "Log in", "Username" and "Password" have Arabic translations; the layout runs right to left. */
export const Arabic: Story = {
  globals: { locale: 'AR' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل الدخول' });
    await expect(within(dialog).getByRole('textbox', { name: /^اسم المستخدم/ })).toBeVisible();
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
