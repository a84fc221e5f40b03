import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  ForcedChangeDialog,
  type ForcedChangeDialogProps,
  type ForcedChangeValues,
} from './ForcedChangeDialog';

const passwordRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 20,
  acceptedPattern: '*',
  patternId: 0,
};

/** Local state stands in for the site: the old password "wrong" is refused. */
function Demo(args: ForcedChangeDialogProps) {
  const [open, setOpen] = useState(args.open);
  const [error, setError] = useState<string | null>(args.error ?? null);
  return (
    <ForcedChangeDialog
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
          setError('The old password is wrong');
          throw reason;
        }
      }}
    />
  );
}

const meta = {
  title: 'Account/ForcedChangeDialog',
  component: ForcedChangeDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    username: 'player01',
    askOldPassword: false,
    reason: 'default',
    required: true,
    passwordRule,
    onSubmit: fn(
      (values: ForcedChangeValues) =>
        new Promise<void>((resolve, reject) =>
          setTimeout(() => {
            if (values.oldPassword === 'wrong') reject(new Error('400'));
            else resolve();
          }, 300),
        ),
    ),
    onOpenChange: fn(),
    onSignOut: fn(),
  },
  argTypes: {
    reason: { control: 'inline-radio', options: ['default', 'expired'] },
    passwordRule: { control: 'object' },
  },
  render: (args) => <Demo key={String(args.open)} {...args} />,
} satisfies Meta<typeof ForcedChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DefaultPassword: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    const newPassword = within(dialog).getByLabelText(/^New password/, { selector: 'input' });
    await waitFor(() => expect(newPassword).toHaveFocus());
    await userEvent.type(newPassword, 'N3wpass!');
    await userEvent.type(
      within(dialog).getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'N3wpass!',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'N3wpass!' });
  },
};

export const ExpiredAskingOldPassword: Story = {
  args: { reason: 'expired', askOldPassword: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your password has expired. Choose a new one to continue.',
    );
    await expect(
      within(dialog).getByLabelText(/^Old password/, { selector: 'input' }),
    ).toBeVisible();
  },
};

/** The member chose to change it (the security centre): the old password first, and a way out. */
export const ChosenInTheSecurityCentre: Story = {
  args: { reason: 'chosen', askOldPassword: true, required: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    await expect(dialog).toHaveAccessibleDescription(
      'Enter your current password, then choose a new one.',
    );
    await expect(
      within(dialog).getByLabelText(/^Old password/, { selector: 'input' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const RequiredCannotBeDismissed: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    await step('Escape keeps it open', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(dialog).toBeInTheDocument();
      await expect(args.onOpenChange).not.toHaveBeenCalled();
    });
    await step('signing out is the way out', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    });
  },
};

export const NotRequired: Story = {
  args: { required: false },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Change your password' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ValidationMessages: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    await userEvent.type(
      within(dialog).getByLabelText(/^New password/, { selector: 'input' }),
      'abcdef',
    );
    await userEvent.type(
      within(dialog).getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'abcdeg',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(dialog).getByText('The two passwords differ')).toBeVisible();
  },
};

export const FailureKeepsValues: Story = {
  args: { askOldPassword: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    const old = within(dialog).getByLabelText(/^Old password/, { selector: 'input' });
    await userEvent.type(old, 'wrong');
    await userEvent.type(
      within(dialog).getByLabelText(/^New password/, { selector: 'input' }),
      'N3wpass!',
    );
    await userEvent.type(
      within(dialog).getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'N3wpass!',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The old password is wrong'),
    );
    await expect(old).toHaveValue('wrong');
  },
};
