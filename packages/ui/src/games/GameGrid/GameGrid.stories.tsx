import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import type { GameTile } from '../GameCard';
import { cardName, sampleGames } from '../GameCard/GameCard.fixtures';
import { GameGrid } from './GameGrid';

const allGames = sampleGames(36);
const firstPage = allGames.slice(0, 12);

const meta = {
  title: 'Games/GameGrid',
  component: GameGrid,
  tags: ['autodocs'],
  args: {
    games: firstPage,
    label: 'Slots games',
    onLaunch: fn(),
    onToggleFavourite: fn(),
    loading: false,
    failed: false,
    lowData: false,
    pageSize: 12,
  },
  argTypes: { games: { control: false }, emptyAction: { control: false } },
} satisfies Meta<typeof GameGrid<GameTile>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games');
  },
};

export const Empty: Story = {
  args: { games: [], emptyAction: <Button variant="secondary">Clear filters</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No games found')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { failed: true, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LowData: Story = {
  args: { lowData: true },
};

export const PartialPage: Story = {
  args: { games: allGames.slice(24, 29) },
};

/** Paging: the placeholders hold the grid's height while the next page loads, so nothing jumps. */
function PagedDemo(args: Parameters<typeof GameGrid<GameTile>>[0]) {
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const next = () => {
    setLoading(true);
    timer.current = setTimeout(() => {
      setPage((current) => (current + 1) % 3);
      setLoading(false);
    }, 500);
  };
  return (
    <div>
      <Button onClick={next}>Next page</Button>
      <GameGrid {...args} games={allGames.slice(page * 12, page * 12 + 12)} loading={loading} />
    </div>
  );
}

export const LoadingKeepsHeight: Story = {
  render: (args) => <PagedDemo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const grid = () => canvasElement.querySelector<HTMLElement>('[data-ui="GameGrid"]')!;
    // Let the thumbnails' 4:3 boxes settle (they are sized before any image arrives).
    const loaded = grid().getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await expect(Math.abs(grid().getBoundingClientRect().height - loaded)).toBeLessThanOrEqual(2);
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Slots games' })).getByRole('button', {
          name: cardName(allGames[12]!),
        }),
      ).toBeVisible(),
    );
  },
};
