import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { BetRecordTable, type BetRecordTableProps } from './BetRecordTable';
import { SAMPLE_BETS, SAMPLE_GAME_TYPES, SAMPLE_TOTALS, SAMPLE_VENDORS } from './fixtures';

function setup(props: Partial<BetRecordTableProps> = {}) {
  const onFilterChange = vi.fn();
  const onPageChange = vi.fn();
  render(
    <BetRecordTable
      rows={SAMPLE_BETS}
      totals={SAMPLE_TOTALS}
      gameTypes={SAMPLE_GAME_TYPES}
      vendors={SAMPLE_VENDORS}
      filter={{ from: '', to: '', gameType: '', vendor: '' }}
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

describe('BetRecordTable', () => {
  test('a row shows the game with its type, the vendor, stake, valid bet and signed win/loss', () => {
    setup();
    const [win, loss, push] = bodyRows();
    expect(win).toHaveTextContent('Dragon Dice · Mini games');
    expect(win).toHaveTextContent('Nova Games');
    expect(win).toHaveTextContent('+P9.00');
    expect(loss).toHaveTextContent('-P5.00');
    // A push: valid bet nothing, win/loss without a sign.
    expect(within(push!).getAllByText('P0.00')).toHaveLength(2);
  });

  test('the totals are the whole filter’s, not the page’s', () => {
    setup();
    const totals = document.querySelector('[data-ui="Member.RecordTotals"]');
    expect(totals).toHaveTextContent('57');
    expect(totals).toHaveTextContent('P412.00');
    expect(totals).toHaveTextContent('P387.00');
    expect(totals).toHaveTextContent('-P21.50');
  });

  test('filters by game type and vendor, keeping the rest of the filter', async () => {
    const { onFilterChange, user } = setup({
      filter: { from: '2026-11-01', to: '2026-11-26', gameType: '', vendor: '' },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'RNG');
    expect(onFilterChange).toHaveBeenLastCalledWith({
      from: '2026-11-01',
      to: '2026-11-26',
      gameType: 'RNG',
      vendor: '',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), 'VELVET');
    expect(onFilterChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ vendor: 'VELVET', gameType: '' }),
    );
  });

  test('Details opens the bet with its outcome in words and its id', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Details of bet 901' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet 901' });
    expect(dialog).toHaveTextContent('You picked 1, 4, 7; drawn 4, 7, 9; matched: 2');
    expect(dialog).toHaveTextContent('Pick 3');
    expect(dialog).toHaveTextContent('Lottery');
    expect(dialog).toHaveTextContent('+P2.00');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('says each outcome it can in words', async () => {
    const { user } = setup();
    const words: [number, string][] = [
      [904, 'The side you backed won'],
      [903, 'The reels stopped on Cherry · Bell · Seven'],
      [902, 'A small catch'],
    ];
    for (const [id, text] of words) {
      await user.click(screen.getByRole('button', { name: `Details of bet ${id}` }));
      expect(await screen.findByRole('dialog')).toHaveTextContent(text);
      await user.keyboard('{Escape}');
    }
  });

  test('an empty filter says so', () => {
    setup({ rows: [], totals: { count: 0, stake: 0, validBet: 0, winLoss: 0 }, totalPages: 1 });
    expect(screen.getByText('No bets')).toBeVisible();
  });

  test('a failure replaces the table with the message and a retry', async () => {
    const onRetry = vi.fn();
    const { user } = setup({ error: 'Link abnormal, retry.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Link abnormal, retry.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('pages', async () => {
    const { onPageChange, user } = setup();
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
