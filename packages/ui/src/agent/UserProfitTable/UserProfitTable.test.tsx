import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { UserProfitTable, type UserProfitTableProps } from './UserProfitTable';
import { SAMPLE_USER_PROFIT, SAMPLE_USER_PROFIT_TOTALS } from './fixtures';

function setup(props: Partial<UserProfitTableProps> = {}) {
  const onRangeChange = vi.fn();
  render(
    <UserProfitTable
      rows={SAMPLE_USER_PROFIT}
      totals={SAMPLE_USER_PROFIT_TOTALS}
      range={{ from: '2026-11-20', to: '2026-11-26' }}
      onRangeChange={onRangeChange}
      page={1}
      totalPages={1}
      onPageChange={vi.fn()}
      today="2026-11-26"
      {...props}
    />,
  );
  return { onRangeChange, user: userEvent.setup() };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('UserProfitTable', () => {
  test('one row per member with its depth, bets, sums, signed result and bonus', () => {
    setup();
    const [agent, player] = bodyRows();
    expect(agent).toHaveTextContent(
      /agent03.*1.*12.*P2,400\.00.*P2,300\.00.*P1,800\.00.*-P600\.00.*P50\.00/,
    );
    expect(player).toHaveTextContent('+P250.50');
  });

  test('the totals of the team', () => {
    setup();
    const totals = document.querySelector('[data-ui="Member.RecordTotals"]')!;
    expect(totals).toHaveTextContent('15');
    expect(totals).toHaveTextContent('P2,550.00');
    expect(totals).toHaveTextContent('-P349.50');
    expect(totals).toHaveTextContent('P62.00');
  });

  test('sorting by level puts the deepest member first on the second press', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /^Level/ }));
    await user.click(screen.getByRole('button', { name: /^Level/ }));
    expect(bodyRows()[0]).toHaveTextContent('player12');
  });

  test('a range is asked for with both ends; an emptied end keeps its value', async () => {
    const { onRangeChange, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onRangeChange).toHaveBeenLastCalledWith({ from: '2026-11-26', to: '2026-11-26' });
    await user.clear(screen.getByLabelText('From'));
    expect(onRangeChange).toHaveBeenLastCalledWith({ from: '2026-11-20', to: '2026-11-26' });
  });
});
