import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { samplePayouts } from '../shared/samples';
import { PayoutHistory, type PayoutHistoryProps } from './PayoutHistory';

function setup(props: Partial<PayoutHistoryProps> = {}) {
  render(
    <PayoutHistory
      kind="dividend"
      rows={samplePayouts('dividend')}
      page={1}
      totalPages={2}
      onPageChange={vi.fn()}
      {...props}
    />,
  );
  return userEvent.setup();
}

function column(name: string): string[] {
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
  const at = headers.findIndex((h) => h.startsWith(name));
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[at]!.lastElementChild!.textContent ?? '');
}

describe('PayoutHistory', () => {
  test('a dividend is measured on the loss; a period below every tier is not qualified', () => {
    setup();
    expect(screen.getByRole('columnheader', { name: /Period loss/ })).toBeInTheDocument();
    const [, notQualified] = screen.getAllByRole('row').slice(1);
    expect(notQualified).toHaveTextContent('Not qualified');
    expect(within(notQualified!).getAllByText('—')).toHaveLength(2);
  });

  test('sorting by amount orders the rows, and by tier puts "no tier" lowest', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    expect(column('Amount')).toEqual(['P0.00', 'P400.00', 'P1,800.00', 'P2,100.00', 'P8,400.00']);
    await user.click(screen.getByRole('button', { name: /Tier/ }));
    expect(column('Tier')).toEqual(['—', 'Tier 1', 'Tier 1', 'Tier 1', 'Tier 2']);
  });

  test('the downline column shows only for contracts the agent gave', () => {
    setup();
    expect(screen.queryByRole('columnheader', { name: /Downline/ })).not.toBeInTheDocument();
  });

  test('with showAccount each record names the downline paid', () => {
    setup({ showAccount: true });
    expect(column('Downline')).toEqual([
      'subagent01',
      'subagent02',
      'player0007',
      'subagent01',
      'subagent02',
    ]);
  });
});
