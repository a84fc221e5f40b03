import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { FieldRule, RuleProblem } from '@lobby/core';
import { Button } from '../../components/Button';
import { CaptchaField } from '../CaptchaField';
import { CheckboxField } from '../CheckboxField';
import { PasswordField } from '../PasswordField';
import { PhoneField, type PhoneCountry } from '../PhoneField';
import { SmsCodeField } from '../SmsCodeField';
import { TextField } from '../TextField';
import { Form } from './Form';

/** A sample of the server's per-field registration rules (the register setting). */
const rules: Record<string, FieldRule> = {
  // min < max
  username: {
    enabled: true,
    required: true,
    minLength: 4,
    maxLength: 12,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 1,
  },
  password: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 20,
    acceptedPattern: '*',
    patternId: 0,
  },
  mobileNum: {
    enabled: true,
    required: true,
    minLength: 9,
    maxLength: 11,
    acceptedPattern: '^\\d+$',
    patternId: 5,
  },
  payeeName: {
    enabled: true,
    required: true,
    minLength: 3,
    maxLength: 30,
    acceptedPattern: '^[A-Za-z]+( [A-Za-z]+)+$',
    patternId: 14,
  },
  // min = max: the hint shows a single number
  paymentPassword: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 6,
    acceptedPattern: '^\\d+$',
    patternId: 5,
  },
  email: {
    enabled: true,
    required: false,
    minLength: 6,
    maxLength: 40,
    acceptedPattern: '^\\w+([-+.]\\w+)*@\\w+([-.]\\w+)*\\.\\w+([-.]\\w+)*$',
    patternId: 3,
  },
  // An invalid server pattern: reported, and the field falls back to length only
  qqNum: {
    enabled: true,
    required: false,
    minLength: 5,
    maxLength: 12,
    acceptedPattern: '([0-9]',
    patternId: 5,
  },
  // Disabled: not shown
  wechat: {
    enabled: false,
    required: false,
    minLength: 0,
    maxLength: 20,
    acceptedPattern: '*',
    patternId: 0,
  },
};

const countries: PhoneCountry[] = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
];

const captcha = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="104" height="40"><rect width="104" height="40" fill="#f4f1ea"/><text x="14" y="28" font-family="monospace" font-size="22" fill="#222">7K2Q</text></svg>',
)}`;

const meta = {
  title: 'Forms/RegistrationForm',
  component: Form,
  tags: ['autodocs'],
  args: {
    onValidSubmit: fn(),
    onInvalidSubmit: fn(),
    onRuleProblem: fn(),
    'aria-label': 'Register',
  },
  render: function Render(args) {
    const [problems, setProblems] = useState<string[]>([]);
    const on = (name: string) => rules[name]?.enabled === true;
    return (
      <div style={{ maxWidth: 480 }}>
        <Form
          {...args}
          onRuleProblem={(name: string, problem: RuleProblem) => {
            args.onRuleProblem?.(name, problem);
            setProblems((list) => (list.includes(name) ? list : [...list, name]));
          }}
        >
          <TextField
            name="username"
            label="Username"
            rule={rules.username}
            autoComplete="username"
          />
          <PasswordField
            name="password"
            label="Password"
            rule={rules.password}
            autoComplete="new-password"
          />
          <PasswordField
            name="confirmPassword"
            label="Confirm password"
            required
            matches="password"
            autoComplete="new-password"
          />
          <PhoneField
            name="mobileNum"
            label="Mobile number"
            countries={countries}
            rule={rules.mobileNum}
          />
          <SmsCodeField name="verificationCode" label="SMS code" onSend={() => Promise.resolve()} />
          {on('payeeName') && (
            <TextField
              name="payeeName"
              label="Payee name"
              rule={rules.payeeName}
              autoComplete="name"
            />
          )}
          {on('paymentPassword') && (
            <PasswordField
              name="paymentPassword"
              label="Payment password"
              rule={rules.paymentPassword}
              autoComplete="new-password"
            />
          )}
          {on('email') && (
            <TextField
              name="email"
              label="Email"
              type="email"
              rule={rules.email}
              autoComplete="email"
            />
          )}
          {on('qqNum') && (
            <TextField name="qqNum" label="QQ number" rule={rules.qqNum} inputMode="numeric" />
          )}
          {on('wechat') && <TextField name="wechat" label="WeChat" rule={rules.wechat} />}
          <CaptchaField name="captcha" label="Captcha" src={captcha} onRefresh={() => undefined} />
          <CheckboxField
            name="terms"
            required
            label={
              <>
                I am 18 or older and accept the <a href="#terms">terms and conditions</a>
              </>
            }
          />
          <Button type="submit">Register</Button>
        </Form>
        {problems.length > 0 && (
          <p role="status">Server rules that could not be used as sent: {problems.join(', ')}</p>
        )}
      </div>
    );
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SubmitShowsEveryHint: Story = {
  play: async ({ canvas, args, step }) => {
    const byLabel = (label: RegExp) => canvas.getByLabelText(label, { selector: 'input' });
    await step('the invalid server pattern is reported, not thrown', async () => {
      await expect(args.onRuleProblem).toHaveBeenCalledWith(
        'qqNum',
        expect.objectContaining({ problem: 'pattern', pattern: '([0-9]' }),
      );
      await expect(
        canvas.getByText('Server rules that could not be used as sent: qqNum'),
      ).toBeVisible();
    });
    await step('fill some fields wrongly, leave others empty, submit', async () => {
      await userEvent.type(byLabel(/^Username/), '1ab');
      await userEvent.type(byLabel(/^Payment password/), '12');
      await userEvent.type(byLabel(/^QQ number/), '123');
      await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
      await expect(args.onValidSubmit).not.toHaveBeenCalled();
    });
    await step('focus moves to the first invalid field', async () => {
      await waitFor(() => expect(byLabel(/^Username/)).toHaveFocus());
    });
    await step('min < max: both bounds, under the username', async () => {
      await expect(byLabel(/^Username/)).toHaveAccessibleDescription(
        'Use 4 to 12 letters and digits, starting with a letter',
      );
    });
    await step('min = max: a single number, under the payment password', async () => {
      await expect(byLabel(/^Payment password/)).toHaveAccessibleDescription('Use 6 digits');
    });
    await step('required fields say so, each under its own field', async () => {
      await expect(byLabel(/^Password/)).toHaveAccessibleDescription('This field is required');
      await expect(
        canvas.getByRole('textbox', { name: /^Mobile number/ }),
      ).toHaveAccessibleDescription('This field is required');
      await expect(byLabel(/^SMS code/)).toHaveAccessibleDescription('Enter the verification code');
      await expect(byLabel(/^Payee name/)).toHaveAccessibleDescription('This field is required');
      await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
        'Accept the terms to continue',
      );
    });
    await step('the broken pattern field checks length only', async () => {
      await expect(byLabel(/^QQ number/)).toHaveAccessibleDescription('Use 5 to 12 characters');
    });
    await step('optional and disabled fields', async () => {
      await expect(byLabel(/^Email/)).not.toHaveAttribute('aria-invalid');
      await expect(canvas.queryByLabelText(/WeChat/)).not.toBeInTheDocument();
    });
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvas, args }) => {
    const byLabel = (label: RegExp) => canvas.getByLabelText(label, { selector: 'input' });
    await userEvent.type(byLabel(/^Username/), ' player1 ');
    await userEvent.type(byLabel(/^Password/), 'my secret ');
    await userEvent.type(byLabel(/^Confirm password/), 'my secret ');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile number/ }), '9171234567');
    await userEvent.type(byLabel(/^SMS code/), '123456');
    await userEvent.type(byLabel(/^Payee name/), 'Juan Cruz');
    await userEvent.type(byLabel(/^Payment password/), '654321');
    await userEvent.type(byLabel(/^Captcha/), '7K2Q');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onValidSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        username: 'player1',
        password: 'my secret ',
        confirmPassword: 'my secret ',
        mobileNum: '9171234567',
        paymentPassword: '654321',
        terms: true,
      }),
    );
  },
};
