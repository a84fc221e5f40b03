import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NO_GAME_FILTERS, type GameFilters } from '@lobby/core';
import { Button } from '../../components/Button';
import { cardName } from '../GameCard/GameCard.fixtures';
import { GameGrid } from '../GameGrid';
import { LobbyFilters } from '../LobbyFilters';
import { GameSearchAll, type GameSearchAllProps, type SearchableGameTile } from './GameSearchAll';
import { sampleSearchGames, sampleVendors } from './GameSearchAll.fixtures';

const tenThousand = sampleSearchGames(10_000);
const videoPoker = tenThousand.filter((game) => game.classification === 'VP');

type Props = GameSearchAllProps<SearchableGameTile>;

/**
 * Filters and favourites in local state, as the site's container holds them (useArgs does not
 * reach story tests), starting over whenever the story's args change.
 */
function Demo(args: Props) {
  const [filters, setFilters] = useState(args.filters);
  const [games, setGames] = useState(args.games);
  const [from, setFrom] = useState({ filters: args.filters, games: args.games });
  if (from.filters !== args.filters || from.games !== args.games) {
    setFrom({ filters: args.filters, games: args.games });
    setFilters(args.filters);
    setGames(args.games);
  }
  const { onFiltersChange, onToggleFavourite } = args;
  const changeFilters = useCallback(
    (next: GameFilters) => {
      onFiltersChange(next);
      setFilters(next);
    },
    [onFiltersChange],
  );
  const toggle = useCallback(
    (game: SearchableGameTile) => {
      onToggleFavourite?.(game);
      const update = (patch: Partial<SearchableGameTile>) =>
        setGames((list) =>
          list.map((item) => (item.id === game.id ? { ...item, ...patch } : item)),
        );
      update({ favouritePending: true });
      setTimeout(() => update({ favourite: !game.favourite, favouritePending: false }), 400);
    },
    [onToggleFavourite],
  );
  return (
    <GameSearchAll
      {...args}
      games={games}
      filters={filters}
      onFiltersChange={changeFilters}
      {...(onToggleFavourite && { onToggleFavourite: toggle })}
    />
  );
}

const meta = {
  title: 'Games/GameSearchAll',
  component: GameSearchAll,
  tags: ['autodocs'],
  args: {
    games: tenThousand,
    vendors: sampleVendors,
    classifications: ['SC', 'VP', 'TG', 'AC', 'JP'],
    filters: NO_GAME_FILTERS,
    onFiltersChange: fn(),
    onLaunch: fn(),
    onToggleFavourite: fn(),
    lowData: false,
    label: 'All slots games',
    height: '480px',
  },
  argTypes: { games: { control: false }, vendors: { control: false } },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof GameSearchAll<SearchableGameTile>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** 10,000 games filtered as the player chooses, with the count announced. */
export const TenThousandGames: Story = {
  play: async ({ canvas, args, step }) => {
    const status = canvas.getByRole('status');
    const elements = () => document.body.querySelectorAll('*').length;
    await expect(status).toHaveTextContent('10,000 games');
    await expect(elements()).toBeLessThanOrEqual(1500);

    await step('a category pill filters at once', async () => {
      const pills = canvas.getByRole('group', { name: 'Category' });
      await userEvent.click(within(pills).getByRole('button', { name: 'Video poker' }));
      await expect(status).toHaveTextContent(`${videoPoker.length.toLocaleString('en')} games`);
      await expect(canvas.getByRole('button', { name: cardName(videoPoker[0]!) })).toBeVisible();
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
        ...NO_GAME_FILTERS,
        classification: 'VP',
      });
    });

    await step('the name narrows it while typing', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Game name' }), 'STAR riches');
      const star = videoPoker.filter((game) => game.name.startsWith('Star Riches'));
      await expect(star.length).toBeGreaterThan(1);
      await expect(status).toHaveTextContent(`${star.length} games`);
      await expect(canvas.getByRole('button', { name: cardName(star[0]!) })).toBeVisible();
    });

    await step('scrolled to the end, still few elements', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'All categories' }));
      await userEvent.clear(canvas.getByRole('searchbox', { name: 'Game name' }));
      await expect(status).toHaveTextContent('10,000 games');
      const grid = canvas.getByRole('grid', { name: 'All slots games' });
      grid.scrollTop = grid.scrollHeight;
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: cardName(tenThousand[9999]!) })).toBeVisible(),
      );
      await expect(elements()).toBeLessThanOrEqual(1500);
    });
  },
};

/** Cards without thumbnails, in shorter rows. */
export const LowData: Story = {
  args: { lowData: true },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'All slots games' });
    await expect(grid.querySelector('img')).toBeNull();
  },
};

export const WithBingo: Story = {
  args: { classifications: ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] },
};

export const NothingFound: Story = {
  args: { filters: { vendor: 'CQ9', classification: 'JP', name: 'zzz', minBet: 75 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('0 games');
    await expect(canvas.getByText('No games found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('10,000 games');
  },
};

const firstPage = tenThousand.slice(0, 12);
const ignore = () => {};

/**
 * The lobby as a player meets it, its filters and first page of games (GAME_list), and a button
 * that swaps that page for the view of every game. `pnpm bench:lobby` times this click to the
 * painted grid, so the story has no play function: it waits for that click.
 */
export const ShowAllGames: Story = {
  args: { height: '70vh' },
  render: function ShowAllGamesStory(args) {
    const [shown, setShown] = useState(false);
    if (shown) return <Demo {...args} />;
    return (
      <LobbyFilters
        modes={['all', 'recent']}
        mode="all"
        onModeChange={ignore}
        vendors={args.vendors}
        vendor={null}
        onVendorChange={ignore}
        classifications={args.classifications}
        classification={null}
        onClassificationChange={ignore}
        name=""
        onNameSearch={ignore}
        minBet={null}
        onMinBetChange={ignore}
        page={1}
        totalPages={Math.ceil(args.games.length / firstPage.length)}
        onPageChange={ignore}
      >
        <GameGrid games={firstPage} label={args.label} onLaunch={args.onLaunch} />
        <Button onClick={() => setShown(true)}>Show all games</Button>
      </LobbyFilters>
    );
  },
};
