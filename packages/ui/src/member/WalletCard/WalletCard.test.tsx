import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { WalletCard, type WalletCardProps } from './WalletCard';

const wallets = [
  { id: 'evo', name: 'Evolution', balance: 50000 },
  { id: 'pg', name: 'PG Soft', balance: 1250 },
];

function setup(props: Partial<WalletCardProps> = {}) {
  const onTransfer = vi.fn();
  const onRefresh = vi.fn();
  render(
    <WalletCard
      balance={123456}
      sumBalance={174706}
      isSingle={false}
      wallets={wallets}
      onTransfer={onTransfer}
      onRefresh={onRefresh}
      {...props}
    />,
  );
  return { onTransfer, onRefresh, user: userEvent.setup() };
}

describe('WalletCard', () => {
  test('shows the main and total balances with 2 decimals and comma thousands', () => {
    setup({ currency: '₱' });
    const card = screen.getByRole('region', { name: 'My wallet' });
    expect(card).toHaveTextContent('₱1,234.56');
    expect(card).toHaveTextContent('₱1,747.06');
  });

  test('a single wallet shows no vendor wallets and no transfer form', () => {
    setup({ isSingle: true });
    expect(screen.queryByRole('list', { name: 'Vendor wallets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Move money' })).not.toBeInTheDocument();
  });

  test('lists each vendor wallet with its balance', () => {
    setup();
    const items = within(screen.getByRole('list', { name: 'Vendor wallets' })).getAllByRole(
      'listitem',
    );
    expect(items.map((i) => i.textContent)).toEqual(['EvolutionP500.00', 'PG SoftP12.50']);
  });

  test('refresh calls back', async () => {
    const { onRefresh, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Refresh balances' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  test('moves an amount in minor units from main to the chosen vendor', async () => {
    const { onTransfer, user } = setup();
    await user.selectOptions(screen.getByLabelText('To'), 'pg');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '1,000.5');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(onTransfer).toHaveBeenCalledWith({ from: 'MAIN', to: 'pg', amount: 100050 });
  });

  test('"All" fills in the source balance', async () => {
    const { onTransfer, user } = setup();
    await user.selectOptions(screen.getByLabelText('From'), 'evo');
    await user.selectOptions(screen.getByLabelText('To'), 'MAIN');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('500.00');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(onTransfer).toHaveBeenCalledWith({ from: 'evo', to: 'MAIN', amount: 50000 });
  });

  test.each([
    ['0', 'Enter an amount above zero'],
    ['12.345', 'Use at most 2 decimal places'],
    ['abc', 'Enter an amount such as 100 or 100.50'],
    ['1234.57', 'The amount is more than the balance of P1,234.56'],
  ])('refuses %s with a message at the field', async (typed, message) => {
    const { onTransfer, user } = setup();
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(onTransfer).not.toHaveBeenCalled();
    expect(amount).toHaveAccessibleDescription(message);
    expect(amount).toHaveFocus();
  });

  test('refuses moving money into the same wallet', async () => {
    const { onTransfer, user } = setup();
    await user.selectOptions(screen.getByLabelText('To'), 'MAIN');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(onTransfer).not.toHaveBeenCalled();
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('Choose two different wallets');
  });

  test('a server error shows as an alert and keeps the amount', async () => {
    const { user } = setup({ error: 'Transfer failed, try again' });
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '25');
    expect(screen.getByRole('alert')).toHaveTextContent('Transfer failed, try again');
    expect(amount).toHaveValue('25');
  });

  test('busy while the transfer runs: the button is disabled and it is announced', async () => {
    let finish = () => {};
    const onTransfer = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = setup({ onTransfer });
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '25');
    const move = screen.getByRole('button', { name: /Move/ });
    await user.click(move);
    expect(move).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Sending, please wait');
    await user.click(move);
    expect(onTransfer).toHaveBeenCalledTimes(1);
    finish();
  });
});
