import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { render } from '../../test/render';
import { ForcedChangeDialog, type ForcedChangeDialogProps } from './ForcedChangeDialog';

const passwordRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 20,
  acceptedPattern: '*',
  patternId: 0,
};

function setup(props: Partial<ForcedChangeDialogProps> = {}) {
  const onSubmit = vi.fn<ForcedChangeDialogProps['onSubmit']>(() => Promise.resolve());
  render(
    <ForcedChangeDialog
      open
      username="player01"
      passwordRule={passwordRule}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit };
}

const dialog = () => screen.getByRole('dialog', { name: 'Change your password' });
const secret = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('ForcedChangeDialog', () => {
  test('the visible title, the reason, the user name read-only; focus on the new password', async () => {
    setup();
    expect(within(dialog()).getByRole('heading', { name: 'Change your password' })).toBeVisible();
    expect(dialog()).toHaveAccessibleDescription(
      'You are using the default password. Choose a new one to keep your account safe.',
    );
    const name = screen.getByRole('textbox', { name: 'Username' });
    expect(name).toHaveValue('player01');
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAttribute('autocomplete', 'username');
    expect(screen.queryByLabelText(/^Old password/)).not.toBeInTheDocument();
    expect(secret(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(secret(/^Confirm new password/)).toHaveAttribute('autocomplete', 'new-password');
    await waitFor(() => expect(secret(/^New password/)).toHaveFocus());
  });

  test('an expired password says so', () => {
    setup({ reason: 'expired' });
    expect(dialog()).toHaveAccessibleDescription(
      'Your password has expired. Choose a new one to continue.',
    );
  });

  test('the old password is asked for only when unknown, and then sent as typed', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup({ askOldPassword: true });
    const old = secret(/^Old password/);
    expect(old).toHaveAttribute('autocomplete', 'current-password');
    await user.type(old, ' 123456 ');
    await user.type(secret(/^New password/), ' N3w pass ');
    await user.type(secret(/^Confirm new password/), ' N3w pass ');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ oldPassword: ' 123456 ', newPassword: ' N3w pass ' });
  });

  test('without the old password the submit carries only the new one', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup();
    await user.type(secret(/^New password/), 'N3wpass');
    await user.type(secret(/^Confirm new password/), 'N3wpass');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ newPassword: 'N3wpass' });
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('oldPassword');
  });

  test('before any call: required, the rule and a differing confirmation', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup({ askOldPassword: true });
    await user.type(secret(/^New password/), 'abc');
    await user.type(secret(/^Confirm new password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(secret(/^Old password/)).toHaveAccessibleDescription('This field is required');
    expect(secret(/^Old password/)).toHaveFocus();
    expect(secret(/^New password/)).toHaveAccessibleDescription('Use 6 to 20 characters');
    expect(secret(/^Confirm new password/)).toHaveAccessibleDescription('The two passwords differ');
  });

  test('a failure keeps the values and shows the error', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [error, setError] = useState<string | null>(null);
      return (
        <ForcedChangeDialog
          open
          username="player01"
          askOldPassword
          error={error}
          onSubmit={() => {
            setError('The old password is wrong');
            return Promise.reject(new Error('400'));
          }}
        />
      );
    }
    render(<Harness />);
    await user.type(secret(/^Old password/), 'oldpw1');
    await user.type(secret(/^New password/), 'N3wpass');
    await user.type(secret(/^Confirm new password/), 'N3wpass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'The old password is wrong',
    );
    expect(secret(/^Old password/)).toHaveValue('oldpw1');
    expect(secret(/^New password/)).toHaveValue('N3wpass');
    expect(secret(/^Confirm new password/)).toHaveValue('N3wpass');
  });

  test('while required: no close button, Escape does nothing, sign out still works', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onSignOut = vi.fn();
    setup({ onOpenChange, onSignOut });
    expect(within(dialog()).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  test('when not required, Escape closes it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    setup({ required: false, onOpenChange });
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  test('Tab order: the read-only name, old, new, confirm, change, sign out, and round', async () => {
    const user = userEvent.setup();
    setup({ askOldPassword: true, onSignOut: () => {} });
    const name = screen.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(secret(/^Old password/)).toHaveFocus());
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    const order = [
      toggles[0],
      secret(/^New password/),
      toggles[1],
      secret(/^Confirm new password/),
      toggles[2],
      screen.getByRole('button', { name: 'Change password' }),
      screen.getByRole('button', { name: 'Sign out' }),
      name,
      secret(/^Old password/),
    ];
    for (const element of order) {
      await user.tab();
      expect(element).toHaveFocus();
    }
  });
});
