import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { IncomeTable, type IncomeTableProps } from './IncomeTable';
import { SAMPLE_INCOME, SAMPLE_INCOME_TOTALS } from './fixtures';

function setup(props: Partial<IncomeTableProps> = {}) {
  const onRangeChange = vi.fn();
  render(
    <IncomeTable
      rows={SAMPLE_INCOME}
      totals={SAMPLE_INCOME_TOTALS}
      range={{ from: '2026-11-01', to: '2026-11-26' }}
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

describe('IncomeTable', () => {
  test('each payout names its contract in words, its period and the amount', () => {
    setup();
    const [realtime, hourly, daily, dividend] = bodyRows();
    expect(realtime).toHaveTextContent('Real-time salary');
    expect(realtime).toHaveTextContent('P3.25');
    expect(hourly).toHaveTextContent('Hourly salary');
    expect(daily).toHaveTextContent('Daily salary');
    expect(daily).toHaveTextContent('Nov 25, 2026');
    expect(dividend).toHaveTextContent('Dividend');
    // The week ends on its last day, not on the day its period is exclusive of.
    expect(dividend).toHaveTextContent(/Nov 16\s–\s22, 2026/);
    expect(dividend).toHaveTextContent('P1,500.75');
  });

  test('the totals: one per kind in the menu’s order, then the overall', () => {
    setup();
    const totals = document.querySelector<HTMLElement>('[data-ui="Member.RecordTotals"]')!;
    const pairs = within(totals)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Dividend', 'P1,500.75'],
      ['Daily salary', 'P960.00'],
      ['Hourly salary', 'P222.00'],
      ['Real-time salary', 'P39.00'],
      ['Total income', 'P2,721.75'],
    ]);
  });

  test('sorting by contract orders the kinds by their names', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /^Contract/ }));
    expect(bodyRows().map((row) => row.querySelector('td')?.textContent)).toEqual([
      expect.stringContaining('Daily salary'),
      expect.stringContaining('Dividend'),
      expect.stringContaining('Hourly salary'),
      expect.stringContaining('Real-time salary'),
    ]);
  });

  test('no income: the empty state says where it comes from', () => {
    setup({ rows: [], totals: null });
    expect(screen.getByText('No income in these dates')).toBeInTheDocument();
  });
});
