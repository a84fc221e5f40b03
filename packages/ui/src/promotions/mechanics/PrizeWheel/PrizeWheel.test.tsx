import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { render } from '../../../test/render';
import { PrizeWheel, SPIN_MS, type PrizeWheelProps } from './PrizeWheel';
import { rotationFor } from './wheelGeometry';

const segments = [0, 100, 200, 500, 1_000, 2_000, 5_000, 10_000];

function wheel(props: Partial<PrizeWheelProps> = {}) {
  return (
    <PrizeWheel
      segments={segments}
      spins={1}
      depositPerSpin={10_000}
      towardsNext={0}
      landed={null}
      onSpin={() => {}}
      {...props}
    />
  );
}

function reduceMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('rotationFor', () => {
  test("brings the segment's middle under the pointer at the top, always turning forward", () => {
    // Segment 0 spans 0-45 degrees: its middle (22.5) reaches the top after 337.5 more.
    expect(rotationFor(0, 0, 8)).toBe(5 * 360 + 337.5);
    const first = rotationFor(0, 6, 8);
    const second = rotationFor(first, 6, 8);
    expect(second - first).toBe(5 * 360);
    for (let segment = 0; segment < 8; segment += 1) {
      const turned = rotationFor(1234, segment, 8);
      expect(turned).toBeGreaterThan(1234);
      // Where the segment's middle now is, clockwise from the top: 0.
      expect((segment * 45 + 22.5 + turned) % 360).toBe(0);
    }
  });
});

describe('PrizeWheel', () => {
  test('keeps the result to itself until the wheel stops, then announces it', () => {
    reduceMotion(false);
    vi.useFakeTimers();
    const { rerender } = render(wheel());
    rerender(wheel({ landed: { segment: 4, amount: 1_000, spin: 1 }, spins: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => {
      vi.advanceTimersByTime(SPIN_MS - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('You won P10.00');
  });

  test('with reduced motion the wheel does not spin: it is on the segment and the result is told at once', () => {
    reduceMotion(true);
    vi.useFakeTimers();
    const { rerender } = render(wheel());
    rerender(wheel({ landed: { segment: 0, amount: 0, spin: 1 }, spins: 0 }));
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByRole('status')).toHaveTextContent('No prize this time');
    const disc = screen.getByRole('img', { name: /Prize wheel/ });
    expect(disc.style.transitionDuration).toBe('0ms');
    expect(disc.style.transform).toBe(`rotate(${5 * 360 + 337.5}deg)`);
  });
});
