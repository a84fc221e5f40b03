import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { DemoBadge } from './DemoBadge';

describe('DemoBadge', () => {
  test('shows "Demo account" and is named for what it means', () => {
    render(<DemoBadge />);
    const badge = screen.getByRole('note', { name: 'Demo account: balances have no cash value' });
    expect(badge).toHaveTextContent('Demo account');
    // The name starts with the visible words (WCAG 2.5.3, label in name).
    expect(badge.getAttribute('aria-label')?.startsWith(badge.textContent ?? '')).toBe(true);
  });

  test('offers no way to dismiss it', () => {
    render(<DemoBadge />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('a brand can word the name its own way', () => {
    render(<DemoBadge label="Demo account: play money only" />);
    expect(screen.getByRole('note', { name: 'Demo account: play money only' })).toBeInTheDocument();
  });
});
