import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FieldRule } from '@lobby/core';
import { Button } from '../../components/Button';
import { RegisterDialog, type RegisterDialogProps } from './RegisterDialog';
import type { RegisterRules, RegisterValues } from './registerFields';

const countries = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
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

const basicRules: RegisterRules = {
  username: rule({
    required: true,
    minLength: 4,
    maxLength: 16,
    acceptedPattern: '[a-zA-Z][a-zA-Z0-9]*',
    patternId: 1,
  }),
  password: rule({ required: true, minLength: 6, maxLength: 20 }),
  mobileNum: rule({ minLength: 9, maxLength: 11, acceptedPattern: '[0-9]+', patternId: 5 }),
};

const everyRule: RegisterRules = {
  ...basicRules,
  payeeName: rule({ required: true, minLength: 2, maxLength: 40, patternId: 7 }),
  paymentPassword: rule({ minLength: 6, maxLength: 6, acceptedPattern: '[0-9]+', patternId: 5 }),
  qqNum: rule(),
  line: rule(),
  whatsapp: rule(),
  facebook: rule(),
  wechat: rule(),
  idNumber: rule(),
  email: rule({ required: true, acceptedPattern: '[^@\\s]+@[^@\\s]+', patternId: 3 }),
  recommenderId: rule(),
  affiliateCode: rule(),
  captcha: rule({ required: true, minLength: 4, maxLength: 4 }),
};

function captchaImage(text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="104" height="40"><rect width="104" height="40" fill="#f4f1ea"/><text x="14" y="28" font-family="monospace" font-size="22" fill="#222">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Local state stands in for the site: the story tests have no args channel. */
function Demo(args: RegisterDialogProps) {
  const [open, setOpen] = useState(args.open ?? true);
  const [error, setError] = useState<string | null>(args.error ?? null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open registration</Button>
      <RegisterDialog
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
            setError('This username is already taken');
            throw reason;
          }
        }}
      />
    </>
  );
}

const meta = {
  title: 'Account/RegisterDialog',
  component: RegisterDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    rules: basicRules,
    usernameRegisterEnabled: true,
    mobileRegisterEnabled: false,
    mobilePasswordEnabled: true,
    smsVerificationEnabled: false,
    affiliateCodeValid: false,
    minimumAge: 18,
    countries,
    codeCountdownSeconds: 60,
    socialProviders: [],
    // The user name "taken" is refused after a moment.
    onSubmit: fn(
      (values: RegisterValues) =>
        new Promise<void>((resolve, reject) =>
          setTimeout(() => {
            if (values.username === 'taken') reject(new Error('409'));
            else resolve();
          }, 300),
        ),
    ),
    onOpenChange: fn(),
    onMethodChange: fn(),
    onSendCode: fn(() => Promise.resolve()),
    onSocialSignIn: fn(),
    onLogin: fn(),
  },
  argTypes: {
    rules: { control: 'object' },
    countries: { control: false },
    captcha: { control: false },
    banner: { control: false },
    trigger: { control: false },
    termsLabel: { control: 'text' },
  },
  render: (args) => <Demo key={String(args.open)} {...args} />,
} satisfies Meta<typeof RegisterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const UsernameAndMobileTabs: Story = {
  args: { mobileRegisterEnabled: true, smsVerificationEnabled: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    const tabs = within(dialog).getByRole('tablist', { name: 'Register with' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Mobile number' }));
    await expect(args.onMethodChange).toHaveBeenCalledWith('mobile');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Mobile number/ }),
      '9171234567',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({
      method: 'mobile',
      countryCode: 'PH',
      countryDialingCode: '63',
      mobile: '9171234567',
    });
  },
};

/**
 * A mobile-only brand that asks no password (MOBILENUMPASSREG3 off) and whose market asks
 * visitors to confirm 21.
 */
export const MobileOnly: Story = {
  args: {
    usernameRegisterEnabled: false,
    mobileRegisterEnabled: true,
    mobilePasswordEnabled: false,
    minimumAge: 21,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await expect(within(dialog).queryByRole('tablist')).toBeNull();
    await expect(within(dialog).queryByRole('textbox', { name: /^Username/ })).toBeNull();
    await expect(within(dialog).queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    await expect(
      within(dialog).getByRole('checkbox', { name: /I am at least 21 years old/ }),
    ).toBeRequired();
  },
};

/** Every optional field enabled, the captcha, social sign-up and the login prompt. */
export const EveryField: Story = {
  args: {
    rules: everyRule,
    smsVerificationEnabled: true,
    captcha: { image: captchaImage('7K2Q'), onRefresh: fn() },
    socialProviders: [
      { id: 'google', label: 'Google' },
      { id: 'facebook', label: 'Facebook' },
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    for (const name of [
      /^Real name/,
      /^Email/,
      /^WeChat ID/,
      /^Invitation code/,
      /^Security code/,
    ]) {
      await expect(within(dialog).getByRole('textbox', { name })).toBeInTheDocument();
    }
    await expect(within(dialog).getByRole('group', { name: 'Or sign up with' })).toBeVisible();
  },
};

export const AffiliateCodeValid: Story = {
  args: { rules: everyRule, affiliateCodeValid: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await expect(within(dialog).queryByRole('textbox', { name: /^Invitation code/ })).toBeNull();
  },
};

export const ValidationMessages: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    const form = within(dialog).getByRole('form');
    await userEvent.type(
      within(form).getByLabelText(/^Password/, { selector: 'input' }),
      'Secret1',
    );
    await userEvent.type(
      within(form).getByLabelText(/^Confirm password/, { selector: 'input' }),
      'Secret2',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(form).getByRole('textbox', { name: /^Username/ })).toHaveFocus();
    await expect(within(form).getByText('The two passwords differ')).toBeVisible();
    await expect(within(form).getByText('Accept the terms to continue')).toBeVisible();
  },
};

export const FailedRegistrationKeepsValues: Story = {
  play: async ({ step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    const form = within(dialog).getByRole('form');
    const username = within(form).getByRole('textbox', { name: /^Username/ });
    await step('fill in and submit with Enter', async () => {
      await userEvent.click(within(form).getByRole('checkbox', { name: /terms/ }));
      await userEvent.type(username, 'taken');
      await userEvent.type(
        within(form).getByLabelText(/^Password/, { selector: 'input' }),
        'Secret1',
      );
      await userEvent.type(
        within(form).getByLabelText(/^Confirm password/, { selector: 'input' }),
        'Secret1',
      );
      await userEvent.keyboard('{Enter}');
    });
    await step('the error is announced, the values stay', async () => {
      await waitFor(() =>
        expect(within(dialog).getByRole('alert')).toHaveTextContent(
          'This username is already taken',
        ),
      );
      await expect(username).toHaveValue('taken');
    });
  },
};
