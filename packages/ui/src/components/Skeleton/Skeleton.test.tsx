import { describe, expect, test } from 'vitest';
import { render } from '../../test/render';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  test('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.querySelector('[data-ui="Skeleton"]')).toHaveAttribute('aria-hidden', 'true');
  });

  test('takes the given size through custom properties (numbers are pixels)', () => {
    const { container } = render(<Skeleton width={200} height="50%" />);
    const element = container.querySelector<HTMLElement>('[data-ui="Skeleton"]')!;
    expect(element.style.getPropertyValue('--skeleton-width')).toBe('200px');
    expect(element.style.getPropertyValue('--skeleton-height')).toBe('50%');
  });

  test('text with several lines renders one bar per line, the last marked shorter', () => {
    const { container } = render(<Skeleton variant="text" lines={3} />);
    const lines = container.querySelectorAll('[data-ui="Skeleton"]');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toHaveAttribute('data-last', 'true');
    expect(container.querySelector('[data-ui="Skeleton.Lines"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  test('variants differ in shape', () => {
    const { container } = render(
      <>
        <Skeleton variant="circle" />
        <Skeleton variant="block" />
      </>,
    );
    const [circle, block] = container.querySelectorAll('[data-ui="Skeleton"]');
    expect(circle!.className).not.toBe(block!.className);
  });
});
