import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { TeamBetTable, type TeamBetTableProps } from './TeamBetTable';
import { SAMPLE_TEAM_BETS, SAMPLE_TEAM_BET_TOTALS } from './fixtures';

function setup(props: Partial<TeamBetTableProps> = {}) {
  const onFilterChange = vi.fn();
  render(
    <TeamBetTable
      rows={SAMPLE_TEAM_BETS}
      totals={SAMPLE_TEAM_BET_TOTALS}
      filter={{ from: '2026-11-20', to: '2026-11-26', account: '' }}
      onFilterChange={onFilterChange}
      page={1}
      totalPages={2}
      onPageChange={vi.fn()}
      today="2026-11-26"
      {...props}
    />,
  );
  return { onFilterChange, user: userEvent.setup() };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('TeamBetTable', () => {
  test('a row names who bet on what, the sums and the signed result', () => {
    setup();
    const [loss, win] = bodyRows();
    expect(loss).toHaveTextContent('player07');
    expect(loss).toHaveTextContent('Super Ace');
    expect(loss).toHaveTextContent('JILI');
    expect(loss).toHaveTextContent('-P200.00');
    expect(win).toHaveTextContent('P125.50');
    expect(win).toHaveTextContent('+P75.50');
  });

  test('the totals are the whole filter’s, not the page’s sums', () => {
    setup();
    const totals = document.querySelector('[data-ui="Member.RecordTotals"]');
    expect(totals).toHaveTextContent('P12,350.00');
    expect(totals).toHaveTextContent('P12,000.00');
    expect(totals).toHaveTextContent('P11,000.50');
    expect(totals).toHaveTextContent('-P1,349.50');
  });

  test('typing an account reports it with the dates kept', async () => {
    const { onFilterChange, user } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Account' }), 'p');
    expect(onFilterChange).toHaveBeenLastCalledWith({
      from: '2026-11-20',
      to: '2026-11-26',
      account: 'p',
    });
  });

  test('a date preset reports the range with the account kept', async () => {
    const { onFilterChange, user } = setup({
      filter: { from: '', to: '', account: 'agent03' },
    });
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onFilterChange).toHaveBeenLastCalledWith({
      from: '2026-11-26',
      to: '2026-11-26',
      account: 'agent03',
    });
  });

  test('no bets: the empty state names what to try', () => {
    setup({ rows: [], totals: null, totalPages: 0 });
    expect(screen.getByText('No team bets')).toBeInTheDocument();
    expect(document.querySelector('[data-ui="Member.RecordTotals"]')).toBeNull();
  });
});
