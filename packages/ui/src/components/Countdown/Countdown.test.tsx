import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { Countdown } from './Countdown';

const start = new Date('2025-01-01T00:00:00Z').getTime();

function timer() {
  return screen.getByRole('timer');
}

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('shows mm:ss and counts down each second', () => {
    render(<Countdown endTime={start + 65_000} />);
    expect(timer()).toHaveTextContent('01:05');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer()).toHaveTextContent('01:04');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(timer()).toHaveTextContent('01:00');
  });

  test('shows hh:mm:ss under a day and days beyond', () => {
    render(
      <>
        <Countdown endTime={start + (2 * 3600 + 3 * 60 + 4) * 1000} />
        <Countdown endTime={new Date(start + (86_400 + 3600 + 60 + 1) * 1000)} />
      </>,
    );
    const [hours, days] = screen.getAllByRole('timer');
    expect(hours).toHaveTextContent('02:03:04');
    expect(days).toHaveTextContent('1d 01:01:01');
  });

  test('announces nothing per second', () => {
    render(<Countdown endTime={start + 10_000} />);
    expect(timer()).toHaveAttribute('aria-live', 'off');
  });

  test('reads the clock, so it is right after a background tab slept', () => {
    render(<Countdown endTime={start + 10 * 60_000} />);
    expect(timer()).toHaveTextContent('10:00');
    // The tab slept: the clock moved 3 minutes but no timer fired.
    vi.setSystemTime(start + 3 * 60_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(timer()).toHaveTextContent('07:00');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer()).toHaveTextContent('06:59');
  });

  test('calls onComplete once and announces the completion message', () => {
    const onComplete = vi.fn();
    render(
      <Countdown
        endTime={start + 2000}
        onComplete={onComplete}
        completeMessage="The offer has ended"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(timer()).toHaveTextContent('00:00');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('The offer has ended');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      vi.advanceTimersByTime(5000);
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  test('an end time already past completes at once', () => {
    const onComplete = vi.fn();
    render(<Countdown endTime={start - 1000} onComplete={onComplete} />);
    expect(timer()).toHaveTextContent('00:00');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  test('a new end time starts over', () => {
    const onComplete = vi.fn();
    const { rerender } = render(<Countdown endTime={start + 1000} onComplete={onComplete} />);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
    rerender(<Countdown endTime={start + 62_000} onComplete={onComplete} />);
    expect(timer()).toHaveTextContent('01:00');
  });
});
