import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useReducer, useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  GAME_CLASSIFICATIONS,
  MIN_BET_OPTIONS,
  classificationOptions,
  initialLobbyState,
  lobbyModes,
  lobbyReducer,
  nextLobbyFetch,
  type GameClassification,
  type LobbyFetch,
} from '@lobby/core';
import type { GameTile } from '../GameCard';
import { sampleGames } from '../GameCard/GameCard.fixtures';
import { GameGrid } from '../GameGrid';
import { LobbyFilters } from './LobbyFilters';

const vendors = [
  { code: 'PG', name: 'PG Soft' },
  { code: 'JILI', name: 'JILI' },
  { code: 'CQ9', name: 'CQ9' },
];

interface DemoGame extends GameTile {
  code: string;
  classification: GameClassification;
  minBet: number;
}

// A small in-memory catalogue standing in for the game list, hot, favourite and recent calls.
const catalogue: DemoGame[] = sampleGames(150).map((game, index) => ({
  ...game,
  code: vendors[index % vendors.length]!.code,
  vendor: vendors[index % vendors.length]!.name,
  classification: GAME_CLASSIFICATIONS[index % 5]!,
  minBet: MIN_BET_OPTIONS[index % MIN_BET_OPTIONS.length]!,
}));

function answer(fetch: Exclude<LobbyFetch, { kind: 'hot' }>) {
  const matches = catalogue.filter((game) => {
    if (fetch.kind === 'favourites') return game.favourite === true;
    if (fetch.vendor !== null && game.code !== fetch.vendor) return false;
    if (fetch.kind === 'recent') return Number(game.id) % 11 === 0;
    if (fetch.classification !== null && game.classification !== fetch.classification) return false;
    if (fetch.minBet !== null && game.minBet !== fetch.minBet) return false;
    return game.name.toLowerCase().includes(fetch.name.toLowerCase());
  });
  const start = (fetch.page - 1) * fetch.pageSize;
  return {
    games: matches.slice(start, start + fetch.pageSize),
    totalPages: Math.ceil(matches.length / fetch.pageSize),
  };
}

interface DemoProps {
  loggedIn: boolean;
  hotGames: readonly DemoGame[];
  languages: readonly string[];
}

/** The lobby as the site assembles it: core's reducer, pretend calls of 300 ms, the units. */
function LobbyDemo({ loggedIn, hotGames, languages }: DemoProps) {
  const [state, dispatch] = useReducer(lobbyReducer<DemoGame>, undefined, () =>
    initialLobbyState<DemoGame>({ gameType: 'RNG', loggedIn }),
  );
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const fetch = nextLobbyFetch(state);
  const fetchKey = fetch && JSON.stringify(fetch);

  useEffect(() => {
    dispatch({ type: 'hotListLoaded', games: hotGames });
  }, [hotGames]);

  useEffect(() => {
    const fetch = fetchKey === null ? null : (JSON.parse(fetchKey) as LobbyFetch);
    if (!fetch || fetch.kind === 'hot') return;
    // Not cleared when the question changes: the reducer drops answers to old questions.
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      dispatch({
        type: 'pageLoaded',
        generation: fetch.generation,
        page: fetch.page,
        ...answer(fetch),
      });
    }, 300);
    timers.current.add(timer);
  }, [fetchKey]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const waiting = state.status === 'loading';
  return (
    <LobbyFilters
      modes={lobbyModes(state)}
      mode={state.mode}
      onModeChange={(mode) => dispatch({ type: 'selectMode', mode })}
      vendors={vendors}
      vendor={state.vendor}
      onVendorChange={(vendor) => dispatch({ type: 'selectVendor', vendor })}
      classifications={classificationOptions(languages)}
      classification={state.classification}
      onClassificationChange={(classification) =>
        dispatch({ type: 'selectClassification', classification })
      }
      name={state.name}
      onNameSearch={(name) => dispatch({ type: 'searchName', name })}
      minBet={state.minBet}
      onMinBetChange={(minBet) => dispatch({ type: 'selectMinBet', minBet })}
      page={state.page}
      totalPages={state.totalPages}
      onPageChange={(page) => dispatch({ type: 'goToPage', page })}
    >
      <GameGrid
        games={state.games}
        label="Slots games"
        loading={waiting && state.games.length === 0}
        failed={state.status === 'failed'}
        onRetry={() => dispatch({ type: 'retry' })}
        onLaunch={() => {}}
      />
    </LobbyFilters>
  );
}

const hot = catalogue.filter((game) => game.hot === true).slice(0, 8);

const meta = {
  title: 'Games/LobbyFilters',
  component: LobbyFilters,
  tags: ['autodocs'],
  args: {
    modes: ['all', 'hot', 'fav', 'recent'],
    mode: 'all',
    onModeChange: fn(),
    vendors,
    vendor: null,
    onVendorChange: fn(),
    classifications: ['SC', 'VP', 'TG', 'AC', 'JP'],
    classification: null,
    onClassificationChange: fn(),
    name: '',
    onNameSearch: fn(),
    minBet: null,
    onMinBetChange: fn(),
    page: 2,
    totalPages: 5,
    onPageChange: fn(),
    children: <GameGrid games={catalogue.slice(12, 24)} label="Slots games" onLaunch={fn()} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof LobbyFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ControlsReport: Story = {
  play: async ({ canvas, args, step }) => {
    await step('tabs, selects and search report their values', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Recent' }));
      await expect(args.onModeChange).toHaveBeenCalledWith('recent');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Vendor' }), 'CQ9');
      await expect(args.onVendorChange).toHaveBeenCalledWith('CQ9');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Minimum bet' }), '0.50');
      await expect(args.onMinBetChange).toHaveBeenCalledWith(50);
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Game name' }), ' lucky {Enter}');
      await expect(args.onNameSearch).toHaveBeenCalledWith('lucky');
    });
    await step('previous/next', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(args.onPageChange).toHaveBeenCalledWith(3);
    });
  },
};

export const HotTab: Story = {
  args: { mode: 'hot', page: 1, totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Game pages' })).toBeNull();
  },
};

export const WithBingo: Story = {
  args: { classifications: ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] },
};

/** With the lobby state: a filter goes back to all and page 1; a tab clears the filters. */
export const WithLobbyState: Story = {
  render: () => <LobbyDemo loggedIn hotGames={hot} languages={['EN']} />,
  play: async ({ canvas, step }) => {
    const list = () => canvas.findByRole('list', { name: 'Slots games' });
    const pages = () => canvas.getByRole('navigation', { name: 'Game pages' });
    await step('page 2 of the whole list', async () => {
      // The pager shows once the first page has arrived.
      await waitFor(() => expect(pages()).toHaveTextContent('Page 1 of 13'));
      await userEvent.click(within(pages()).getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(pages()).toHaveTextContent('Page 2 of 13'));
    });
    await step('a vendor goes back to page 1', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Vendor' }), 'JILI');
      await waitFor(() => expect(pages()).toHaveTextContent('Page 1 of 5'));
      const cards = within(await list()).getAllByRole('button', { name: /.+/ });
      await expect(cards[0]).toHaveAccessibleName(expect.stringContaining('JILI'));
    });
    await step('the hot tab clears the search and shows the hot list as one page', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Game name' }), 'Golden{Enter}');
      await userEvent.click(canvas.getByRole('tab', { name: 'Hot' }));
      await expect(canvas.getByRole('searchbox', { name: 'Game name' })).toHaveValue('');
      await expect(within(await list()).getAllByRole('listitem')).toHaveLength(hot.length);
      await expect(canvas.queryByRole('navigation', { name: 'Game pages' })).toBeNull();
    });
  },
};

export const NothingMatches: Story = {
  render: () => <LobbyDemo loggedIn hotGames={hot} languages={['EN']} />,
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Slots games' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Game name' }), 'zzz{Enter}');
    await expect(await canvas.findByText('No games found')).toBeVisible();
  },
};

export const LoggedOutWithoutHotGames: Story = {
  render: () => <LobbyDemo loggedIn={false} hotGames={[]} languages={['TY']} />,
  play: async ({ canvas }) => {
    const tabs = within(canvas.getByRole('tablist', { name: 'Game list' })).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Recent']);
    const categories = within(canvas.getByRole('combobox', { name: 'Category' }));
    await expect(categories.getByRole('option', { name: 'Bingo' })).toBeInTheDocument();
  },
};
