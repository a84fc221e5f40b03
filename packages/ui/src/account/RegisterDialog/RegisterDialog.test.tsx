import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FieldRule } from '@lobby/core';
import { render } from '../../test/render';
import { RegisterDialog, type RegisterDialogProps } from './RegisterDialog';

const countries = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
];

function rule(overrides: Partial<FieldRule> = {}): FieldRule {
  return {
    enabled: true,
    required: false,
    minLength: 0,
    maxLength: 64,
    acceptedPattern: '*',
    patternId: 0,
    ...overrides,
  };
}

const baseRules = {
  username: rule({
    required: true,
    minLength: 4,
    maxLength: 16,
    acceptedPattern: '[a-z][a-z0-9]*',
    patternId: 1,
  }),
  password: rule({ required: true, minLength: 6, maxLength: 20 }),
};

function setup(props: Partial<RegisterDialogProps> = {}) {
  const onSubmit = vi.fn<RegisterDialogProps['onSubmit']>(() => Promise.resolve());
  render(
    <RegisterDialog
      defaultOpen
      rules={baseRules}
      countries={countries}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit };
}

const dialog = () => screen.getByRole('dialog', { name: 'Register' });
const text = (name: RegExp) => screen.getByRole('textbox', { name });
const queryText = (name: RegExp) => screen.queryByRole('textbox', { name });
const secret = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const terms = () => screen.getByRole('checkbox', { name: /^I accept the terms and conditions/ });
const submitButton = () =>
  within(screen.getByRole('form')).getByRole('button', { name: /^Register/ });

async function fillUsernameTab(user: ReturnType<typeof userEvent.setup>) {
  await user.type(text(/^Username/), ' player01 ');
  await user.type(secret(/^Password/), ' Secret1');
  await user.type(secret(/^Confirm password/), ' Secret1');
  await user.click(terms());
}

describe('RegisterDialog', () => {
  test('user name only: no tabs; user name, password and confirmation, all required', async () => {
    setup();
    expect(within(dialog()).getByRole('heading', { name: 'Register' })).toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(text(/^Username/)).toHaveAttribute('autocomplete', 'username');
    expect(text(/^Username/)).toBeRequired();
    expect(secret(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(secret(/^Confirm password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(secret(/^Confirm password/)).toBeRequired();
    expect(queryText(/^Mobile number/)).toBeNull();
    await waitFor(() => expect(text(/^Username/)).toHaveFocus());
  });

  test('both methods: a tab list; the mobile tab asks for number and code, not a user name', async () => {
    const user = userEvent.setup();
    const onMethodChange = vi.fn();
    setup({ mobileRegisterEnabled: true, onMethodChange });
    const tabs = screen.getByRole('tablist', { name: 'Register with' });
    await user.click(within(tabs).getByRole('tab', { name: 'Mobile number' }));
    expect(onMethodChange).toHaveBeenCalledWith('mobile');
    expect(queryText(/^Username/)).toBeNull();
    expect(text(/^Mobile number/)).toHaveAttribute('autocomplete', 'tel-national');
    expect(text(/^Mobile number/)).toBeRequired();
    expect(text(/^Verification code/)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(secret(/^Password/)).toBeInTheDocument();
  });

  test('mobile only: no tabs, the mobile form', () => {
    setup({ usernameRegisterEnabled: false, mobileRegisterEnabled: true });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Register with a mobile number' })).toBeInTheDocument();
    expect(queryText(/^Username/)).toBeNull();
  });

  test('MOBILENUMPASSREG3 off: the mobile form asks no password and submits none', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup({
      usernameRegisterEnabled: false,
      mobileRegisterEnabled: true,
      mobilePasswordEnabled: false,
    });
    expect(screen.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    await user.type(text(/^Mobile number/), '9171234567');
    await user.type(text(/^Verification code/), '123456');
    await user.click(terms());
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith({
      method: 'mobile',
      mobileNum: '9171234567',
      verificationCode: '123456',
      countryCode: 'PH',
      countryDialingCode: '63',
      termsAccepted: true,
      ageConfirmed: true,
    });
  });

  test('switching tabs keeps what was typed', async () => {
    const user = userEvent.setup();
    setup({ mobileRegisterEnabled: true });
    await user.type(text(/^Username/), 'player01');
    await user.type(secret(/^Password/), 'Secret1');
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await user.type(text(/^Mobile number/), '9171234567');
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    expect(text(/^Username/)).toHaveValue('player01');
    expect(secret(/^Password/)).toHaveValue('Secret1');
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(text(/^Mobile number/)).toHaveValue('9171234567');
  });

  test('each optional field shows only when its rule is enabled, required only where it says', () => {
    setup({
      rules: {
        ...baseRules,
        payeeName: rule({ required: true }),
        email: rule({ required: false }),
        qqNum: rule({ enabled: false }),
        wechat: rule(),
        paymentPassword: rule({ required: false }),
      },
    });
    expect(text(/^Real name/)).toBeRequired();
    expect(text(/^Real name/)).toHaveAttribute('autocomplete', 'name');
    expect(text(/^Email/)).not.toBeRequired();
    expect(text(/^Email/)).toHaveAttribute('autocomplete', 'email');
    expect(text(/^WeChat ID/)).not.toBeRequired();
    expect(queryText(/^QQ or contact number/)).toBeNull();
    expect(queryText(/^LINE ID/)).toBeNull();
    expect(queryText(/^Invitation code/)).toBeNull();
    // The spec requires the payment password whenever it is enabled.
    expect(secret(/^Payment password/)).toBeRequired();
    expect(secret(/^Payment password/)).toHaveAttribute('autocomplete', 'new-password');
  });

  test('user-name tab: an enabled mobile rule adds the number; SMS verification adds the code', () => {
    const { unmount } = render(
      <RegisterDialog
        defaultOpen
        rules={{ ...baseRules, mobileNum: rule() }}
        countries={countries}
        onSubmit={() => Promise.resolve()}
      />,
    );
    expect(text(/^Mobile number/)).not.toBeRequired();
    expect(queryText(/^Verification code/)).toBeNull();
    unmount();
    render(
      <RegisterDialog
        defaultOpen
        smsVerificationEnabled
        rules={{ ...baseRules, mobileNum: rule({ required: true }) }}
        countries={countries}
        onSubmit={() => Promise.resolve()}
      />,
    );
    expect(text(/^Mobile number/)).toBeRequired();
    expect(text(/^Verification code/)).toBeRequired();
  });

  test('the affiliate field hides when the code from the address is valid', () => {
    const rules = { ...baseRules, affiliateCode: rule() };
    const { unmount } = render(
      <RegisterDialog
        defaultOpen
        rules={rules}
        defaultAffiliateCode="AFF42"
        onSubmit={() => Promise.resolve()}
      />,
    );
    expect(text(/^Invitation code/)).toHaveValue('AFF42');
    unmount();
    render(
      <RegisterDialog
        defaultOpen
        rules={rules}
        affiliateCodeValid
        onSubmit={() => Promise.resolve()}
      />,
    );
    expect(queryText(/^Invitation code/)).toBeNull();
  });

  test('the captcha shows when its rule is enabled and an image is given', () => {
    setup({
      rules: { ...baseRules, captcha: rule({ required: true }) },
      captcha: { image: 'data:image/png;base64,AAAA', onRefresh: () => {} },
    });
    expect(text(/^Security code/)).toBeRequired();
    expect(screen.getByRole('button', { name: 'New image' })).toBeInTheDocument();
  });

  test('before any call: rule hints, a differing confirmation and the terms message', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup();
    await user.type(text(/^Username/), '9lives');
    await user.type(secret(/^Password/), 'Secret1');
    await user.type(secret(/^Confirm password/), 'Secret2');
    await user.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(text(/^Username/)).toHaveAccessibleDescription(
      'Use 4 to 16 letters and digits, starting with a letter',
    );
    expect(secret(/^Confirm password/)).toHaveAccessibleDescription('The two passwords differ');
    expect(terms()).toHaveAccessibleDescription('Accept the terms to continue');
    expect(text(/^Username/)).toHaveFocus();
  });

  test('a valid submit: trimmed text, exact passwords, only the fields shown', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup({
      rules: { ...baseRules, email: rule(), mobileNum: rule() },
    });
    await fillUsernameTab(user);
    await user.type(text(/^Email/), ' me@example.com ');
    await user.type(text(/^Mobile number/), ' 9171234567 ');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      method: 'username',
      username: 'player01',
      password: ' Secret1',
      confirmPassword: ' Secret1',
      email: 'me@example.com',
      mobileNum: '9171234567',
      countryCode: 'PH',
      countryDialingCode: '63',
      termsAccepted: true,
      ageConfirmed: true,
    });
  });

  test("the terms box confirms the brand's age, 18 unless it asks more", () => {
    setup({ minimumAge: 21 });
    expect(terms()).toHaveAccessibleName(
      'I accept the terms and conditions and the privacy policy, and I am at least 21 years old required',
    );
    expect(terms()).toBeRequired();
  });

  test('the code is sent to the number for the current method', async () => {
    const user = userEvent.setup();
    const onSendCode = vi.fn(() => Promise.resolve());
    setup({ usernameRegisterEnabled: false, mobileRegisterEnabled: true, onSendCode });
    const send = screen.getByRole('button', { name: 'Send code' });
    expect(send).toBeDisabled();
    await user.type(text(/^Mobile number/), '9171234567');
    await user.click(send);
    expect(onSendCode).toHaveBeenCalledWith({
      method: 'mobile',
      countryCode: 'PH',
      countryDialingCode: '63',
      mobile: '9171234567',
    });
    expect(await screen.findByRole('button', { name: /^Resend in \d+ s$/ })).toBeInTheDocument();
  });

  test('a failed registration keeps every value and announces the error', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [error, setError] = useState<string | null>(null);
      return (
        <RegisterDialog
          defaultOpen
          rules={baseRules}
          error={error}
          onSubmit={() => {
            setError('This username is taken');
            return Promise.reject(new Error('409'));
          }}
        />
      );
    }
    render(<Harness />);
    await fillUsernameTab(user);
    await user.click(submitButton());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('This username is taken');
    await waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-busy'));
    expect(text(/^Username/)).toHaveValue(' player01 ');
    expect(secret(/^Password/)).toHaveValue(' Secret1');
    expect(secret(/^Confirm password/)).toHaveValue(' Secret1');
    expect(terms()).toBeChecked();
  });

  test('while registering the button is busy and a second submit is ignored', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    setup({ onSubmit });
    await fillUsernameTab(user);
    await user.click(submitButton());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-busy'));
  });

  test('social sign-up and the login prompt', async () => {
    const user = userEvent.setup();
    const onSocialSignIn = vi.fn();
    const onLogin = vi.fn();
    setup({ socialProviders: [{ id: 'google', label: 'Google' }], onSocialSignIn, onLogin });
    await user.click(
      within(screen.getByRole('group', { name: 'Or sign up with' })).getByRole('button', {
        name: 'Google',
      }),
    );
    expect(onSocialSignIn).toHaveBeenCalledWith('google');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  test('keyboard: Tab walks the fields in order, Escape closes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    setup({ onOpenChange });
    await waitFor(() => expect(text(/^Username/)).toHaveFocus());
    const order = [
      secret(/^Password/),
      screen.getAllByRole('button', { name: 'Show password' })[0],
      secret(/^Confirm password/),
      screen.getAllByRole('button', { name: 'Show password' })[1],
      terms(),
      submitButton(),
    ];
    for (const element of order) {
      await user.tab();
      expect(element).toHaveFocus();
    }
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
