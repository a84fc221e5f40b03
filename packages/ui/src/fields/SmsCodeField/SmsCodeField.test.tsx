import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { SmsCodeField } from './SmsCodeField';

afterEach(() => {
  vi.useRealTimers();
});

function sendButton() {
  return screen.getByRole('button', { name: /Send code|Resend/ });
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('SmsCodeField', () => {
  test('the code input is ready for one-time-code autofill', () => {
    render(<SmsCodeField name="verificationCode" label="SMS code" onSend={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: /SMS code/ });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  test('an emptied code says the verification code is required', async () => {
    const user = userEvent.setup();
    render(<SmsCodeField name="verificationCode" label="SMS code" onSend={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: /SMS code/ });
    await user.type(input, '1');
    await user.clear(input);
    await user.tab();
    expect(input).toHaveAccessibleDescription('Enter the verification code');
  });

  test('after a send the button counts down, ignores clicks, then offers a resend', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<SmsCodeField name="c" label="SMS code" onSend={onSend} countdownSeconds={3} />);
    fireEvent.click(sendButton());
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(sendButton()).toHaveAccessibleName('Resend in 3 s');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Code sent. You can ask for a new one in 3 seconds.',
    );
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(sendButton()).toHaveAccessibleName('Resend in 2 s');
    fireEvent.click(sendButton());
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(sendButton()).toHaveAccessibleName('Resend code');
    expect(sendButton()).not.toHaveAttribute('aria-disabled');
    fireEvent.click(sendButton());
    await flush();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  test('a send that answers its own number of seconds counts down from that', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const onSend = vi.fn().mockResolvedValue(300);
    render(<SmsCodeField name="c" label="SMS code" onSend={onSend} countdownSeconds={60} />);
    fireEvent.click(sendButton());
    await flush();
    expect(sendButton()).toHaveAccessibleName('Resend in 300 s');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Code sent. You can ask for a new one in 300 seconds.',
    );
  });

  test('sends at most once per 1000 ms even when a send fails at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const onSend = vi.fn().mockRejectedValue(new Error('network'));
    render(<SmsCodeField name="c" label="SMS code" onSend={onSend} />);
    fireEvent.click(sendButton());
    await flush();
    fireEvent.click(sendButton());
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    // A failed send starts no countdown.
    expect(sendButton()).toHaveAccessibleName('Send code');
    vi.advanceTimersByTime(1000);
    fireEvent.click(sendButton());
    await flush();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  test('a send the server refuses (false) starts no countdown', async () => {
    const onSend = vi.fn().mockResolvedValue(false);
    render(<SmsCodeField name="c" label="SMS code" onSend={onSend} />);
    fireEvent.click(sendButton());
    await flush();
    expect(sendButton()).toHaveAccessibleName('Send code');
  });

  test('sendDisabled blocks sending', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<SmsCodeField name="c" label="SMS code" onSend={onSend} sendDisabled />);
    await user.click(sendButton());
    expect(onSend).not.toHaveBeenCalled();
  });

  test('the send button works from the keyboard', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<SmsCodeField name="c" label="SMS code" onSend={onSend} />);
    await user.tab();
    await user.tab();
    expect(sendButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    // Focus stays on the (now counting) button.
    expect(sendButton()).toHaveFocus();
  });
});
