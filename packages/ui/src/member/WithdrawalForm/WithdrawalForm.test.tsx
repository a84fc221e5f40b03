import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { WithdrawalForm, type WithdrawalFormProps } from './WithdrawalForm';

const payees = [
  { id: 'p1', bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '001234567890' },
  { id: 'p2', bankName: 'BPI', accountName: 'Juan Dela Cruz', accountNumber: '9876543' },
];

function setup(props: Partial<WithdrawalFormProps> = {}) {
  const callbacks = {
    onSubmit: vi.fn(),
    onSetPaymentPassword: vi.fn(),
    onAddPayee: vi.fn(),
    onRemovePayee: vi.fn(),
  };
  render(
    <WithdrawalForm
      payees={payees}
      balance={500000}
      min={10000}
      max={1000000}
      hasPaymentPassword
      {...callbacks}
      {...props}
    />,
  );
  return { ...callbacks, user: userEvent.setup() };
}

const amountBox = () => screen.getByRole('textbox', { name: /Amount/ });
const pinBox = () => screen.getByLabelText(/Payment password/);

describe('WithdrawalForm', () => {
  test('payees show bank, account name and only the last four digits', () => {
    setup();
    const select = screen.getByRole('combobox', { name: /Payee/ });
    expect(select).toHaveDisplayValue('BDO · Juan Dela Cruz · \u2066•••• 7890\u2069');
    expect(select).not.toHaveTextContent('001234567890');
  });

  test('the rules are shown with the amount', () => {
    setup();
    expect(amountBox()).toHaveAccessibleDescription(
      'From P100.00 to P10,000.00. Available: P5,000.00',
    );
  });

  test('sends payee, amount in minor units and the password as typed', async () => {
    const { onSubmit, user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Payee/ }), 'p2');
    await user.type(amountBox(), '1500.25');
    await user.type(pinBox(), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onSubmit).toHaveBeenCalledWith({
      payeeId: 'p2',
      amount: 150025,
      paymentPassword: '123456',
    });
  });

  test.each([
    ['99.99', /The minimum is P100.00/],
    ['5000.01', /The amount is more than the balance of P5,000.00/],
  ])('refuses %s', async (typed, message) => {
    const { onSubmit, user } = setup();
    await user.type(amountBox(), typed);
    await user.type(pinBox(), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(amountBox()).toHaveAccessibleDescription(message);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('refuses over the maximum even with the balance to cover it', async () => {
    const { onSubmit, user } = setup({ balance: 5000000 });
    await user.type(amountBox(), '10000.01');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(amountBox()).toHaveAccessibleDescription(/The maximum is P10,000.00/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('the payment password must be 6 digits', async () => {
    const { onSubmit, user } = setup();
    await user.type(amountBox(), '200');
    await user.type(pinBox(), '12345a');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(pinBox()).toHaveAccessibleDescription(/Use exactly 6 digits/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('without a payment password it offers to set one instead', async () => {
    const { onSetPaymentPassword, user } = setup({ hasPaymentPassword: false });
    expect(screen.queryByRole('textbox', { name: /Amount/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(onSetPaymentPassword).toHaveBeenCalledTimes(1);
  });

  test('adds a payee after checking name and number; the sub-form closes', async () => {
    const { onAddPayee, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add payee' }));
    const form = screen.getByRole('form', { name: 'Add payee' });
    await user.type(screen.getByRole('textbox', { name: /Bank name/ }), 'Metrobank');
    await user.type(screen.getByRole('textbox', { name: /Account name/ }), 'Maria 2');
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Save payee' }));
    expect(screen.getByRole('textbox', { name: /Account name/ })).toHaveAccessibleDescription(
      'Use letters and spaces only',
    );
    expect(screen.getByRole('textbox', { name: /Account number/ })).toHaveAccessibleDescription(
      'Use 6 to 20 digits',
    );
    expect(onAddPayee).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: /Account name/ }));
    await user.type(screen.getByRole('textbox', { name: /Account name/ }), 'Maria Santos');
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '678');
    await user.click(screen.getByRole('button', { name: 'Save payee' }));
    expect(onAddPayee).toHaveBeenCalledWith({
      bankName: 'Metrobank',
      accountName: 'Maria Santos',
      accountNumber: '12345678',
    });
    expect(form).not.toBeInTheDocument();
  });

  test('a failed add keeps the sub-form and shows the message', async () => {
    const onAddPayee = vi.fn(() => Promise.reject(new Error('no')));
    const { user } = setup({ onAddPayee, payeeError: 'This account is already added' });
    await user.click(screen.getByRole('button', { name: 'Add payee' }));
    await user.type(screen.getByRole('textbox', { name: /Bank name/ }), 'BDO');
    await user.type(screen.getByRole('textbox', { name: /Account name/ }), 'Juan');
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Save payee' }));
    expect(screen.getByRole('form', { name: 'Add payee' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Bank name/ })).toHaveValue('BDO');
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('This account is already added');
  });

  test('removes the chosen payee', async () => {
    const { onRemovePayee, user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Payee/ }), 'p2');
    await user.click(screen.getByRole('button', { name: 'Remove payee' }));
    expect(onRemovePayee).toHaveBeenCalledWith('p2');
  });

  test('without payees the withdrawal asks for one first', async () => {
    const { onSubmit, user } = setup({ payees: [] });
    await user.type(amountBox(), '200');
    await user.type(pinBox(), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Add a payee to withdraw to.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Add payee' })).toHaveFocus();
  });

  test('a server error shows as an alert and keeps what was typed', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('refused')));
    const { user } = setup({ onSubmit, error: 'Wrong payment password' });
    await user.type(amountBox(), '300');
    await user.type(pinBox(), '654321');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('Wrong payment password');
    expect(amountBox()).toHaveValue('300');
    expect(pinBox()).toHaveValue('654321');
  });
});
