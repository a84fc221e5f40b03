import { afterEach, describe, expect, test, vi } from 'vitest';
import { render } from '../../test/render';
import { Snow, SNOW_MAX_FLAKES, snowFlakes } from './Snow';

function mockReducedMotion(reduce: boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
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
});

describe('snowFlakes', () => {
  test('the same count gives the same flakes; the count is capped', () => {
    expect(snowFlakes(12)).toEqual(snowFlakes(12));
    expect(snowFlakes(500)).toHaveLength(SNOW_MAX_FLAKES);
    expect(snowFlakes(-3)).toHaveLength(0);
  });

  test('every flake starts inside the width and falls for a while', () => {
    for (const flake of snowFlakes(40)) {
      expect(flake.$x).toBeGreaterThanOrEqual(0);
      expect(flake.$x).toBeLessThanOrEqual(100);
      expect(flake.$duration).toBeGreaterThanOrEqual(8);
      expect(flake.$delay).toBeLessThanOrEqual(0);
    }
  });
});

describe('Snow', () => {
  test('a hidden, decorative layer of flakes', () => {
    const { container } = render(<Snow flakes={20} />);
    const layer = container.querySelector('[data-ui="Snow"]')!;
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer.querySelectorAll('[data-ui="Snow.Flake"]')).toHaveLength(20);
    // Nothing in it can take focus or be read.
    expect(layer.querySelector('a, button, [tabindex]')).toBeNull();
    expect(layer.textContent).toBe('');
  });

  test('the flake numbers travel as custom properties', () => {
    const { container } = render(<Snow flakes={1} />);
    const flake = container.querySelector<HTMLElement>('[data-ui="Snow.Flake"]')!;
    expect(flake.style.getPropertyValue('--flake-x')).toMatch(/%$/);
    expect(flake.style.getPropertyValue('--flake-duration')).toMatch(/s$/);
  });

  test('off when the brand switches it off', () => {
    const { container } = render(<Snow enabled={false} />);
    expect(container.querySelector('[data-ui="Snow"]')).toBeNull();
  });

  test('off with reduced motion', () => {
    mockReducedMotion(true);
    const { container } = render(<Snow />);
    expect(container.querySelector('[data-ui="Snow"]')).toBeNull();
  });
});
