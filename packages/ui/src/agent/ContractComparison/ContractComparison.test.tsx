import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import type { PreviewPeriod } from '../shared/types';
import { ContractComparison } from './ContractComparison';

const DAY = 86_400_000;
const start = Date.UTC(2026, 10, 20);

const periods: PreviewPeriod[] = [
  {
    from: start,
    to: start + DAY,
    validBet: 1_000_000,
    profitLoss: -200_000,
    activeMembers: 3,
    offered: { tier: 0, rateBp: 100, amount: 10_000 },
    current: { tier: 0, rateBp: 80, amount: 8_000 },
  },
  {
    from: start + DAY,
    to: start + 2 * DAY,
    validBet: 300_000,
    profitLoss: 50_000,
    activeMembers: 1,
    offered: { tier: null, rateBp: 0, amount: 0 },
    current: { tier: null, rateBp: 0, amount: 0 },
  },
];

function totals() {
  const list = document.querySelector('[data-ui="Member.RecordTotals"]')!;
  return [...list.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);
}

describe('ContractComparison', () => {
  test('each period shows what each contract pays, and the totals compare them', () => {
    render(<ContractComparison kind="dailyWage" periods={periods} />);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('P100.00Tier 1');
    expect(first).toHaveTextContent('P80.00Tier 1');
    expect(second).toHaveTextContent('No tier reached');
    expect(totals()).toEqual([
      ['Offered contract', 'P100.00'],
      ['Current contract', 'P80.00'],
      ['Difference', '+P20.00'],
    ]);
  });

  test('without a current contract it says so and compares nothing', () => {
    const alone = periods.map((period) => ({ ...period, current: null }));
    render(<ContractComparison kind="dividend" periods={alone} />);
    expect(
      screen.getByText(
        'You hold no current Dividend contract: it paid you nothing in these periods.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('columnheader', { name: 'Current contract' }),
    ).not.toBeInTheDocument();
    expect(totals()).toEqual([['Offered contract', 'P100.00']]);
  });

  test('no periods: an empty state and no totals', () => {
    render(<ContractComparison kind="hourly" periods={[]} />);
    expect(screen.getByText('No past periods yet')).toBeInTheDocument();
    expect(document.querySelector('[data-ui="Member.RecordTotals"]')).toBeNull();
  });
});
