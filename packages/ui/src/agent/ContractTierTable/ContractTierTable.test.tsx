import { describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractTier } from '@lobby/core';
import { render } from '../../test/render';
import { ContractTierTable } from './ContractTierTable';

// Deliberately not in rate order by members, so each column sorts to a different order.
const tiers: ContractTier[] = [
  { threshold: 100_000, activeMembers: 5, rateBp: 100 },
  { threshold: 500_000, activeMembers: 3, rateBp: 150 },
  { threshold: 1_000_000, activeMembers: 8, rateBp: 225 },
];

function tierNames() {
  return (
    screen
      .getAllByRole('row')
      .slice(1)
      // The cell's value, without the label it carries for the card layout.
      .map((row) => within(row).getAllByRole('cell')[0]!.lastElementChild!.textContent)
  );
}

describe('ContractTierTable', () => {
  test('the threshold column is named by what the kind is measured on', () => {
    const { rerender } = render(<ContractTierTable kind="dividend" period="W" tiers={tiers} />);
    expect(screen.getByRole('columnheader', { name: /Period loss/ })).toBeInTheDocument();
    rerender(<ContractTierTable kind="hourly" period="hour" tiers={tiers} />);
    expect(screen.getByRole('columnheader', { name: /Hourly bet amount/ })).toBeInTheDocument();
  });

  test('a caption names the kind and period; rates read as percents with 2 decimals', () => {
    render(<ContractTierTable kind="dailyWage" period="D" tiers={tiers} />);
    expect(screen.getByRole('table', { name: 'Daily salary tiers, Daily' })).toBeInTheDocument();
    const [first] = screen.getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('P1,000.00');
    expect(first).toHaveTextContent('1.00%');
  });

  test('sorting by active members orders the rows and says the direction', async () => {
    const user = userEvent.setup();
    render(<ContractTierTable kind="dividend" period="W" tiers={tiers} />);
    const header = screen.getByRole('columnheader', { name: /Active members/ });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(tierNames()).toEqual(['Tier 2', 'Tier 1', 'Tier 3']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(tierNames()).toEqual(['Tier 3', 'Tier 1', 'Tier 2']);
  });

  test('figures mark the highest tier they reach, members included', () => {
    // Loss 6,000.00 reaches tier 2's threshold and its 3 members, not tier 3's.
    render(
      <ContractTierTable
        kind="dividend"
        period="W"
        tiers={tiers}
        figures={{ validBet: 9_000_000, profitLoss: -600_000, activeMembers: 4 }}
      />,
    );
    expect(tierNames()).toEqual(['Tier 1', 'Tier 2Reached', 'Tier 3']);
  });

  test('figures that reach no tier mark none', () => {
    render(
      <ContractTierTable
        kind="dailyWage"
        period="D"
        tiers={tiers}
        figures={{ validBet: 2_000_000, profitLoss: 0, activeMembers: 2 }}
      />,
    );
    expect(screen.queryByText('Reached')).not.toBeInTheDocument();
  });
});
