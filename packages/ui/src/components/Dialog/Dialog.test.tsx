import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Button } from '../Button';
import { Dialog, DialogClose } from './Dialog';

function content() {
  return screen.getByRole('dialog');
}

describe('Dialog', () => {
  test('opens from its trigger, is named by its title and closes with the close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog title="Notice" trigger={<Button>Open</Button>} onOpenChange={onOpenChange}>
        Body text
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Notice' })).toHaveTextContent('Body text');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  test('Escape closes it when click-to-close is on (the default)', async () => {
    const user = userEvent.setup();
    render(<Dialog title="Notice" defaultOpen />);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('with click-to-close off, Escape keeps it open and an explicit action closes it', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Notice" defaultOpen clickToClose={false}>
        <DialogClose>
          <Button>Got it</Button>
        </DialogClose>
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(content()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('defaults to 600 x 300', () => {
    render(<Dialog title="Notice" defaultOpen />);
    expect(content().style.getPropertyValue('--dialog-width')).toBe('600px');
    expect(content().style.getPropertyValue('--dialog-height')).toBe('300px');
  });

  test('accepts numbers, pixel and percentage strings', () => {
    render(<Dialog title="Notice" defaultOpen width="80%" height={420} />);
    expect(content().style.getPropertyValue('--dialog-width')).toBe('80%');
    expect(content().style.getPropertyValue('--dialog-height')).toBe('420px');
  });

  test('a size that breaks the rule falls back to the default', () => {
    render(<Dialog title="Notice" defaultOpen width={-5} height="tall" />);
    expect(content().style.getPropertyValue('--dialog-width')).toBe('600px');
    expect(content().style.getPropertyValue('--dialog-height')).toBe('300px');
  });

  test('portal content is re-rooted in the theme, direction and language', () => {
    render(<Dialog title="ملاحظة" defaultOpen />, { dir: 'rtl', locale: 'ar', mode: 'dark' });
    const scope = content().closest('[data-ui="ThemeScope"]');
    expect(scope).toHaveAttribute('dir', 'rtl');
    expect(scope).toHaveAttribute('lang', 'ar');
    expect(scope).toHaveAttribute('data-mode', 'dark');
    expect((scope as HTMLElement).style.getPropertyValue('--bg-canvas')).not.toBe('');
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  test('a hidden title still names the dialog', () => {
    render(<Dialog title="Promotion" hideTitle defaultOpen />);
    expect(screen.getByRole('dialog', { name: 'Promotion' })).toBeInTheDocument();
  });

  test('closeOnEscape can differ from clickToClose', async () => {
    const user = userEvent.setup();
    render(<Dialog title="Notice" defaultOpen clickToClose={false} closeOnEscape />);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('role alertdialog and a chosen first focus', async () => {
    function Warning() {
      return (
        <Dialog
          title="Warning"
          defaultOpen
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById('ok')?.focus();
          }}
        >
          <button type="button">Other</button>
          <button type="button" id="ok">
            OK
          </button>
        </Dialog>
      );
    }
    render(<Warning />);
    expect(screen.getByRole('alertdialog', { name: 'Warning' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
  });
});
