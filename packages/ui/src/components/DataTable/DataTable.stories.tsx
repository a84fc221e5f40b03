import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Money } from '../Money';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';

interface Bet {
  id: string;
  game: string;
  vendor: string;
  stake: number;
  payout: number;
  placedAt: string;
}

const games = ['Mahjong Ways', 'Baccarat A', 'Fortune Tiger', 'Roulette 2', 'Dragon Tiger'];
const bets: Bet[] = Array.from({ length: 24 }, (_, i) => ({
  id: `B${(1000 + i).toString()}`,
  game: games[i % games.length]!,
  vendor: ['PG', 'EVO', 'JILI'][i % 3]!,
  stake: ((i * 7919) % 50_000) + 100,
  payout: ((i * 104_729) % 90_000) - 10_000,
  placedAt: `2025-05-${String((i % 28) + 1).padStart(2, '0')} 1${i % 10}:0${i % 6}`,
}));

const columns: DataTableColumn<Bet>[] = [
  { id: 'id', header: 'Bet ID', cell: (b) => b.id },
  { id: 'game', header: 'Game', cell: (b) => b.game, sortable: true },
  { id: 'vendor', header: 'Vendor', cell: (b) => b.vendor },
  {
    id: 'stake',
    header: 'Stake',
    cell: (b) => <Money amount={b.stake} />,
    sortable: true,
    align: 'end',
  },
  {
    id: 'payout',
    header: 'Payout',
    cell: (b) => <Money amount={b.payout} />,
    sortable: true,
    align: 'end',
  },
  { id: 'placedAt', header: 'Placed at', cell: (b) => b.placedAt, sortable: true },
];

/** A typed wrapper so the generic table gets concrete controls. */
function BetTable(props: Omit<DataTableProps<Bet>, 'columns' | 'getRowKey'>) {
  return <DataTable<Bet> {...props} columns={columns} getRowKey={(b) => b.id} />;
}

const meta = {
  title: 'Primitives/DataTable',
  component: BetTable,
  tags: ['autodocs'],
  args: {
    caption: 'Betting records',
    hideCaption: false,
    rows: bets.slice(0, 8),
    loading: false,
    loadingRows: 5,
    layout: 'auto',
    manualSorting: false,
    onSortChange: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['auto', 'table', 'cards'] },
    rows: { control: false },
    emptyAction: { control: false },
  },
} satisfies Meta<typeof BetTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sorting: Story = {
  play: async ({ canvas, args, step }) => {
    const header = canvas.getByRole('columnheader', { name: 'Stake' });
    const firstStake = () =>
      within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[3]!.lastElementChild!.textContent;
    await step('ascending on the first click', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Stake' }));
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expect(firstStake()).toBe('P1.00');
    });
    await step('descending on the second, by keyboard', async () => {
      canvas.getByRole('button', { name: 'Stake' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(args.onSortChange).toHaveBeenLastCalledWith({
        columnId: 'stake',
        direction: 'descending',
      });
    });
  },
};

export const StickyHeader: Story = {
  args: { rows: bets, maxHeight: '18rem', layout: 'table' },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyDescription: 'No bets in this date range.',
    emptyAction: <Button variant="secondary">Clear filters</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell')).toHaveTextContent('No records');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Cards: Story = { args: { layout: 'cards', rows: bets.slice(0, 3) } };

/** `layout="auto"` in a narrow container: the container query turns rows into cards. */
export const NarrowContainer: Story = {
  args: { rows: bets.slice(0, 3) },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <BetTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const label = canvas.getAllByText('Vendor', {
      selector: '[data-ui="DataTable.CellLabel"]',
    })[0]!;
    await expect(getComputedStyle(label).display).toBe('block');
  },
};

export const RightToLeftCaptionHidden: Story = {
  args: { hideCaption: true, layout: 'table', rows: bets.slice(0, 4) },
  render: (args) => (
    <div dir="rtl">
      <BetTable {...args} />
    </div>
  ),
};
