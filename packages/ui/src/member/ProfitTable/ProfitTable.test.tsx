import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { ProfitTable, type ProfitTableProps } from './ProfitTable';
import { SAMPLE_BY_DAY, SAMPLE_BY_TYPE, SAMPLE_TOTALS, sampleGameTypeLabel } from './fixtures';

function setup(props: Partial<ProfitTableProps> = {}) {
  const onRangeChange = vi.fn();
  render(
    <ProfitTable
      range={{ from: '2026-11-20', to: '2026-11-26' }}
      onRangeChange={onRangeChange}
      byDay={SAMPLE_BY_DAY}
      byGameType={SAMPLE_BY_TYPE}
      totals={SAMPLE_TOTALS}
      gameTypeLabel={sampleGameTypeLabel}
      maxDays={92}
      today="2026-11-26"
      {...props}
    />,
  );
  return { onRangeChange, user: userEvent.setup() };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('ProfitTable', () => {
  test('per day: each day with stake, valid bet, win and signed profit or loss', () => {
    setup();
    const [first, second] = bodyRows();
    expect(first).toHaveTextContent('Nov 26, 2026');
    expect(first).toHaveTextContent('P26.00');
    expect(first).toHaveTextContent('P21.00');
    expect(first).toHaveTextContent('+P7.00');
    expect(second).toHaveTextContent('-P13.00');
  });

  test('per game type on the second tab, named in words', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'By game type' }));
    const rows = bodyRows();
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Fishing'),
      expect.stringContaining('Mini games'),
      expect.stringContaining('Slots'),
    ]);
  });

  test('the totals of the range', () => {
    setup();
    const totals = document.querySelector('[data-ui="Member.RecordTotals"]');
    expect(totals).toHaveTextContent('12');
    expect(totals).toHaveTextContent('P64.00');
    expect(totals).toHaveTextContent('-P12.00');
  });

  test('a new range is asked for with both ends; an emptied end keeps its value', async () => {
    const { onRangeChange, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onRangeChange).toHaveBeenLastCalledWith({ from: '2026-11-26', to: '2026-11-26' });
    await user.clear(screen.getByLabelText('From'));
    expect(onRangeChange).toHaveBeenLastCalledWith({ from: '2026-11-20', to: '2026-11-26' });
  });

  test('a failure shows the message and a retry', async () => {
    const onRetry = vi.fn();
    const { user } = setup({ byDay: [], byGameType: [], error: 'Link abnormal, retry.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Link abnormal, retry.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('an empty range', () => {
    setup({ byDay: [], byGameType: [] });
    expect(screen.getByText('No bets in these days')).toBeVisible();
  });
});
