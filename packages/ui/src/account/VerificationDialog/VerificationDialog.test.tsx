import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { render } from '../../test/render';
import { VerificationDialog, type VerificationDialogProps } from './VerificationDialog';

function setup(props: Partial<VerificationDialogProps> = {}) {
  const onSend = vi.fn<VerificationDialogProps['onSend']>(() => Promise.resolve());
  const onSubmit = vi.fn<VerificationDialogProps['onSubmit']>(() => Promise.resolve());
  render(
    <VerificationDialog
      defaultOpen
      methods={['mobile', 'email', 'bankAccountName', 'authenticator']}
      destinations={{ mobile: '+63 ••• ••• 4567', email: 'p•••@example.com' }}
      onSend={onSend}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSend, onSubmit };
}

const dialog = () => screen.getByRole('dialog', { name: "Verify it's you" });
const code = () => screen.getByRole('textbox', { name: /^Verification code/ });

describe('VerificationDialog', () => {
  test('title and reason; the offered methods with their masked destinations', async () => {
    setup();
    expect(within(dialog()).getByRole('heading', { name: "Verify it's you" })).toBeVisible();
    expect(dialog()).toHaveAccessibleDescription(
      'You are signing in from a new location. Confirm it is you to continue.',
    );
    const group = screen.getByRole('radiogroup', { name: 'Verify with' });
    const sms = within(group).getByRole('radio', { name: 'SMS code to my phone' });
    expect(sms).toBeChecked();
    expect(sms).toHaveAccessibleDescription('+63 ••• ••• 4567');
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    await waitFor(() => expect(sms).toHaveFocus());
  });

  test('only the offered methods; a single one needs no choice', () => {
    setup({ methods: ['authenticator'] });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /^Authenticator code/ });
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
  });

  test('mobile: send, then a countdown; the code field autofills one-time codes', async () => {
    const user = userEvent.setup();
    const { onSend } = setup({ codeCountdownSeconds: 90 });
    expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code()).toHaveAccessibleDescription('We send it by SMS to +63 ••• ••• 4567.');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSend).toHaveBeenCalledWith('mobile');
    expect(await screen.findByRole('button', { name: 'Resend in 90 s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('e-mail sends by e-mail, with its own countdown', async () => {
    const user = userEvent.setup();
    const onMethodChange = vi.fn();
    const { onSend } = setup({ onMethodChange });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(screen.getByRole('radio', { name: 'Code by email' }));
    expect(onMethodChange).toHaveBeenCalledWith('email');
    expect(code()).toHaveAccessibleDescription('We send it by email to p•••@example.com.');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSend).toHaveBeenLastCalledWith('email');
  });

  test('the submit carries the method and its trimmed answer', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup({ defaultMethod: 'bankAccountName' });
    const name = screen.getByRole('textbox', { name: /^Bank account holder name/ });
    expect(name).toHaveAttribute('autocomplete', 'name');
    await user.type(name, '  Juan Dela Cruz ');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ method: 'bankAccountName', value: 'Juan Dela Cruz' });
  });

  test('before any call: a missing code, and an authenticator code that is not 6 digits', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(code()).toHaveAccessibleDescription(
      'We send it by SMS to +63 ••• ••• 4567. Enter the verification code',
    );
    await user.click(screen.getByRole('radio', { name: 'Authenticator app' }));
    const field = screen.getByRole('textbox', { name: /^Authenticator code/ });
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field).toHaveAccessibleDescription(
      'The 6-digit code your authenticator app shows now. Use 6 digits',
    );
    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'authenticator', value: '123456' });
  });

  test('a failure keeps every answer, across a switch of method too, and shows the error', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [error, setError] = useState<string | null>(null);
      return (
        <VerificationDialog
          defaultOpen
          methods={['mobile', 'authenticator']}
          error={error}
          onSend={() => Promise.resolve()}
          onSubmit={() => {
            setError('The code is not valid');
            return Promise.reject(new Error('400'));
          }}
        />
      );
    }
    render(<Harness />);
    await user.type(code(), '4321');
    await user.keyboard('{Enter}');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The code is not valid');
    expect(code()).toHaveValue('4321');
    await user.click(screen.getByRole('radio', { name: 'Authenticator app' }));
    await user.click(screen.getByRole('radio', { name: 'SMS code to my phone' }));
    expect(code()).toHaveValue('4321');
  });

  test('keyboard: arrows choose the method, Tab reaches the answer, Escape closes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    setup({ onOpenChange, methods: ['mobile', 'bankAccountName'] });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'SMS code to my phone' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'My bank account name' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('textbox', { name: /^Bank account holder name/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
