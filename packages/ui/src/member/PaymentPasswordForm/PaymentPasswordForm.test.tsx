import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { PaymentPasswordForm, type PaymentPasswordFormProps } from './PaymentPasswordForm';

function setup(props: Partial<PaymentPasswordFormProps> = {}) {
  const onSubmit = vi.fn();
  render(<PaymentPasswordForm mode="set" onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('PaymentPasswordForm', () => {
  test('set: new and confirmation, sent as typed', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByRole('heading', { name: 'Set payment password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Current payment password/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/New payment password/), '135790');
    await user.type(screen.getByLabelText(/Confirm payment password/), '135790');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ newPassword: '135790' });
  });

  test('a confirmation that differs is an inconsistent password', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText(/New payment password/), '135790');
    await user.type(screen.getByLabelText(/Confirm payment password/), '135791');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/Confirm payment password/)).toHaveAccessibleDescription(
      'Inconsistent password: the confirmation does not match the new password',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test.each(['12345', '1234567', 'abcdef'])('%s is not 6 digits', async (typed) => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText(/New payment password/), typed);
    await user.type(screen.getByLabelText(/Confirm payment password/), typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/New payment password/)).toHaveAccessibleDescription(
      '6 digits Use exactly 6 digits',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('change: the current password too, and the new one must differ', async () => {
    const { onSubmit, user } = setup({ mode: 'change' });
    expect(screen.getByRole('heading', { name: 'Change payment password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Current payment password/), '111111');
    await user.type(screen.getByLabelText(/New payment password/), '111111');
    await user.type(screen.getByLabelText(/Confirm payment password/), '111111');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/New payment password/)).toHaveAccessibleDescription(
      /different from the current one/,
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/New payment password/));
    await user.type(screen.getByLabelText(/New payment password/), '222222');
    await user.clear(screen.getByLabelText(/Confirm payment password/));
    await user.type(screen.getByLabelText(/Confirm payment password/), '222222');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ oldPassword: '111111', newPassword: '222222' });
  });

  test('a server error is an alert; nothing typed is lost', async () => {
    const { user } = setup({ mode: 'change', error: 'The current payment password is wrong' });
    await user.type(screen.getByLabelText(/Current payment password/), '999999');
    expect(screen.getByRole('alert')).toHaveTextContent('The current payment password is wrong');
    expect(screen.getByLabelText(/Current payment password/)).toHaveValue('999999');
  });

  test('busy: the save button is busy and the wait announced', () => {
    setup({ busy: true });
    expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Sending, please wait');
  });
});
