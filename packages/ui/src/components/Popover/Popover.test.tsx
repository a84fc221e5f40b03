import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Button } from '../Button';
import { Popover, PopoverClose } from './Popover';

function Download({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Popover
      title="Download the app"
      trigger={<Button>App</Button>}
      {...(onOpenChange && { onOpenChange })}
    >
      <p>Scan the code with your phone.</p>
      <PopoverClose>
        <Button variant="secondary">Done</Button>
      </PopoverClose>
    </Popover>
  );
}

describe('Popover', () => {
  test('the trigger opens a dialog named by its title, and focus moves into it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Download onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'App' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const popover = screen.getByRole('dialog', { name: 'Download the app' });
    expect(popover).toHaveTextContent('Scan the code');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
  });

  test('the close button closes it and focus returns to the trigger', async () => {
    const user = userEvent.setup();
    render(<Download />);
    const trigger = screen.getByRole('button', { name: 'App' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  test('Escape and an explicit action close it', async () => {
    const user = userEvent.setup();
    render(<Download />);
    await user.click(screen.getByRole('button', { name: 'App' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'App' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a hidden title still names it; the close button can be left out', () => {
    render(
      <Popover title="Balance" hideTitle hideCloseButton defaultOpen trigger={<Button>B</Button>}>
        Wallet 10.00
      </Popover>,
    );
    expect(screen.getByRole('dialog', { name: 'Balance' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  test('open content sits in a ThemeScope with the direction', () => {
    render(
      <Popover title="Info" defaultOpen trigger={<Button>i</Button>}>
        Text
      </Popover>,
      { dir: 'rtl', locale: 'ms', mode: 'dark' },
    );
    const scope = screen.getByRole('dialog').closest('[data-ui="ThemeScope"]');
    expect(scope).toHaveAttribute('dir', 'rtl');
    expect(scope).toHaveAttribute('data-mode', 'dark');
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  });
});
