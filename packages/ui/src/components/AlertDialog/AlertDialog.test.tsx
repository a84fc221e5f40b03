import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { render } from '../../test/render';
import { Button } from '../Button';
import { AlertDialog } from './AlertDialog';

const gone = () => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

describe('AlertDialog', () => {
  test('an alertdialog named by its title, described by its message, focus on Confirm', async () => {
    render(
      <AlertDialog
        title="A real account is needed"
        message="Trial accounts cannot make deposits."
        defaultOpen
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'A real account is needed' });
    expect(dialog).toHaveAccessibleDescription('Trial accounts cannot make deposits.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus());
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  test('Confirm calls onConfirm, closes and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <AlertDialog
        title="SMS not sent"
        message="Too many requests, retry after 5 minutes."
        trigger={<Button>Send code</Button>}
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(gone);
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveFocus();
  });

  test('Escape closes it by default, without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <AlertDialog title="Notice" defaultOpen onConfirm={onConfirm} onOpenChange={onOpenChange} />,
    );
    await user.keyboard('{Escape}');
    await waitFor(gone);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test('with closeOnEscape off, Escape and the cover leave it open', async () => {
    const user = userEvent.setup();
    render(<AlertDialog title="Read this" defaultOpen closeOnEscape={false} />);
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('[data-ui="Dialog.Overlay"]')!);
    expect(screen.getByRole('alertdialog', { name: 'Read this' })).toBeInTheDocument();
  });

  test('a custom confirm label', () => {
    render(<AlertDialog title="Done" defaultOpen confirmLabel="Got it" />);
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
  });
});
