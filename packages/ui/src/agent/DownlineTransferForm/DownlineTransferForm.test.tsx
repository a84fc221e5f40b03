import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { DownlineTransferForm, type DownlineTransferFormProps } from './DownlineTransferForm';

function setup(props: Partial<DownlineTransferFormProps> = {}) {
  const callbacks = { onSubmit: vi.fn(), onSetPaymentPassword: vi.fn(), onCancel: vi.fn() };
  const view = render(
    <DownlineTransferForm
      account="player11"
      balance={10_000}
      hasPaymentPassword
      {...callbacks}
      {...props}
    />,
  );
  return { ...callbacks, view, user: userEvent.setup() };
}

const amountBox = () => screen.getByRole('textbox', { name: /Amount/ });
const pinBox = () => screen.getByLabelText(/Payment password/);

describe('DownlineTransferForm', () => {
  test("the amount may not exceed the agent's balance", async () => {
    const { onSubmit, user } = setup();
    await user.type(amountBox(), '100.01');
    await user.type(pinBox(), '135790');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(amountBox()).toHaveAccessibleDescription(/more than the balance of P100.00/);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(amountBox());
    await user.type(amountBox(), '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 10_000, paymentPassword: '135790' });
  });

  test('a refused transfer shows why and keeps what was typed', async () => {
    const { user, view } = setup();
    await user.type(amountBox(), '25');
    await user.type(pinBox(), '111111');
    view.rerender(
      <DownlineTransferForm
        account="player11"
        balance={10_000}
        hasPaymentPassword
        onSubmit={vi.fn()}
        onSetPaymentPassword={vi.fn()}
        error="Incorrect payment password."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect payment password.');
    expect(amountBox()).toHaveValue('25');
    expect(pinBox()).toHaveValue('111111');
  });

  test('Cancel closes it; without a payment password it offers to set one', async () => {
    const { onCancel, user, view } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    view.unmount();
    const second = setup({ hasPaymentPassword: false });
    expect(screen.queryByRole('textbox')).toBeNull();
    await second.user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(second.onSetPaymentPassword).toHaveBeenCalled();
  });
});
