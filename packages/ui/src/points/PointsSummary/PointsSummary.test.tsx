import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { PointsSummary } from './PointsSummary';

const summary = () => screen.getByRole('region', { name: 'My points' });
const balance = () => document.querySelector('[data-ui="PointsSummary.Balance"]');

describe('PointsSummary', () => {
  test('the balance in comma thousands, what 100 points are worth, and that they never expire', () => {
    render(<PointsSummary points={1_234_567} ratio={100} />);
    expect(balance()).toHaveTextContent(/^1,234,567$/);
    expect(summary()).toHaveTextContent('100 points = P1.00');
    expect(summary()).toHaveTextContent('Points never expire.');
  });

  test('the worth follows the brand’s ratio and currency symbol', () => {
    render(<PointsSummary points={12_500} ratio={2_500} currency="₱" />);
    expect(summary()).toHaveTextContent('2,500 points = ₱1.00');
    expect(summary()).not.toHaveTextContent('P1.00');
  });

  test('no points is a balance of 0, not a loading state', () => {
    render(<PointsSummary points={0} ratio={100} />);
    expect(balance()).toHaveTextContent(/^0$/);
    expect(summary()).not.toHaveAttribute('aria-busy');
  });

  test('while loading: no figure, a placeholder, and the summary says it is busy', () => {
    render(<PointsSummary points={null} ratio={100} />);
    expect(balance()).toBeNull();
    expect(summary().querySelector('[data-ui="Skeleton"]')).toHaveAttribute('aria-hidden', 'true');
    expect(summary()).toHaveAttribute('aria-busy', 'true');
    // What points are worth is known already and stays readable.
    expect(summary()).toHaveTextContent('100 points = P1.00');
  });

  test('the busy mark goes once the points arrive', () => {
    const { rerender } = render(<PointsSummary points={null} ratio={100} />);
    rerender(<PointsSummary points={800} ratio={100} />);
    expect(summary()).not.toHaveAttribute('aria-busy');
    expect(balance()).toHaveTextContent(/^800$/);
  });
});
