import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { render } from '../../test/render';
import { LoginForm, type LoginFormProps } from './LoginForm';

const countries = [
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
];

const captcha = { image: 'data:image/png;base64,AAAA', onRefresh: () => {} };

function setup(props: Partial<LoginFormProps> = {}) {
  const onSubmit = vi.fn<LoginFormProps['onSubmit']>(() => Promise.resolve());
  render(<LoginForm onSubmit={onSubmit} countries={countries} {...props} />);
  return { onSubmit };
}

const username = () => screen.getByRole('textbox', { name: /^Username/ });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const remember = () => screen.getByRole('checkbox', { name: 'Remember my username' });

describe('LoginForm', () => {
  test('full layout: remember-me beside forgot password, above the button', () => {
    setup({ onForgotPassword: () => {} });
    expect(remember()).not.toBeChecked();
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(within(form).getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(username()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
  });

  test('compact layout has no remember-me and puts the links after the form', () => {
    setup({ layout: 'compact', onForgotPassword: () => {} });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(within(form).queryByRole('button', { name: 'Forgot password?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  test('a remembered user name is typed in, and the remember flag goes with the submit', async () => {
    const user = userEvent.setup();
    const onRememberChange = vi.fn();
    const { onSubmit } = setup({
      defaultUsername: 'player01',
      defaultRemember: true,
      onRememberChange,
    });
    expect(username()).toHaveValue('player01');
    expect(remember()).toBeChecked();
    await user.click(remember());
    expect(onRememberChange).toHaveBeenLastCalledWith(false);
    await user.click(remember());
    await user.type(password(), 'Secret 1 ');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      mode: 'username',
      username: 'player01',
      password: 'Secret 1 ',
      remember: true,
    });
  });

  test('remember-me can be controlled', async () => {
    const user = userEvent.setup();
    const onRememberChange = vi.fn();
    setup({ remember: false, onRememberChange });
    await user.click(remember());
    expect(onRememberChange).toHaveBeenCalledWith(true);
    // The owner did not accept the change.
    expect(remember()).not.toBeChecked();
  });

  test('no captcha field until the server asks for one', () => {
    setup();
    expect(screen.queryByRole('textbox', { name: /^Security code/ })).not.toBeInTheDocument();
  });

  test('the captcha is required when shown and its text goes with the submit, trimmed', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup({ captcha });
    await user.type(username(), 'player01');
    await user.type(password(), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const field = screen.getByRole('textbox', { name: /^Security code/ });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Enter the characters shown in the image');
    await user.type(field, ' 7K2Q ');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      mode: 'username',
      username: 'player01',
      password: 'pw',
      remember: false,
      captcha: '7K2Q',
    });
  });

  test('the captcha image refreshes on click, at most once a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const user = userEvent.setup();
      const onRefresh = vi.fn();
      setup({ captcha: { image: captcha.image, onRefresh } });
      const image = screen.getByRole('button', { name: 'New image' });
      await user.click(image);
      await user.click(image);
      expect(onRefresh).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 1000);
      await user.click(image);
      expect(onRefresh).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test('social sign-in buttons show only when providers are given', async () => {
    const user = userEvent.setup();
    const onSocialSignIn = vi.fn();
    const { unmount } = render(
      <LoginForm onSubmit={() => Promise.resolve()} onSocialSignIn={onSocialSignIn} />,
    );
    expect(screen.queryByRole('group', { name: 'Or log in with' })).not.toBeInTheDocument();
    unmount();
    render(
      <LoginForm
        onSubmit={() => Promise.resolve()}
        socialProviders={[
          { id: 'google', label: 'Google' },
          { id: 'facebook', label: 'Facebook' },
        ]}
        onSocialSignIn={onSocialSignIn}
      />,
    );
    const group = screen.getByRole('group', { name: 'Or log in with' });
    await user.click(within(group).getByRole('button', { name: 'Facebook' }));
    expect(onSocialSignIn).toHaveBeenCalledWith('facebook');
  });

  test('register shows only with direct registration, as a prompt under the form', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    const { unmount } = render(
      <LoginForm onSubmit={() => Promise.resolve()} onRegister={onRegister} />,
    );
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    unmount();
    render(
      <LoginForm
        onSubmit={() => Promise.resolve()}
        directRegisterEnabled
        onRegister={onRegister}
      />,
    );
    expect(screen.getByText('No account yet?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onRegister).toHaveBeenCalledTimes(1);
  });

  test('empty submit: both messages, focus on the user name, nothing called', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(username()).toHaveFocus();
    expect(username()).toHaveAccessibleDescription('This field is required');
    expect(password()).toHaveAccessibleDescription('This field is required');
  });

  test('a failed sign-in keeps every value, the captcha included, and shows the error', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [error, setError] = useState<string | null>(null);
      return (
        <LoginForm
          error={error}
          captcha={captcha}
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
    await user.type(screen.getByRole('textbox', { name: /^Security code/ }), 'AB12');
    await user.click(remember());
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy'),
    );
    expect(username()).toHaveValue('player01');
    expect(password()).toHaveValue('wrong');
    expect(screen.getByRole('textbox', { name: /^Security code/ })).toHaveValue('AB12');
    expect(remember()).toBeChecked();
  });

  test('mobile mode: send is blocked until the number passes the mobile rule', async () => {
    const user = userEvent.setup();
    const onSendCode = vi.fn(() => Promise.resolve(true));
    const { onSubmit } = setup({
      codeLoginEnabled: true,
      defaultMode: 'mobile',
      onSendCode,
      mobileRule: {
        enabled: true,
        required: true,
        minLength: 9,
        maxLength: 10,
        acceptedPattern: '[0-9]+',
        patternId: 5,
      },
    });
    const send = screen.getByRole('button', { name: 'Send code' });
    const number = screen.getByRole('textbox', { name: /^Mobile number/ });
    await user.type(number, '1234');
    expect(send).toBeDisabled();
    await user.type(number, '56789');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(onSendCode).toHaveBeenCalledWith({
      countryCode: 'MY',
      countryDialingCode: '60',
      mobile: '123456789',
    });
    await user.type(screen.getByRole('textbox', { name: /^Verification code/ }), '4321');
    await user.click(remember());
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledWith({
      mode: 'mobile',
      countryCode: 'MY',
      countryDialingCode: '60',
      mobile: '123456789',
      code: '4321',
      remember: true,
    });
  });

  test('Tab order: fields, toggle, captcha, remember, forgot, Log in, social, register', async () => {
    const user = userEvent.setup();
    render(
      <LoginForm
        onSubmit={() => Promise.resolve()}
        captcha={captcha}
        directRegisterEnabled
        onRegister={() => {}}
        onForgotPassword={() => {}}
        socialProviders={[{ id: 'google', label: 'Google' }]}
        onSocialSignIn={() => {}}
      />,
    );
    const order = [
      username(),
      password(),
      screen.getByRole('button', { name: 'Show password' }),
      screen.getByRole('textbox', { name: /^Security code/ }),
      screen.getByRole('button', { name: 'New image' }),
      screen.getByRole('button', { name: "Can't read it? Get a new one" }),
      remember(),
      screen.getByRole('button', { name: 'Forgot password?' }),
      screen.getByRole('button', { name: 'Log in' }),
      screen.getByRole('button', { name: 'Google' }),
      screen.getByRole('button', { name: 'Register' }),
    ];
    for (const element of order) {
      await user.tab();
      expect(element).toHaveFocus();
    }
  });
});
