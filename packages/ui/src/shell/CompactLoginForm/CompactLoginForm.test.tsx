import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { render } from '../../test/render';
import { CompactLoginForm, type CompactLoginFormProps } from './CompactLoginForm';

const countries = [
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
];

function setup(props: Partial<CompactLoginFormProps> = {}) {
  const onSubmit = vi.fn<CompactLoginFormProps['onSubmit']>(() => Promise.resolve());
  render(<CompactLoginForm onSubmit={onSubmit} countries={countries} {...props} />);
  return { onSubmit };
}

const username = () => screen.getByRole('textbox', { name: /^Username/ });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('CompactLoginForm', () => {
  test('user-name mode: named form, fields with the right autocomplete tokens', () => {
    setup();
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(username()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(password()).toHaveAttribute('type', 'password');
  });

  test('without code login there is no mode switch', () => {
    setup({ codeLoginEnabled: false, defaultMode: 'mobile' });
    expect(screen.queryByRole('group', { name: 'Log in with' })).not.toBeInTheDocument();
    expect(username()).toBeInTheDocument();
  });

  test('with code login the switch offers mobile number and SMS code', async () => {
    const user = userEvent.setup();
    const onModeChange = vi.fn();
    setup({ codeLoginEnabled: true, onModeChange });
    const group = screen.getByRole('group', { name: 'Log in with' });
    const byMobile = within(group).getByRole('button', { name: 'Mobile number' });
    expect(within(group).getByRole('button', { name: 'Username' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(byMobile);
    expect(onModeChange).toHaveBeenCalledWith('mobile');
    expect(byMobile).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveAttribute(
      'autocomplete',
      'tel-national',
    );
    expect(screen.getByRole('textbox', { name: /^Verification code/ })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    expect(screen.queryByRole('textbox', { name: /^Username/ })).not.toBeInTheDocument();
  });

  test('the password has a show/hide toggle', async () => {
    const user = userEvent.setup();
    setup();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password()).toHaveAttribute('type', 'text');
  });

  test('an empty submit shows the messages, focuses the first field and calls nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(username()).toHaveFocus();
    expect(username()).toHaveAccessibleDescription('This field is required');
    expect(password()).toHaveAccessibleDescription('This field is required');
  });

  test('a valid submit hands over the trimmed name and the password as typed', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup();
    await user.type(username(), '  player01 ');
    await user.type(password(), ' secret 1');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      mode: 'username',
      username: 'player01',
      password: ' secret 1',
    });
  });

  test('while signing in the button is busy and a second submit is ignored', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    setup({ onSubmit });
    await user.type(username(), 'player01');
    await user.type(password(), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const button = screen.getByRole('button', { name: /Log in/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.type(password(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  test('a failed sign-in keeps every value and shows the given error under the form', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [error, setError] = useState<string | null>(null);
      return (
        <CompactLoginForm
          error={error}
          onSubmit={() => {
            setError('Wrong username or password');
            return Promise.reject(new Error('401'));
          }}
        />
      );
    }
    render(<Harness />);
    await user.type(username(), 'player01');
    await user.type(password(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(screen.getByRole('form', { name: 'Log in' })).toHaveAccessibleDescription(
      'Wrong username or password',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy'),
    );
    expect(username()).toHaveValue('player01');
    expect(password()).toHaveValue('wrong');
  });

  test('mobile mode: sends the code to the number and submits phone and code', async () => {
    const user = userEvent.setup();
    const onSendCode = vi.fn(() => Promise.resolve(true));
    const { onSubmit } = setup({ codeLoginEnabled: true, defaultMode: 'mobile', onSendCode });
    const send = screen.getByRole('button', { name: 'Send code' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), ' 123456789');
    await user.click(send);
    expect(onSendCode).toHaveBeenCalledWith({
      countryCode: 'MY',
      countryDialingCode: '60',
      mobile: '123456789',
    });
    await user.type(screen.getByRole('textbox', { name: /^Verification code/ }), '4321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledWith({
      mode: 'mobile',
      countryCode: 'MY',
      countryDialingCode: '60',
      mobile: '123456789',
      code: '4321',
    });
  });

  test('mobile mode checks the number and the code before submitting', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup({ codeLoginEnabled: true, defaultMode: 'mobile' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Verification code/ })).toHaveAccessibleDescription(
      'Enter the verification code',
    );
  });

  test('switching modes keeps what was typed', async () => {
    const user = userEvent.setup();
    setup({ codeLoginEnabled: true });
    await user.type(username(), 'player01');
    await user.click(screen.getByRole('button', { name: 'Mobile number' }));
    await user.click(screen.getByRole('button', { name: 'Username' }));
    expect(username()).toHaveValue('player01');
  });

  test('the register link shows only with direct registration; forgot password always', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    const onForgotPassword = vi.fn();
    const { unmount } = render(
      <CompactLoginForm
        onSubmit={() => Promise.resolve()}
        onRegister={onRegister}
        onForgotPassword={onForgotPassword}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
    unmount();
    render(
      <CompactLoginForm
        onSubmit={() => Promise.resolve()}
        directRegisterEnabled
        onRegister={onRegister}
        onForgotPassword={onForgotPassword}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onRegister).toHaveBeenCalledTimes(1);
  });

  test('a captcha, once asked for, is required and goes with the submit; no remember-me', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup({
      captcha: { image: 'data:image/png;base64,AAAA', onRefresh: () => {} },
    });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(username(), 'player01');
    await user.type(password(), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /^Security code/ }), ' 7K2Q');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      mode: 'username',
      username: 'player01',
      password: 'pw',
      captcha: '7K2Q',
    });
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('remember');
  });

  test('Tab order: mode switch, fields, the password toggle, Log in, then the links', async () => {
    const user = userEvent.setup();
    render(
      <CompactLoginForm
        onSubmit={() => Promise.resolve()}
        codeLoginEnabled
        directRegisterEnabled
        onRegister={() => {}}
        onForgotPassword={() => {}}
      />,
    );
    const order = [
      screen.getByRole('button', { name: 'Username' }),
      screen.getByRole('button', { name: 'Mobile number' }),
      username(),
      password(),
      screen.getByRole('button', { name: 'Show password' }),
      screen.getByRole('button', { name: 'Log in' }),
      screen.getByRole('button', { name: 'Forgot password?' }),
      screen.getByRole('button', { name: 'Register' }),
    ];
    for (const element of order) {
      await user.tab();
      expect(element).toHaveFocus();
    }
  });
});
