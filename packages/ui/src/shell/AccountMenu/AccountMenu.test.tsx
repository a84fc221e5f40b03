import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { AccountMenu, type AccountMenuProps } from './AccountMenu';

function setup(props: Partial<AccountMenuProps> = {}) {
  const callbacks = {
    onMyAccount: vi.fn(),
    onAgentCentre: vi.fn(),
    onMailbox: vi.fn(),
    onSignOut: vi.fn(),
  };
  render(<AccountMenu nickname="player01" memberId={100234} {...callbacks} {...props} />);
  return callbacks;
}

const itemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('AccountMenu', () => {
  test('shows the nickname, the ID and, with a club label, the VIP rank', async () => {
    const user = userEvent.setup();
    setup({ clubLabel: { labelName: 'Gold', rankLevel: 5 } });
    await user.click(screen.getByRole('button', { name: 'player01' }));
    const menu = screen.getByRole('menu');
    expect(menu).toHaveTextContent('player01');
    expect(menu).toHaveTextContent('ID: 100234');
    expect(within(menu).getByText('VIP 5')).toBeInTheDocument();
  });

  test('no club label, no VIP badge', async () => {
    const user = userEvent.setup();
    setup({ clubLabel: null });
    await user.click(screen.getByRole('button', { name: 'player01' }));
    expect(screen.getByRole('menu')).not.toHaveTextContent('VIP');
  });

  test('a player without the member centre: My Account and Sign out only', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'player01' }));
    expect(itemNames()).toEqual(['My Account', 'Sign out']);
  });

  test('an agent with the member centre also gets Agent center and Mailbox with its count', async () => {
    const user = userEvent.setup();
    setup({ isAgent: true, memberCentreAvailable: true, unreadMessages: 3 });
    await user.click(screen.getByRole('button', { name: 'player01' }));
    expect(screen.getAllByRole('menuitem')).toHaveLength(4);
    expect(screen.getByRole('menuitem', { name: 'Agent center' })).toBeInTheDocument();
    const mailbox = screen.getByRole('menuitem', { name: 'Mailbox Unread messages: 3' });
    expect(within(mailbox).getByText('3')).toBeInTheDocument();
  });

  test('with the member centre but no mailbox on the site: no Mailbox', async () => {
    const user = userEvent.setup();
    setup({ memberCentreAvailable: true, mailboxAvailable: false, unreadMessages: 3 });
    await user.click(screen.getByRole('button', { name: 'player01' }));
    expect(itemNames()).toEqual(['My Account', 'Sign out']);
  });

  test('no unread messages: Mailbox without a count', async () => {
    const user = userEvent.setup();
    setup({ memberCentreAvailable: true, unreadMessages: 0 });
    await user.click(screen.getByRole('button', { name: 'player01' }));
    expect(screen.getByRole('menuitem', { name: 'Mailbox' })).toBeInTheDocument();
  });

  test('keyboard: Enter opens on the first item, arrows move, Enter calls the item', async () => {
    const user = userEvent.setup();
    const callbacks = setup({ isAgent: true, memberCentreAvailable: true });
    screen.getByRole('button', { name: 'player01' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Agent center' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Mailbox' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(callbacks.onMailbox).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'player01' })).toHaveFocus();
  });

  test('Escape closes it and focus returns to the trigger', async () => {
    const user = userEvent.setup();
    const callbacks = setup();
    const trigger = screen.getByRole('button', { name: 'player01' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(callbacks.onSignOut).not.toHaveBeenCalled();
  });

  test('each item calls its callback', async () => {
    const user = userEvent.setup();
    const callbacks = setup({ isAgent: true, memberCentreAvailable: true });
    const choose = async (name: string) => {
      await user.click(screen.getByRole('button', { name: 'player01' }));
      await user.click(screen.getByRole('menuitem', { name }));
    };
    await choose('My Account');
    await choose('Agent center');
    await choose('Sign out');
    expect(callbacks.onMyAccount).toHaveBeenCalledTimes(1);
    expect(callbacks.onAgentCentre).toHaveBeenCalledTimes(1);
    expect(callbacks.onSignOut).toHaveBeenCalledTimes(1);
  });

  test('takes a custom trigger', async () => {
    const user = userEvent.setup();
    setup({ trigger: <button type="button">Open account</button> });
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  test('"Take a break" asks once, with the end, then takes the break', async () => {
    const user = userEvent.setup();
    const onTakeBreak = vi.fn(() => Promise.resolve());
    setup({ onTakeBreak, timeZone: 'UTC' });
    const trigger = screen.getByRole('button', { name: 'player01' });
    await user.click(trigger);
    expect(itemNames()).toEqual(['My Account', 'Take a break (24 hours)', 'Sign out']);
    await user.click(screen.getByRole('menuitem', { name: 'Take a break (24 hours)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a time-out for 24 hours?' });
    expect(dialog).toHaveAccessibleDescription(/^Your time-out ends on .+ UTC\.$/);
    expect(dialog).toHaveTextContent('You will be logged out at once.');
    expect(onTakeBreak).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Start the time-out' }));
    expect(onTakeBreak).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('without onTakeBreak there is no break item', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'player01' }));
    expect(screen.queryByRole('menuitem', { name: /Take a break/ })).not.toBeInTheDocument();
  });
});
