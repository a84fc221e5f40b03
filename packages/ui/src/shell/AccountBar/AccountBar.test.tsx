import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { AccountBar, type AccountBarProps } from './AccountBar';

function setup(props: Partial<AccountBarProps> = {}, dir: 'ltr' | 'rtl' = 'ltr') {
  const callbacks = {
    onDeposit: vi.fn(),
    onWithdraw: vi.fn(),
    onSignOut: vi.fn(),
    onMailbox: vi.fn(),
    onRefreshBalance: vi.fn(() => Promise.resolve()),
  };
  render(
    <AccountBar
      nickname="Siti Aisyah"
      memberId="100234"
      balance={250075}
      {...callbacks}
      {...props}
    />,
    { dir },
  );
  return callbacks;
}

describe('AccountBar', () => {
  test('with the member centre: Deposit and Withdraw call back', async () => {
    const user = userEvent.setup();
    const callbacks = setup({ memberCentreAvailable: true });
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(callbacks.onDeposit).toHaveBeenCalledTimes(1);
    expect(callbacks.onWithdraw).toHaveBeenCalledTimes(1);
  });

  test('without the member centre there is no Deposit, Withdraw or Mailbox', async () => {
    const user = userEvent.setup();
    setup({ memberCentreAvailable: false, unreadMessages: 2 });
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.queryByRole('menuitem', { name: /Mailbox/ })).not.toBeInTheDocument();
  });

  test('the avatar badge counts promotions available plus unread messages', () => {
    setup({ promotionsAvailable: 2, unreadMessages: 3 });
    const avatar = screen.getByRole('button', { name: 'Account menu Unclaimed items: 5' });
    expect(avatar).toHaveTextContent('5');
  });

  test('no badge when nothing is unclaimed', () => {
    setup({ promotionsAvailable: 0, unreadMessages: 0 });
    expect(screen.getByRole('button', { name: 'Account menu' })).not.toHaveTextContent(/\d/);
  });

  test('shows the balance, which refreshes on a click', async () => {
    const user = userEvent.setup();
    const callbacks = setup();
    const amount = screen.getByRole('button', { name: 'P2,500.75 Refresh balance' });
    await user.click(amount);
    expect(callbacks.onRefreshBalance).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(amount).not.toHaveAttribute('aria-busy'));
  });

  test('Tab order: Deposit, Withdraw, balance, eye, avatar; the avatar opens the menu', async () => {
    const user = userEvent.setup();
    const callbacks = setup({ memberCentreAvailable: true, unreadMessages: 1 });
    const order = [
      screen.getByRole('button', { name: 'Deposit' }),
      screen.getByRole('button', { name: 'Withdraw' }),
      screen.getByRole('button', { name: /Refresh balance/ }),
      screen.getByRole('button', { name: 'Hide balance' }),
      screen.getByRole('button', { name: /Account menu/ }),
    ];
    for (const element of order) {
      await user.tab();
      expect(element).toHaveFocus();
    }
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(callbacks.onMailbox).toHaveBeenCalledTimes(1);
  });

  test('the menu carries the nickname and signs out', async () => {
    const user = userEvent.setup();
    const callbacks = setup({}, 'rtl');
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('menu')).toHaveTextContent('Siti Aisyah');
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(callbacks.onSignOut).toHaveBeenCalledTimes(1);
  });
});
