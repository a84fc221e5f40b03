import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  test('shows its text, stamps data-ui and passes attributes through', () => {
    render(
      <StatusBadge tone="danger" title="Most played today">
        Hot
      </StatusBadge>,
    );
    const badge = screen.getByText('Hot');
    expect(badge).toHaveAttribute('data-ui', 'StatusBadge');
    expect(badge).toHaveAttribute('title', 'Most played today');
  });

  test('tones look different', () => {
    render(
      <>
        <StatusBadge>Demo</StatusBadge>
        <StatusBadge tone="success">Online</StatusBadge>
      </>,
    );
    expect(screen.getByText('Demo').className).not.toBe(screen.getByText('Online').className);
  });
});
