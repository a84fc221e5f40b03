import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Button } from '../Button';
import { DropdownMenu } from './DropdownMenu';

function AccountMenu({ onSelect = () => {} }: { onSelect?: (item: string) => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="secondary">Account</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>player01</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={() => onSelect('account')}>My account</DropdownMenu.Item>
        <DropdownMenu.LinkItem href="/mailbox">Mailbox</DropdownMenu.LinkItem>
        <DropdownMenu.Item disabled onSelect={() => onSelect('agent')}>
          Agent center
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => onSelect('signout')}>Sign out</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

describe('DropdownMenu', () => {
  test('our Button is the trigger and opens a menu of items', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('data-ui', 'Button');
    await user.click(trigger);
    const menu = screen.getByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'My account',
      'Mailbox',
      'Agent center',
      'Sign out',
    ]);
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(menu).toHaveTextContent('player01');
  });

  test('a link item is a real link', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const link = screen.getByRole('menuitem', { name: 'Mailbox' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/mailbox');
  });

  test('keyboard: Enter opens, arrows move, disabled items are skipped, Enter selects', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AccountMenu onSelect={onSelect} />);
    screen.getByRole('button', { name: 'Account' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My account' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('signout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });

  test('Escape closes it and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  test('the portalled menu is re-rooted in the theme and direction', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />, { dir: 'rtl', mode: 'dark', locale: 'ar' });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const scope = screen.getByRole('menu').closest('[data-ui="ThemeScope"]');
    expect(scope).toHaveAttribute('dir', 'rtl');
    expect(scope).toHaveAttribute('data-mode', 'dark');
    expect(screen.getByRole('menu')).toHaveAttribute('dir', 'rtl');
  });
});
