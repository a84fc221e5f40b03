import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { DepositForm, type DepositFormProps, type DepositMethod } from './DepositForm';

const methods: DepositMethod[] = [
  { id: 'bdo', kind: 'bank', name: 'BDO', min: 10000, max: 5000000 },
  { id: 'gcash', kind: 'ewallet', name: 'GCash', min: 2000, max: 1000000 },
  { id: 'qrph', kind: 'qr', name: 'QR Ph', min: 5000, max: 200000, qrPayload: 'qrph://pay/1' },
];

function setup(props: Partial<DepositFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <DepositForm
      methods={methods}
      presets={[10000, 50000, 100000]}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const amountBox = () => screen.getByRole('textbox', { name: /Amount/ });

describe('DepositForm', () => {
  test('methods are a radio group, each with its kind and limits', () => {
    setup();
    const group = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'BDO' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'GCash' })).toHaveAccessibleDescription(
      'E-wallet · Limits P20.00 – P10,000.00',
    );
  });

  test('a preset fills the amount and the deposit is sent in minor units', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'P500.00' }));
    expect(amountBox()).toHaveValue('500.00');
    expect(screen.getByRole('button', { name: 'P500.00' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onSubmit).toHaveBeenCalledWith({ methodId: 'bdo', amount: 50000 });
  });

  test("the amount is checked against the chosen method's limits", async () => {
    const { onSubmit, user } = setup();
    await user.type(amountBox(), '50');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(amountBox()).toHaveAccessibleDescription(/The minimum is P100.00/);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'GCash' }));
    expect(amountBox()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onSubmit).toHaveBeenCalledWith({ methodId: 'gcash', amount: 5000 });
  });

  test('refuses more than the maximum', async () => {
    const { onSubmit, user } = setup({ defaultMethodId: 'qrph' });
    await user.type(amountBox(), '2000.01');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(amountBox()).toHaveAccessibleDescription(/The maximum is P2,000.00/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('the QR method shows its code', async () => {
    const { user } = setup();
    expect(screen.queryByRole('img', { name: /QR code to pay/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'QR Ph' }));
    expect(screen.getByRole('img', { name: 'QR code to pay with QR Ph' })).toBeInTheDocument();
  });

  test('a server error is an alert and the amount stays', async () => {
    const { user } = setup({ error: 'Deposit failed' });
    await user.type(amountBox(), '150');
    expect(screen.getByRole('alert')).toHaveTextContent('Deposit failed');
    expect(amountBox()).toHaveValue('150');
  });

  test('busy: the button is marked busy and the wait announced', () => {
    setup({ busy: true });
    expect(screen.getByRole('button', { name: /Deposit/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('Sending, please wait');
  });

  test('pending: the deposit waits for the operator, announced in a live region', () => {
    setup({
      status: { state: 'pending', depositId: 'D-1001', amount: 150000, methodId: 'gcash' },
    });
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      'Waiting for the operator to credit your deposit.',
    );
    const region = screen.getByRole('region', { name: 'Deposit' });
    expect(region).toHaveTextContent('D-1001');
    expect(region).toHaveTextContent('P1,500.00');
    expect(region).toHaveTextContent('GCash');
  });

  test('credited: the deposit arrival message, and a new deposit on request', async () => {
    const onNewDeposit = vi.fn();
    const { user } = setup({
      status: { state: 'credited', depositId: 'D-1001', amount: 150000, methodId: 'gcash' },
      onNewDeposit,
    });
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      'Deposit arrival: P1,500.00 has been credited to your wallet.',
    );
    await user.click(screen.getByRole('button', { name: 'Make another deposit' }));
    expect(onNewDeposit).toHaveBeenCalledTimes(1);
  });

  test('failed: says nothing was taken', () => {
    setup({ status: { state: 'failed', depositId: 'D-1002', amount: 150000, methodId: 'gcash' } });
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      'Deposit failed: P1,500.00 could not be credited. Nothing was taken from your wallet.',
    );
  });

  test("a method's own amounts replace the form's", async () => {
    const { user } = setup({
      methods: [{ ...methods[0]!, presets: [20000, 30000] }, methods[1]!],
    });
    expect(screen.getByRole('button', { name: 'P200.00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'P500.00' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'GCash' }));
    expect(screen.getByRole('button', { name: 'P500.00' })).toBeInTheDocument();
  });
});
