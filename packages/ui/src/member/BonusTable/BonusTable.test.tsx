import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { BonusTable, type BonusTableProps } from './BonusTable';
import { SAMPLE_BONUSES } from './fixtures';

function setup(props: Partial<BonusTableProps> = {}) {
  const onFilterChange = vi.fn();
  const onPageChange = vi.fn();
  render(
    <BonusTable
      rows={SAMPLE_BONUSES}
      totals={{ count: 23, amount: 84_250 }}
      filter={{ from: '', to: '', source: '' }}
      onFilterChange={onFilterChange}
      page={1}
      totalPages={3}
      onPageChange={onPageChange}
      today="2026-11-26"
      {...props}
    />,
  );
  return { onFilterChange, onPageChange, user: userEvent.setup() };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('BonusTable', () => {
  test('each bonus shows its source in words, its title and amount', () => {
    setup();
    const [reward, rebate, mission, promotion, referral] = bodyRows();
    expect(reward).toHaveTextContent('Reward');
    expect(reward).toHaveTextContent('Welcome reward');
    expect(reward).toHaveTextContent('P50.00');
    expect(rebate).toHaveTextContent('Rebate');
    expect(rebate).toHaveTextContent('P12.75');
    expect(mission).toHaveTextContent('Mission');
    expect(promotion).toHaveTextContent('Promotion');
    expect(referral).toHaveTextContent('Referral');
  });

  test('the totals are the whole filter’s', () => {
    setup();
    const totals = document.querySelector('[data-ui="Member.RecordTotals"]');
    expect(totals).toHaveTextContent('23');
    expect(totals).toHaveTextContent('P842.50');
  });

  test('filters by source, keeping the dates', async () => {
    const { onFilterChange, user } = setup({ filter: { from: '2026-11-01', to: '', source: '' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'rebate');
    expect(onFilterChange).toHaveBeenLastCalledWith({
      from: '2026-11-01',
      to: '',
      source: 'rebate',
    });
  });

  test('no bonuses says so', () => {
    setup({ rows: [], totals: { count: 0, amount: 0 }, totalPages: 1 });
    expect(screen.getByText('No bonuses')).toBeVisible();
  });

  test('a failure shows the message and a retry', async () => {
    const onRetry = vi.fn();
    const { user } = setup({ error: 'Link abnormal, retry.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Link abnormal, retry.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
