import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Button } from '../Button';
import { DataTable, type DataTableColumn } from './DataTable';
import { sortRows } from './sortRows';

interface Member {
  id: string;
  name: string;
  balance: number;
  joined: Date;
}

const members: Member[] = [
  { id: 'a', name: 'player10', balance: 500, joined: new Date('2024-03-01') },
  { id: 'b', name: 'player2', balance: 12000, joined: new Date('2024-01-15') },
  { id: 'c', name: 'Alice', balance: 75, joined: new Date('2024-02-10') },
];

const columns: DataTableColumn<Member>[] = [
  { id: 'name', header: 'Member', cell: (m) => m.name, sortable: true },
  {
    id: 'balance',
    header: 'Balance',
    cell: (m) => (m.balance / 100).toFixed(2),
    sortable: true,
    align: 'end',
  },
  { id: 'joined', header: 'Joined', cell: (m) => m.joined.toISOString().slice(0, 10) },
];

function names() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.lastElementChild!.textContent);
}

describe('sortRows', () => {
  test('numbers, dates and natural string order; empty values last both ways', () => {
    const values = ['item 10', null, 'item 2', '', 'Item 1'];
    expect(sortRows(values, (v) => v, 'ascending')).toEqual([
      'Item 1',
      'item 2',
      'item 10',
      null,
      '',
    ]);
    expect(sortRows(values, (v) => v, 'descending').slice(0, 3)).toEqual([
      'item 10',
      'item 2',
      'Item 1',
    ]);
    expect(sortRows([3, 1, 2], (v) => v, 'descending')).toEqual([3, 2, 1]);
    const dates = [new Date(3), new Date(1)];
    expect(sortRows(dates, (d) => d, 'ascending')).toEqual([new Date(1), new Date(3)]);
  });

  test('is stable', () => {
    const rows = [
      { k: 1, n: 'a' },
      { k: 0, n: 'b' },
      { k: 1, n: 'c' },
    ];
    expect(sortRows(rows, (r) => r.k, 'ascending').map((r) => r.n)).toEqual(['b', 'a', 'c']);
  });
});

describe('DataTable', () => {
  test('a table named by its caption, with headers and cells', () => {
    render(
      <DataTable caption="Team members" columns={columns} rows={members} getRowKey={(m) => m.id} />,
    );
    const table = screen.getByRole('table', { name: 'Team members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Member↕', 'Balance↕', 'Joined']);
    expect(names()).toEqual(['player10', 'player2', 'Alice']);
    expect(screen.getByRole('region', { name: 'Team members' })).toHaveAttribute('tabindex', '0');
  });

  test('a sortable header sorts ascending then descending, with aria-sort on its header', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <DataTable
        caption="Team members"
        columns={columns}
        rows={members}
        getRowKey={(m) => m.id}
        onSortChange={onSortChange}
      />,
    );
    const balance = screen.getByRole('button', { name: 'Balance' });
    const header = screen.getByRole('columnheader', { name: 'Balance' });
    expect(header).not.toHaveAttribute('aria-sort');
    await user.click(balance);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Alice', 'player10', 'player2']);
    await user.click(balance);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['player2', 'player10', 'Alice']);
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'balance', direction: 'descending' });
  });

  test('strings sort naturally; the keyboard reaches the sort buttons', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Team" columns={columns} rows={members} getRowKey={(m) => m.id} />);
    await user.tab(); // the scrolling region
    await user.tab();
    expect(screen.getByRole('button', { name: 'Member' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Alice', 'player2', 'player10']);
    expect(screen.getByRole('columnheader', { name: 'Member' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  test('a non-sortable column has no button', () => {
    render(<DataTable caption="Team" columns={columns} rows={members} getRowKey={(m) => m.id} />);
    expect(screen.queryByRole('button', { name: 'Joined' })).not.toBeInTheDocument();
  });

  test('controlled and manual sorting: headers report, rows keep the server order', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <DataTable
        caption="Team"
        columns={columns}
        rows={members}
        getRowKey={(m) => m.id}
        sort={{ columnId: 'name', direction: 'descending' }}
        onSortChange={onSortChange}
        manualSorting
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Member' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(names()).toEqual(['player10', 'player2', 'Alice']);
    await user.click(screen.getByRole('button', { name: 'Member' }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'name', direction: 'ascending' });
  });

  test('empty: the empty state with its title and action', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(
      <DataTable
        caption="Team"
        columns={columns}
        rows={[]}
        getRowKey={(m) => m.id}
        emptyDescription="Try another date range."
        emptyAction={<Button onClick={onClear}>Clear filters</Button>}
      />,
    );
    const cell = screen.getByRole('cell');
    expect(cell).toHaveAttribute('colspan', '3');
    expect(cell).toHaveTextContent('No records');
    expect(cell).toHaveTextContent('Try another date range.');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
  });

  test('loading: busy, says so, skeleton rows hidden from assistive technology', () => {
    render(
      <DataTable
        caption="Team"
        columns={columns}
        rows={members}
        getRowKey={(m) => m.id}
        loading
        loadingRows={3}
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    // Only the header row is exposed while loading.
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByText('player10')).not.toBeInTheDocument();
  });

  test('each value carries its column label for the card layout', () => {
    render(
      <DataTable
        caption="Team"
        columns={columns}
        rows={members.slice(0, 1)}
        getRowKey={(m) => m.id}
        layout="cards"
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('data-layout', 'cards');
    const cells = screen.getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Balance5.00');
    const label = cells[1]!.querySelector('[data-ui="DataTable.CellLabel"]');
    expect(label).toHaveAttribute('aria-hidden', 'true');
  });

  test('a hidden caption still names the table; max height sets the scroll limit', () => {
    render(
      <DataTable
        caption="Team"
        hideCaption
        maxHeight="20rem"
        columns={columns}
        rows={members}
        getRowKey={(m) => m.id}
      />,
    );
    expect(screen.getByRole('table', { name: 'Team' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Team' }).style.getPropertyValue('--datatable-max-height'),
    ).toBe('20rem');
  });
});
