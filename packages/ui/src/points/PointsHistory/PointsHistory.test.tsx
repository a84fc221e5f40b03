import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render, type RenderOptions } from '../../test/render';
import { sampleDetails, sampleRedeems } from '../shared/samples';
import { PointsHistory, type PointsHistoryProps } from './PointsHistory';

type Overrides = {
  redeems?: Partial<PointsHistoryProps['redeems']>;
  details?: Partial<PointsHistoryProps['details']>;
  defaultTab?: PointsHistoryProps['defaultTab'];
};

function setup({ redeems, details, defaultTab }: Overrides = {}, options: RenderOptions = {}) {
  const props: PointsHistoryProps = {
    redeems: {
      rows: sampleRedeems,
      page: 1,
      totalPages: 1,
      onPageChange: vi.fn(),
      onRetry: vi.fn(),
      ...redeems,
    },
    details: {
      rows: sampleDetails,
      page: 1,
      totalPages: 1,
      onPageChange: vi.fn(),
      onRetry: vi.fn(),
      earnType: '',
      onEarnTypeChange: vi.fn(),
      ...details,
    },
    ...(defaultTab && { defaultTab }),
  };
  render(<PointsHistory {...props} />, options);
  return { ...props, user: userEvent.setup() };
}

/** The rows under the header of the table shown. */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** What each cell of a row shows, without the column name the phone's card layout adds. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.lastElementChild?.textContent);

describe('PointsHistory', () => {
  test('opens on the redeems: time, item, quantity, points and the status in words', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Points history' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Redeem history' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const rows = bodyRows(screen.getByRole('table', { name: 'Redeem history' }));
    expect(rows.map(cells)).toEqual([
      [expect.stringContaining('Nov 26, 2026'), 'Travel mug', '2', '1,000', 'In Process'],
      [expect.stringContaining('Nov 20, 2026'), 'Sports cap', '1', '1,200', 'Approved'],
      [expect.stringContaining('Nov 18, 2026'), 'Phone stand', '1', '800', 'Rejected'],
    ]);
  });

  test('by keyboard, the arrow key moves to the points details and shows them', async () => {
    const { user } = setup();
    await user.tab();
    const redeemsTab = screen.getByRole('tab', { name: 'Redeem history' });
    expect(redeemsTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const detailsTab = screen.getByRole('tab', { name: 'Points details' });
    expect(detailsTab).toHaveFocus();
    expect(detailsTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('table', { name: 'Redeem history' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Points details' })).toBeVisible();
  });

  test('details: each change with its type, its sign written out, and the balance after', () => {
    setup({ defaultTab: 'details' });
    const rows = bodyRows(screen.getByRole('table', { name: 'Points details' }));
    expect(rows.map((row) => cells(row).slice(1))).toEqual([
      ['Convert', '-1,500', '11,000'],
      ['Redeem', '-1,000', '12,500'],
      ['Deposit', '+5,000', '13,500'],
      ['Slots', '+250', '8,500'],
      ['Live', '+120', '8,250'],
    ]);
    expect(cells(rows[0]!)[0]).toContain('Nov 26, 2026');
  });

  test('the type filter lists every earn type, shows the one chosen and reports a new one', async () => {
    const { details, user } = setup({ defaultTab: 'details', details: { earnType: 'slots' } });
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(type).toHaveValue('slots');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All types',
      'Live',
      'Lottery',
      'PVP',
      'Slots',
      'Sports',
      'Redeem',
      'Deposit',
      'Convert',
    ]);
    await user.selectOptions(type, 'deposit');
    expect(details.onEarnTypeChange).toHaveBeenLastCalledWith('deposit');
    await user.selectOptions(type, 'All types');
    expect(details.onEarnTypeChange).toHaveBeenLastCalledWith('');
  });

  test('each tab pages its own list', async () => {
    const { redeems, details, user } = setup({
      redeems: { page: 2, totalPages: 4 },
      details: { page: 1, totalPages: 3 },
    });
    const redeemPages = screen.getByRole('navigation', { name: 'Redeem history pages' });
    expect(within(redeemPages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(redeemPages).getByRole('button', { name: 'Next page' }));
    expect(redeems.onPageChange).toHaveBeenCalledWith(3);

    await user.click(screen.getByRole('tab', { name: 'Points details' }));
    const detailPages = screen.getByRole('navigation', { name: 'Points details pages' });
    await user.click(within(detailPages).getByRole('button', { name: 'Page 3' }));
    expect(details.onPageChange).toHaveBeenCalledWith(3);
    expect(redeems.onPageChange).toHaveBeenCalledOnce();
  });

  test('loading marks the table busy and announces it, with no empty message', () => {
    setup({ redeems: { rows: [], totalPages: 0, loading: true } });
    expect(screen.getByRole('table', { name: 'Redeem history' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Loading')).toBe(true);
    expect(screen.queryByText('No redeems yet')).toBeNull();
  });

  test('an empty list says what will appear there, on each tab', async () => {
    const { user } = setup({
      redeems: { rows: [], totalPages: 0 },
      details: { rows: [], totalPages: 0 },
    });
    expect(screen.getByText('No redeems yet')).toBeVisible();
    expect(screen.getByText('Items you redeem appear here with their status.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Redeem history pages' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Points details' }));
    expect(screen.getByText('No points yet')).toBeVisible();
    expect(screen.getByText('Bets and deposits earn points; they appear here.')).toBeVisible();
  });

  test('a failed redeems list: its message in place of the table, and a retry for it', async () => {
    const { redeems, details, user } = setup({
      redeems: {
        rows: [],
        totalPages: 0,
        error: 'Link abnormal. Check your connection and retry.',
      },
    });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Link abnormal. Check your connection and retry.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(redeems.onRetry).toHaveBeenCalledOnce();
    expect(details.onRetry).not.toHaveBeenCalled();
  });

  test('failed details keep the type filter, so another type can be tried, and retry the details', async () => {
    const { redeems, details, user } = setup({
      defaultTab: 'details',
      details: { rows: [], totalPages: 0, error: 'Points details could not be loaded.' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Points details could not be loaded.');
    expect(screen.queryByRole('table')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'sports');
    expect(details.onEarnTypeChange).toHaveBeenCalledWith('sports');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(details.onRetry).toHaveBeenCalledOnce();
    expect(redeems.onRetry).not.toHaveBeenCalled();
  });

  test('times are written as the page’s language writes them', () => {
    setup({}, { locale: 'ms' });
    const [first] = bodyRows(screen.getByRole('table'));
    expect(cells(first!)[0]).toContain('26 Nov 2026');
    expect(cells(first!)[0]).not.toContain('Nov 26, 2026');
  });
});
