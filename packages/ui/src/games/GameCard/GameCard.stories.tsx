import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { GameCard } from './GameCard';
import type { GameTile } from './GameCard';
import { cardName, sampleGames } from './GameCard.fixtures';

const [golden] = sampleGames(1, { favouriteEvery: 0 }) as [GameTile];

/** A card whose favourite toggle runs a pretend call of `delayMs`, as the site's would. */
function FavouriteDemo({
  game: initial,
  onToggleFavourite,
  delayMs = 600,
  ...props
}: Parameters<typeof GameCard<GameTile>>[0] & { delayMs?: number }) {
  const [game, setGame] = useState(initial);
  const pending = game.favouritePending === true;
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(
      () => setGame((g) => ({ ...g, favourite: !g.favourite, favouritePending: false })),
      delayMs,
    );
    return () => clearTimeout(timer);
  }, [pending, delayMs]);
  const toggle = (current: GameTile) => {
    onToggleFavourite?.(current);
    setGame({ ...current, favouritePending: true });
  };
  return (
    <div style={{ maxWidth: 220 }}>
      <GameCard {...props} game={game} {...(onToggleFavourite && { onToggleFavourite: toggle })} />
    </div>
  );
}

const meta = {
  title: 'Games/GameCard',
  component: GameCard,
  tags: ['autodocs'],
  args: {
    game: golden,
    onLaunch: fn(),
    onToggleFavourite: fn(),
    lowData: false,
  },
  argTypes: { game: { control: 'object' } },
  // Keyed by the game, so a changed control starts the demo over.
  render: (args) => <FavouriteDemo key={JSON.stringify(args.game)} {...args} />,
} satisfies Meta<typeof GameCard<GameTile>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Launch: Story = {
  play: async ({ canvas, args }) => {
    // Named by what it shows, the game first: "Golden Bonanza Pragmatic Hot".
    const launch = canvas.getByRole('button', { name: cardName(golden) });
    await expect(launch).toHaveAccessibleName(`${golden.name} ${golden.vendor} Hot`);
    launch.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLaunch).toHaveBeenCalledWith(golden);
  },
};

export const ToggleFavourite: Story = {
  play: async ({ canvas, args, step }) => {
    const toggle = canvas.getByRole('button', { name: `Favourite ${golden.name}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await step('a loader while the call runs', async () => {
      await userEvent.click(toggle);
      await expect(args.onToggleFavourite).toHaveBeenCalledTimes(1);
      await expect(toggle).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(toggle);
      await expect(args.onToggleFavourite).toHaveBeenCalledTimes(1);
    });
    await step('pressed once it is done', async () => {
      await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
      await expect(toggle).not.toHaveAttribute('aria-busy');
    });
  },
};

export const Favourite: Story = {
  args: { game: { ...golden, favourite: true } },
};

export const FavouritePending: Story = {
  args: { game: { ...golden, favouritePending: true } },
};

export const NotHot: Story = {
  args: { game: { ...golden, hot: false } },
};

export const WithoutFavouriteToggle: Story = {
  render: ({ onToggleFavourite: _, ...args }) => <FavouriteDemo {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

export const LongName: Story = {
  args: {
    game: { ...golden, name: 'The Extraordinarily Long Adventures of the Golden Dragon Empire' },
  },
  play: async ({ canvasElement }) => {
    const name = canvasElement.querySelector<HTMLElement>('[data-ui="GameCard.Name"]')!;
    // One line, cut with an ellipsis; the full name is its title.
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(name).toHaveAttribute('title', expect.stringContaining('Golden Dragon'));
  },
};

/** The thumbnail fails three times: the 4:3 placeholder stays and the card keeps its size. */
export const BrokenThumbnail: Story = {
  args: { game: { ...golden, thumbnail: 'data:image/png;base64,AAAA' } },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-ui="GameCard.Thumb"]')!;
    const before = frame.getBoundingClientRect();
    await expect(before.height).toBeCloseTo((before.width * 3) / 4, 0);
    await waitFor(() => expect(frame).toHaveAttribute('data-state', 'failed'), { timeout: 3000 });
    await expect(frame.querySelector('img')).toBeNull();
    await expect(frame.getBoundingClientRect().height).toBe(before.height);
  },
};

export const NoThumbnail: Story = {
  args: { game: { ...golden, thumbnail: undefined } },
};

/** Low data: listed without a thumbnail; "Hot" moves into the text. */
export const LowData: Story = {
  args: { lowData: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText('Hot')).toBeVisible();
  },
};

export const LoadsWhenVisible: Story = {
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-ui="GameCard.Thumb"]')!;
    await waitFor(() => expect(frame).toHaveAttribute('data-state', 'loaded'));
  },
};
