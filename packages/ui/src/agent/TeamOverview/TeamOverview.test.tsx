import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { TeamOverview, type TeamOverviewFigures } from './TeamOverview';

const FIGURES: TeamOverviewFigures = {
  teamSize: 3,
  directMembers: 2,
  newMembers: 0,
  activeMembers: 1,
  betAmount: 10_000,
  validBet: 9_000,
  profitLoss: 4_500,
  income: 0,
  deposits: 0,
  withdrawals: 0,
};

const tile = (label: string) => screen.getByText(label).nextElementSibling;

describe('TeamOverview', () => {
  test('a team that won shows a plus sign; money and counts each in their own form', () => {
    render(<TeamOverview period="week" onPeriodChange={vi.fn()} figures={FIGURES} />);
    expect(tile('Profit and loss')).toHaveTextContent('+P45.00');
    expect(tile('Valid bet')).toHaveTextContent('P90.00');
    expect(tile('Direct members')).toHaveTextContent('2');
    expect(screen.getByRole('radio', { name: 'This week' })).toBeChecked();
  });

  test('while a period loads no stale figure shows', () => {
    render(<TeamOverview period="today" onPeriodChange={vi.fn()} figures={FIGURES} loading />);
    expect(tile('Team size')).not.toHaveTextContent('3');
    expect(screen.getByText('Team size').closest('dl')).toHaveAttribute('aria-busy', 'true');
  });
});
