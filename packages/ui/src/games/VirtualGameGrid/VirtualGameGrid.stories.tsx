import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { GameTile } from '../GameCard';
import { cardName, sampleGames } from '../GameCard/GameCard.fixtures';
import { VirtualGameGrid } from './VirtualGameGrid';

const tenThousand = sampleGames(10_000);

/** Favourites toggle in local state, with the pending loader, as the site's container would. */
function Demo(args: Parameters<typeof VirtualGameGrid<GameTile>>[0]) {
  const [games, setGames] = useState(args.games);
  const { onToggleFavourite } = args;
  const toggle = useCallback(
    (game: GameTile) => {
      onToggleFavourite?.(game);
      const update = (patch: Partial<GameTile>) =>
        setGames((list) =>
          list.map((item) => (item.id === game.id ? { ...item, ...patch } : item)),
        );
      update({ favouritePending: true });
      setTimeout(() => update({ favourite: !game.favourite, favouritePending: false }), 400);
    },
    [onToggleFavourite],
  );
  return <VirtualGameGrid {...args} games={games} onToggleFavourite={toggle} />;
}

const meta = {
  title: 'Games/VirtualGameGrid',
  component: VirtualGameGrid,
  tags: ['autodocs'],
  args: {
    games: tenThousand,
    label: 'All slots games',
    onLaunch: fn(),
    onToggleFavourite: fn(),
    lowData: false,
    height: '480px',
    minColumnWidth: 160,
    maxColumns: 8,
    overscanRows: 1,
  },
  argTypes: { games: { control: false }, emptyAction: { control: false } },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof VirtualGameGrid<GameTile>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every one of 10,000 games in one scroll area; only the rows in view are in the document. */
export const TenThousandGames: Story = {
  play: async ({ canvas, step }) => {
    const grid = canvas.getByRole('grid', { name: 'All slots games' });
    const elements = () => document.body.querySelectorAll('*').length;
    await step('a grid of every row, few elements', async () => {
      const columns = Number(grid.getAttribute('aria-colcount'));
      await expect(Number(grid.getAttribute('aria-rowcount'))).toBe(Math.ceil(10_000 / columns));
      await expect(elements()).toBeLessThanOrEqual(1500);
    });
    await step('scrolled to the middle and to the end, still few elements', async () => {
      const middleRow = Math.floor(Number(grid.getAttribute('aria-rowcount')) / 2);
      grid.scrollTop = grid.scrollHeight / 2;
      await waitFor(() =>
        expect(
          canvas
            .getAllByRole('row')
            .some((row) => Number(row.getAttribute('aria-rowindex')) === middleRow),
        ).toBe(true),
      );
      await expect(elements()).toBeLessThanOrEqual(1500);
      grid.scrollTop = grid.scrollHeight;
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: cardName(tenThousand[9999]!) })).toBeVisible(),
      );
      await expect(elements()).toBeLessThanOrEqual(1500);
      grid.scrollTop = 0;
    });
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, step }) => {
    const grid = canvas.getByRole('grid', { name: 'All slots games' });
    const first = canvas.getByRole('button', { name: cardName(tenThousand[0]!) });
    const columns = Number(grid.getAttribute('aria-colcount'));
    await step('arrow keys move between cards', async () => {
      first.focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('button', { name: cardName(tenThousand[1]!) })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(
        canvas.getByRole('button', { name: cardName(tenThousand[1 + columns]!) }),
      ).toHaveFocus();
    });
    await step('Ctrl+End goes to the last game and scrolls it into view', async () => {
      await userEvent.keyboard('{Control>}{End}{/Control}');
      const last = canvas.getByRole('button', { name: cardName(tenThousand[9999]!) });
      await expect(last).toHaveFocus();
      await expect(last).toBeVisible();
      const box = last.getBoundingClientRect();
      const area = grid.getBoundingClientRect();
      await expect(box.bottom).toBeLessThanOrEqual(area.bottom);
    });
    await step('Ctrl+Home comes back', async () => {
      await userEvent.keyboard('{Control>}{Home}{/Control}');
      await expect(canvas.getByRole('button', { name: cardName(tenThousand[0]!) })).toHaveFocus();
      await expect(grid.scrollTop).toBe(0);
    });
  },
};

/** On a 360 px phone: three cards a row (LOOK.md), as the paged grid shows them. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    // The columns follow the area's width as its ResizeObserver reports it.
    await waitFor(() => expect(canvas.getByRole('grid')).toHaveAttribute('aria-colcount', '3'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LowData: Story = {
  args: { lowData: true },
};

export const FewGames: Story = {
  args: { games: tenThousand.slice(0, 9) },
};

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No games found')).toBeVisible();
  },
};
