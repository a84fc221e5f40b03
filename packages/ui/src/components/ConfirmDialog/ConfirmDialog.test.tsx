import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { render } from '../../test/render';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const gone = () => expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

describe('ConfirmDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('opens from its trigger with title, message and the default labels; 400 wide', async () => {
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        title="Log out?"
        message="You will need to sign in again."
        trigger={<Button>Log out</Button>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out?' });
    expect(dialog).toHaveAccessibleDescription('You will need to sign in again.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(dialog.style.getPropertyValue('--dialog-width')).toBe('400px');
  });

  test('confirm calls onConfirm and closes; focus returns to the trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        title="Log out?"
        trigger={<Button>Log out</Button>}
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(gone);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
  });

  test('cancel and Escape call onCancel and close', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { unmount } = render(<ConfirmDialog title="Log out?" defaultOpen onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(gone);
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();

    render(<ConfirmDialog title="Log out?" defaultOpen onCancel={onCancel} disableCoverClose />);
    await user.keyboard('{Escape}');
    await waitFor(gone);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  test('a cover click closes it unless disableCoverClose', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { unmount } = render(<ConfirmDialog title="Delete?" defaultOpen onCancel={onCancel} />);
    const cover = () => document.querySelector('[data-ui="Dialog.Overlay"]')!;
    await user.click(cover());
    await waitFor(gone);
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();

    render(<ConfirmDialog title="Delete?" defaultOpen disableCoverClose />);
    await user.click(cover());
    expect(screen.getByRole('dialog', { name: 'Delete?' })).toBeInTheDocument();
  });

  test('a promise from onConfirm keeps it open and busy until it resolves', async () => {
    const user = userEvent.setup();
    let resolve!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    render(<ConfirmDialog title="Transfer?" defaultOpen onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const busy = screen.getByRole('button', { name: 'Confirm Loading' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(busy);
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Transfer?' })).toBeInTheDocument();
    act(() => {
      resolve();
    });
    await waitFor(gone);
  });

  test('a rejected promise leaves it open and ready again', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.reject(new Error('network')));
    render(<ConfirmDialog title="Transfer?" defaultOpen onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByRole('dialog', { name: 'Transfer?' })).toBeInTheDocument();
  });

  test('closes by itself after autoCloseMs; the countdown is hidden from screen readers', () => {
    vi.useFakeTimers();
    const onAutoClose = vi.fn();
    render(
      <ConfirmDialog title="Saved" defaultOpen autoCloseMs={3000} onAutoClose={onAutoClose} />,
    );
    const countdown = screen.getByText('Closes in 3 s');
    expect(countdown).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('This dialog closes by itself in 3 seconds.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('Closes in 2 s')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onAutoClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('custom labels, one button and the danger variant', () => {
    render(
      <ConfirmDialog
        title="A real account is needed"
        defaultOpen
        confirmLabel="OK"
        hideCancel
        confirmVariant="danger"
      />,
    );
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  test('controlled: open follows the prop', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog title="Log out?" open onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Log out?' })).toBeInTheDocument();
  });

  test('buttons are translated; right to left it renders in a re-rooted portal', () => {
    render(<ConfirmDialog title="تسجيل الخروج؟" defaultOpen />, { dir: 'rtl', locale: 'ar' });
    const scope = screen.getByRole('dialog').closest('[data-ui="ThemeScope"]');
    expect(scope).toHaveAttribute('dir', 'rtl');
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
