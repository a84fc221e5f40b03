import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  VerificationDialog,
  type VerificationDialogProps,
  type VerificationValues,
} from './VerificationDialog';

/** Local state stands in for the site: any answer but "000000" is accepted. */
function Demo(args: VerificationDialogProps) {
  const [open, setOpen] = useState(args.open ?? true);
  const [error, setError] = useState<string | null>(args.error ?? null);
  return (
    <VerificationDialog
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
          setError('The code is not valid');
          throw reason;
        }
      }}
    />
  );
}

const meta = {
  title: 'Account/VerificationDialog',
  component: VerificationDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    methods: ['mobile', 'email', 'bankAccountName', 'authenticator'],
    destinations: { mobile: '+63 ••• ••• 4567', email: 'p•••@example.com' },
    codeCountdownSeconds: 60,
    onSend: fn(() => Promise.resolve()),
    onSubmit: fn(
      (values: VerificationValues) =>
        new Promise<void>((resolve, reject) =>
          setTimeout(() => (values.value === '000000' ? reject(new Error('400')) : resolve()), 300),
        ),
    ),
    onOpenChange: fn(),
    onMethodChange: fn(),
  },
  argTypes: {
    methods: { control: 'check', options: ['mobile', 'email', 'bankAccountName', 'authenticator'] },
  },
  render: (args) => <Demo key={String(args.open)} {...args} />,
} satisfies Meta<typeof VerificationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SmsCode: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: "Verify it's you" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await expect(args.onSend).toHaveBeenCalledWith('mobile');
    await expect(
      await within(dialog).findByRole('button', { name: /^Resend in \d+ s$/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Verification code/ }),
      '4321',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'mobile', value: '4321' });
  },
};

export const EmailCode: Story = {
  args: { defaultMethod: 'email' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: "Verify it's you" });
    await expect(within(dialog).getByRole('radio', { name: 'Code by email' })).toBeChecked();
  },
};

export const BankAccountName: Story = {
  args: { methods: ['bankAccountName'] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: "Verify it's you" });
    await expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    await expect(
      within(dialog).getByRole('textbox', { name: /^Bank account holder name/ }),
    ).toHaveAttribute('autocomplete', 'name');
  },
};

export const Authenticator: Story = {
  args: { defaultMethod: 'authenticator' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: "Verify it's you" });
    const field = within(dialog).getByRole('textbox', { name: /^Authenticator code/ });
    await userEvent.type(field, '123');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(dialog).getByText('Use 6 digits')).toBeVisible();
  },
};

export const FailureKeepsValues: Story = {
  args: { defaultMethod: 'authenticator' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: "Verify it's you" });
    const field = within(dialog).getByRole('textbox', { name: /^Authenticator code/ });
    await userEvent.type(field, '000000');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The code is not valid'),
    );
    await expect(field).toHaveValue('000000');
  },
};
