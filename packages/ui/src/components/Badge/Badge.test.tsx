import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { Badge, badgeText } from './Badge';

describe('Badge', () => {
  test('shows the count and reads the label instead', () => {
    render(
      <button type="button">
        Inbox <Badge count={3} label="3 unread" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Inbox 3 unread' })).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  test('is hidden at 0 and below', () => {
    const { container } = render(
      <>
        <Badge count={0} label="none" />
        <Badge count={-2} label="negative" />
      </>,
    );
    expect(container.querySelector('[data-ui="Badge"]')).toBeNull();
  });

  test('caps at 99+ by default and at a custom max', () => {
    render(
      <>
        <Badge count={100} label="100 unread" />
        <Badge count={10} max={9} label="10 new" />
      </>,
    );
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  test.each([
    [1, '1'],
    [99, '99'],
    [99.5, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('badgeText(%s) is %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});
