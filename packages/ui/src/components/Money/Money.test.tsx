import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { Money } from './Money';

describe('Money', () => {
  test('shows the default symbol P and the formatted amount', () => {
    render(<Money amount={123456} data-testid="money" />);
    expect(screen.getByTestId('money')).toHaveTextContent('P1,234.56');
  });

  test('takes another currency symbol', () => {
    render(<Money amount={99} currency="₱" data-testid="money" />);
    expect(screen.getByTestId('money')).toHaveTextContent('₱0.99');
  });

  test('a missing amount shows a dash instead of crashing', () => {
    render(<Money amount={Number.NaN} data-testid="money" />);
    expect(screen.getByTestId('money')).toHaveTextContent('—');
  });

  test('hidden shows *** and the real amount is not in the DOM', () => {
    render(<Money amount={123456} hidden data-testid="money" />);
    const money = screen.getByTestId('money');
    expect(money).toHaveTextContent('***');
    expect(money.textContent).not.toContain('1,234.56');
    expect(document.body.innerHTML).not.toContain('1,234');
    expect(screen.getByText('Amount hidden')).toBeInTheDocument();
  });

  test('stays left to right inside right-to-left text', () => {
    render(<Money amount={-250} data-testid="money" />, { dir: 'rtl' });
    expect(screen.getByTestId('money')).toHaveTextContent('-P2.50');
    expect(screen.getByTestId('money')).toHaveAttribute('data-ui', 'Money');
  });
});
