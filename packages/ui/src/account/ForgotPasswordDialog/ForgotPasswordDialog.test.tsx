import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { render } from '../../test/render';
import { ForgotPasswordDialog, type ForgotPasswordDialogProps } from './ForgotPasswordDialog';

const countries = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
];

const emailRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 64,
  acceptedPattern: '[^@\\s]+@[^@\\s]+\\.[^@\\s]+',
  patternId: 3,
};

function setup(props: Partial<ForgotPasswordDialogProps> = {}) {
  const onSubmit = vi.fn<ForgotPasswordDialogProps['onSubmit']>(() => Promise.resolve());
  render(
    <ForgotPasswordDialog
      defaultOpen
      countries={countries}
      emailRule={emailRule}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit };
}

const dialog = () => screen.getByRole('dialog', { name: 'Forgot password' });
const text = (name: RegExp) => screen.getByRole('textbox', { name });
const newPassword = () => screen.getByLabelText(/^New password/, { selector: 'input' });

describe('ForgotPasswordDialog', () => {
  test('e-mail only: no tabs; user name and e-mail with their autocomplete tokens', async () => {
    setup();
    expect(within(dialog()).getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(text(/^Username/)).toHaveAttribute('autocomplete', 'username');
    expect(text(/^Email/)).toHaveAttribute('autocomplete', 'email');
    expect(text(/^Email/)).toHaveAttribute('type', 'email');
    await waitFor(() => expect(text(/^Username/)).toHaveFocus());
  });

  test('the banner and the customer-service link', async () => {
    const user = userEvent.setup();
    const onCustomerService = vi.fn();
    setup({ banner: <img src="data:image/png;base64,AAAA" alt="Need help?" />, onCustomerService });
    expect(within(dialog()).getByRole('img', { name: 'Need help?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(onCustomerService).toHaveBeenCalledTimes(1);
  });

  test('with the phone method: tabs; phone, code and a new password with show/hide', async () => {
    const user = userEvent.setup();
    const onMethodChange = vi.fn();
    setup({ phoneEnabled: true, onMethodChange });
    await user.click(
      within(screen.getByRole('tablist', { name: 'Reset by' })).getByRole('tab', {
        name: 'Mobile number',
      }),
    );
    expect(onMethodChange).toHaveBeenCalledWith('phone');
    expect(screen.queryByRole('textbox', { name: /^Username/ })).toBeNull();
    expect(text(/^Mobile number/)).toHaveAttribute('autocomplete', 'tel-national');
    expect(text(/^Verification code/)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(newPassword()).toHaveAttribute('type', 'text');
  });

  test('e-mail: messages under the fields before any call', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup();
    await user.type(text(/^Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(text(/^Username/)).toHaveAccessibleDescription('This field is required');
    expect(text(/^Email/)).toHaveAccessibleDescription(
      'Enter an email address of 6 to 64 characters, like name@example.com',
    );
  });

  test('e-mail: Enter submits trimmed values; the confirmation replaces the form', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Harness() {
      const [sentTo, setSentTo] = useState<string | null>(null);
      return (
        <ForgotPasswordDialog
          defaultOpen
          onOpenChange={onOpenChange}
          sentTo={sentTo}
          onSubmit={(values) => {
            if (values.method === 'email') setSentTo(values.email);
            return Promise.resolve();
          }}
        />
      );
    }
    render(<Harness />);
    await user.type(text(/^Username/), ' player01 ');
    await user.type(text(/^Email/), ' me@example.com ');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        'We have sent instructions to reset your password to me@example.com.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const close = within(dialog()).getAllByRole('button', { name: 'Close' }).at(-1)!;
    await waitFor(() => expect(close).toHaveFocus());
    expect(close).toHaveAccessibleDescription(
      'We have sent instructions to reset your password to me@example.com.',
    );
    await user.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  test('phone: the code goes to the number; the submit carries the password as typed', async () => {
    const user = userEvent.setup();
    const onSendCode = vi.fn(() => Promise.resolve());
    const { onSubmit } = setup({
      phoneEnabled: true,
      defaultMethod: 'phone',
      onSendCode,
      codeCountdownSeconds: 45,
    });
    await user.type(text(/^Mobile number/), ' 9171234567 ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSendCode).toHaveBeenCalledWith({
      countryCode: 'PH',
      countryDialingCode: '63',
      mobile: '9171234567',
    });
    expect(await screen.findByRole('button', { name: 'Resend in 45 s' })).toBeInTheDocument();
    await user.type(text(/^Verification code/), ' 123456 ');
    await user.type(newPassword(), ' New pass 1 ');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(onSubmit).toHaveBeenCalledWith({
      method: 'phone',
      countryCode: 'PH',
      countryDialingCode: '63',
      mobile: '9171234567',
      code: '123456',
      newPassword: ' New pass 1 ',
    });
  });

  test('phone: required messages before any call', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup({ phoneEnabled: true, defaultMethod: 'phone' });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(text(/^Mobile number/)).toHaveFocus();
    expect(text(/^Verification code/)).toHaveAccessibleDescription('Enter the verification code');
    expect(newPassword()).toHaveAccessibleDescription('This field is required');
  });

  test('a failure keeps every value, across a switch of method too, and shows the error', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [error, setError] = useState<string | null>(null);
      return (
        <ForgotPasswordDialog
          defaultOpen
          phoneEnabled
          error={error}
          onSubmit={() => {
            setError('This username or email does not exist');
            return Promise.reject(new Error('404'));
          }}
        />
      );
    }
    render(<Harness />);
    await user.type(text(/^Username/), 'player01');
    await user.type(text(/^Email/), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'This username or email does not exist',
    );
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    expect(text(/^Username/)).toHaveValue('player01');
    expect(text(/^Email/)).toHaveValue('me@example.com');
  });

  test('keyboard: Tab order through the e-mail form, Escape closes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    setup({ onOpenChange, onCustomerService: () => {} });
    await waitFor(() => expect(text(/^Username/)).toHaveFocus());
    for (const element of [
      text(/^Email/),
      screen.getByRole('button', { name: 'Send reset instructions' }),
      screen.getByRole('button', { name: 'Contact customer service' }),
    ]) {
      await user.tab();
      expect(element).toHaveFocus();
    }
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
