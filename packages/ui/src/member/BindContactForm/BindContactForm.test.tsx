import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { BindContactForm, type BindContactFormProps } from './BindContactForm';

const countries = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
];

function setup(props: Partial<BindContactFormProps> = {}) {
  const callbacks = {
    onSendCode: vi.fn(() => Promise.resolve(60)),
    onSubmit: vi.fn(),
    onCancel: vi.fn(),
  };
  render(<BindContactForm kind="phone" countries={countries} {...callbacks} {...props} />);
  return { ...callbacks, user: userEvent.setup() };
}

const sendButton = () => screen.getByRole('button', { name: /Send code/ });

describe('BindContactForm', () => {
  test('the code can be sent once the number is well formed, to that number', async () => {
    const { onSendCode, user } = setup();
    expect(sendButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9171234567');
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    expect(onSendCode).toHaveBeenCalledWith({
      kind: 'phone',
      countryDialingCode: '63',
      mobileNum: '9171234567',
    });
  });

  test('binds an e-mail address with its code', async () => {
    const { onSendCode, onSubmit, user } = setup({ kind: 'email' });
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'pat@example.com');
    await user.click(sendButton());
    expect(onSendCode).toHaveBeenCalledWith({ kind: 'email', email: 'pat@example.com' });
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Bind' }));
    expect(onSubmit).toHaveBeenCalledWith({
      target: { kind: 'email', email: 'pat@example.com' },
      code: '654321',
    });
  });

  test('a malformed address cannot be sent a code, and says why at the field', async () => {
    const { onSubmit, user } = setup({ kind: 'email' });
    const field = screen.getByRole('textbox', { name: /E-mail address/ });
    await user.type(field, 'not-an-address');
    expect(sendButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Bind' }));
    expect(field).toHaveAccessibleDescription(/name@example.com/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a server error is an alert and the typed number stays', async () => {
    const { user } = setup({ error: 'This mobile number is already registered.' });
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9171234567');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This mobile number is already registered.',
    );
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('9171234567');
  });

  test('Cancel calls back', async () => {
    const { onCancel, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
