import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { render } from '../../test/render';
import { ToastProvider } from './ToastProvider';
import { useToast, type ToastOptions } from './ToastContext';

function Shower({ options }: { options: ToastOptions[] }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => options.forEach((option) => show(option))}>
      Show
    </button>
  );
}

function setup(options: ToastOptions[], props: { max?: number; durationMs?: number } = {}) {
  return render(
    <ToastProvider {...props}>
      <Shower options={options} />
    </ToastProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('show() adds a status message with title and description in a named region', async () => {
    const user = userEvent.setup();
    setup([
      { title: 'Transfer done', description: '100.00 moved to the main wallet', tone: 'success' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const status = within(region()).getByRole('status');
    expect(status).toHaveTextContent('Transfer done');
    expect(status).toHaveTextContent('100.00 moved to the main wallet');
    expect(status).not.toHaveTextContent('Dismiss');
  });

  test('danger toasts are alerts', async () => {
    const user = userEvent.setup();
    setup([{ title: 'Network link abnormal, retry', tone: 'danger' }]);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Network link abnormal, retry');
  });

  test('the dismiss button removes it', async () => {
    const user = userEvent.setup();
    setup([{ title: 'Saved' }]);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('Escape inside a toast dismisses it', async () => {
    const user = userEvent.setup();
    setup([{ title: 'Saved' }]);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    screen.getByRole('button', { name: 'Dismiss' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('at most 3 stack: the oldest goes', async () => {
    const user = userEvent.setup();
    setup([{ title: 'One' }, { title: 'Two' }, { title: 'Three' }, { title: 'Four' }]);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const messages = within(region()).getAllByRole('status');
    expect(messages.map((message) => message.textContent)).toEqual(['Two', 'Three', 'Four']);
  });

  test('it leaves after its duration', () => {
    vi.useFakeTimers();
    setup([{ title: 'Saved', durationMs: 3000 }]);
    act(() => {
      screen.getByRole('button', { name: 'Show' }).click();
    });
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  // fireEvent here: user-event's pointer waits never settle under fake timers in happy-dom.
  test('the timer pauses under the pointer and resumes with the time left', () => {
    vi.useFakeTimers();
    setup([{ title: 'Saved', durationMs: 3000 }]);
    act(() => {
      screen.getByRole('button', { name: 'Show' }).click();
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    const toast = screen.getByRole('status').closest('[data-ui="Toast"]')!;
    fireEvent.mouseEnter(toast);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('the timer pauses while focus is inside', () => {
    vi.useFakeTimers();
    setup([{ title: 'Saved', durationMs: 1000 }]);
    act(() => {
      screen.getByRole('button', { name: 'Show' }).click();
    });
    act(() => {
      screen.getByRole('button', { name: 'Dismiss' }).focus();
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      screen.getByRole('button', { name: 'Show' }).focus();
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('durationMs 0 keeps it until dismissed', () => {
    vi.useFakeTimers();
    setup([{ title: 'Read me', durationMs: 0 }]);
    act(() => {
      screen.getByRole('button', { name: 'Show' }).click();
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  test('the portal is re-rooted in the theme and direction', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Shower options={[{ title: 'تم' }]} />
      </ToastProvider>,
      { dir: 'rtl', mode: 'dark' },
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const scope = screen.getByRole('status').closest('[data-ui="ThemeScope"]');
    expect(scope).toHaveAttribute('dir', 'rtl');
    expect(scope).toHaveAttribute('data-mode', 'dark');
  });

  test('useToast outside a provider says what is wrong', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Shower options={[]} />)).toThrow(/inside <ToastProvider>/);
  });
});
