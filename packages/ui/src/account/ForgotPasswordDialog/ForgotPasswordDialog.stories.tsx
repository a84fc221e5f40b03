import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import {
  ForgotPasswordDialog,
  type ForgotPasswordDialogProps,
  type ForgotPasswordValues,
} from './ForgotPasswordDialog';

const countries = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
];

const bannerImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="80"><rect width="400" height="80" fill="#264653"/><text x="24" y="50" font-family="sans-serif" font-size="24" fill="#fff">We are here to help</text></svg>',
)}`;

/**
 * Local state stands in for the site: an e-mail request is accepted unless the user name is
 * "ghost", and the accepted address becomes `sentTo`.
 */
function Demo(args: ForgotPasswordDialogProps) {
  const [open, setOpen] = useState(args.open ?? true);
  const [error, setError] = useState<string | null>(args.error ?? null);
  const [sentTo, setSentTo] = useState<string | null>(args.sentTo ?? null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Forgot password</Button>
      <ForgotPasswordDialog
        {...args}
        open={open}
        error={error}
        sentTo={sentTo}
        onOpenChange={(next) => {
          args.onOpenChange?.(next);
          setOpen(next);
        }}
        onSubmit={async (values) => {
          setError(null);
          try {
            await args.onSubmit(values);
            if (values.method === 'email') setSentTo(values.email);
          } catch (reason) {
            setError('This username or email does not exist');
            throw reason;
          }
        }}
      />
    </>
  );
}

const meta = {
  title: 'Account/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    phoneEnabled: false,
    countries,
    codeCountdownSeconds: 60,
    onSubmit: fn(
      (values: ForgotPasswordValues) =>
        new Promise<void>((resolve, reject) =>
          setTimeout(() => {
            if (values.method === 'email' && values.username === 'ghost') {
              reject(new Error('404'));
            } else resolve();
          }, 300),
        ),
    ),
    onOpenChange: fn(),
    onMethodChange: fn(),
    onSendCode: fn(() => Promise.resolve()),
    onCustomerService: fn(),
  },
  argTypes: {
    countries: { control: false },
    banner: { control: false },
    trigger: { control: false },
  },
  render: (args) => <Demo key={`${args.open}-${args.sentTo}`} {...args} />,
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ByEmail: Story = {
  args: { banner: <img src={bannerImage} alt="We are here to help" width={400} height={80} /> },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'player01');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'me@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'email',
      username: 'player01',
      email: 'me@example.com',
    });
    await expect(
      await within(dialog).findByText(
        'We have sent instructions to reset your password to me@example.com.',
      ),
    ).toBeVisible();
  },
};

export const Confirmation: Story = {
  args: { sentTo: 'me@example.com' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await expect(within(dialog).queryByRole('form')).toBeNull();
    await expect(
      within(dialog).getByText(
        'We have sent instructions to reset your password to me@example.com.',
      ),
    ).toBeVisible();
  },
};

export const ByPhone: Story = {
  args: { phoneEnabled: true, defaultMethod: 'phone' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await expect(within(dialog).getByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Mobile number/ }),
      '9171234567',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({
      countryCode: 'PH',
      countryDialingCode: '63',
      mobile: '9171234567',
    });
    await expect(
      await within(dialog).findByRole('button', { name: /^Resend in \d+ s$/ }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ValidationMessages: Story = {
  args: { phoneEnabled: true, defaultMethod: 'phone' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(dialog).getByText('Enter the verification code')).toBeVisible();
  },
};

export const FailureKeepsValues: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    const username = within(dialog).getByRole('textbox', { name: /^Username/ });
    await userEvent.type(username, 'ghost');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'me@example.com');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'This username or email does not exist',
      ),
    );
    await expect(username).toHaveValue('ghost');
  },
};
