import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { UplineTransferForm, type UplineTransferFormProps } from './UplineTransferForm';

function setup(props: Partial<UplineTransferFormProps> = {}) {
  const callbacks = { onSubmit: vi.fn(), onSetPaymentPassword: vi.fn() };
  render(
    <UplineTransferForm
      upline="agent01"
      balance={500000}
      hasPaymentPassword
      {...callbacks}
      {...props}
    />,
  );
  return { ...callbacks, user: userEvent.setup() };
}

const amountBox = () => screen.getByRole('textbox', { name: /Amount/ });
const pinBox = () => screen.getByLabelText(/Payment password/);
const transfer = () => screen.getByRole('button', { name: 'Transfer' });

describe('UplineTransferForm', () => {
  test('names the upline and sends the amount in minor units with the payment password', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByText('To: agent01')).toBeInTheDocument();
    await user.type(amountBox(), '1,250.5');
    await user.type(pinBox(), '135790');
    await user.click(transfer());
    expect(onSubmit).toHaveBeenCalledWith({ amount: 125050, paymentPassword: '135790' });
  });

  test('refuses more than the balance, at the field', async () => {
    const { onSubmit, user } = setup();
    await user.type(amountBox(), '5000.01');
    await user.type(pinBox(), '135790');
    await user.click(transfer());
    expect(amountBox()).toHaveAccessibleDescription(/more than the balance of P5,000.00/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('the payment password is six digits', async () => {
    const { onSubmit, user } = setup();
    await user.type(amountBox(), '10');
    await user.type(pinBox(), '12ab');
    await user.click(transfer());
    expect(pinBox()).toHaveAccessibleDescription(/Use exactly 6 digits/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a server error is an alert and what was typed stays', async () => {
    const { user } = setup({ error: 'Insufficient balance.' });
    await user.type(amountBox(), '10');
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance.');
    expect(amountBox()).toHaveValue('10');
  });

  test('a transfer that went through is announced', () => {
    setup({ sent: 100050 });
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      'P1,000.50 has been sent to agent01.',
    );
  });

  test('without an upline there is nothing to fill in', () => {
    setup({ upline: null });
    expect(screen.getByText('Your account has no upline to transfer to.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  test('without a payment password it offers to set one', async () => {
    const { onSetPaymentPassword, user } = setup({ hasPaymentPassword: false });
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(onSetPaymentPassword).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
