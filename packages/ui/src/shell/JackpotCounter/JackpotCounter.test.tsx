import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { jackpotAmountAt } from '@lobby/core';
import { render } from '../../test/render';
import { JackpotCounter } from './JackpotCounter';

const start = Date.UTC(2026, 10, 23, 12, 0, 0);

function amountText(minor: number): string {
  const [whole, cents] = (minor / 100).toFixed(2).split('.');
  return `P${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

describe('JackpotCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('a named group whose amount screen readers can read', () => {
    render(<JackpotCounter />);
    const group = screen.getByRole('group', { name: 'Progressive jackpot' });
    expect(group).toHaveTextContent(amountText(jackpotAmountAt(start)));
    expect(group.querySelector('[aria-live]')).toBeNull();
  });

  test('adds 165.11 every 3 seconds without rendering again', () => {
    const commits = vi.fn();
    render(
      <Profiler id="parent" onRender={commits}>
        <JackpotCounter />
      </Profiler>,
    );
    const before = commits.mock.calls.length;
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByRole('group')).toHaveTextContent(
      amountText(jackpotAmountAt(start) + 16_511),
    );
    act(() => {
      vi.advanceTimersByTime(27_000);
    });
    expect(screen.getByRole('group')).toHaveTextContent(
      amountText(jackpotAmountAt(start) + 10 * 16_511),
    );
    expect(commits.mock.calls.length).toBe(before);
  });

  test('rolls each digit strip by transform', () => {
    render(<JackpotCounter />);
    const strips = document.querySelectorAll<HTMLElement>('[data-digit]');
    const digits = amountText(jackpotAmountAt(start)).replace(/\D/g, '');
    expect(strips).toHaveLength(digits.length);
    strips.forEach((strip, i) => {
      expect(strip.style.transform).toBe(`translateY(${-Number(digits[i]) * 10}%)`);
    });
  });

  test('after a hidden period it shows the amount for the current time', () => {
    render(<JackpotCounter />);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(vi.getTimerCount()).toBe(0);
    vi.setSystemTime(start + 10 * 60_000);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByRole('group')).toHaveTextContent(
      amountText(jackpotAmountAt(start + 600_000)),
    );
  });

  test('its timer stops when it leaves the page', () => {
    const { unmount } = render(<JackpotCounter />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('digits run left to right on a right-to-left page', () => {
    render(<JackpotCounter />, { dir: 'rtl' });
    expect(document.querySelector('[data-ui="JackpotCounter.Digits"]')).toHaveAttribute(
      'dir',
      'ltr',
    );
  });
});
