import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { VipProgress } from './VipProgress';

describe('VipProgress', () => {
  test('a member below level 1: both bars towards level 1, a bar full when nothing is asked', () => {
    render(
      <VipProgress
        standing={{
          level: 0,
          validBet: 30_000,
          deposit: 0,
          next: { level: 1, validBet: 100_000, deposit: 0 },
        }}
      />,
    );
    expect(screen.getByText('Not a VIP yet')).toBeVisible();
    expect(
      screen.getByRole('progressbar', { name: 'Valid bet: P300.00 of P1,000.00' }),
    ).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByRole('progressbar', { name: 'Deposits: P0.00 of P0.00' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  test('more than asked fills the bar, never past it', () => {
    render(
      <VipProgress
        standing={{
          level: 2,
          validBet: 900_000,
          deposit: 10,
          next: { level: 3, validBet: 500_000, deposit: 100 },
        }}
      />,
    );
    const [bets, deposits] = screen.getAllByRole('progressbar');
    expect(bets).toHaveAttribute('aria-valuenow', '100');
    expect(deposits).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByText('Level 2')).toBeVisible();
  });
});
