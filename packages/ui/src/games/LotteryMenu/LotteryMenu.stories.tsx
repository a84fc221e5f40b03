import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LotteryMenu, type LotteryMenuProps } from './LotteryMenu';
import { sampleLotteryMenu, type SampleLotteryGame } from './LotteryMenu.fixtures';

type Args = LotteryMenuProps<SampleLotteryGame> & {
  /** Demo only: the gameIds marked favourite at first. */
  initialFavourites: number[];
  /** Demo only: favourites are for a logged-in player; logged out, no toggle is passed. */
  loggedIn: boolean;
};

/**
 * The menu as the page holds it: the chosen game and the local favourites live outside it. The
 * callbacks still reach the actions panel.
 */
function Demo({
  initialFavourites,
  loggedIn,
  onSelect,
  onToggleFavourite,
  selectedId,
  ...args
}: Args) {
  const [chosen, setChosen] = useState(selectedId ?? null);
  const [favourites, setFavourites] = useState(initialFavourites);
  return (
    <LotteryMenu
      {...args}
      groups={args.loading || args.failed ? [] : sampleLotteryMenu(favourites)}
      selectedId={chosen}
      onSelect={(game) => {
        onSelect(game);
        setChosen(game.id);
      }}
      {...(loggedIn &&
        onToggleFavourite && {
          onToggleFavourite: (game: SampleLotteryGame) => {
            onToggleFavourite(game);
            setFavourites((ids) =>
              ids.includes(game.id) ? ids.filter((id) => id !== game.id) : [...ids, game.id],
            );
          },
        })}
    />
  );
}

const meta = {
  title: 'Games/LotteryMenu',
  component: LotteryMenu,
  tags: ['autodocs'],
  args: {
    groups: sampleLotteryMenu(),
    selectedId: 101,
    onSelect: fn(),
    onToggleFavourite: fn(),
    loading: false,
    failed: false,
    initialFavourites: [],
    loggedIn: true,
  },
  argTypes: {
    groups: { control: false },
    selectedId: { control: 'select', options: [101, 102, 201, 202, 203, 301, 401, 402] },
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithFavourites: Story = {
  args: { initialFavourites: [302, 402], selectedId: 402 },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[0]).toHaveAccessibleName('Favourites');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByRole('button', { name: 'Fast 5 minutes Every 5 minutes' }),
    ).toHaveAttribute('aria-current', 'true');
  },
};

export const LoggedOut: Story = {
  args: { loggedIn: false, initialFavourites: [101] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab', { name: 'Favourites' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Favourite / })).toBeNull();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args, step }) => {
    const north = canvas.getByRole('tab', { name: 'North' });
    await step('arrow keys move between the groups', async () => {
      north.focus();
      const next = getComputedStyle(north).direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
      await userEvent.keyboard(next);
      await expect(canvas.getByRole('tab', { name: 'Central' })).toHaveFocus();
      await expect(canvas.getByRole('tab', { name: 'Central' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
    await step('Tab walks the panel, then each game and its heart in order', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel')).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Da Nang Daily' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Favourite Da Nang' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Thua Thien Hue Daily' })).toHaveFocus();
    });
    await step('Enter chooses the focused game', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenLastCalledWith(
        expect.objectContaining({ gameCode: 'HUE' }),
      );
      await expect(canvas.getByRole('button', { name: 'Thua Thien Hue Daily' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });
  },
};

export const FavouriteToggle: Story = {
  play: async ({ canvas, args, step }) => {
    await step('a heart adds a Favourites tab in front; the open tab stays', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'South' }));
      const heart = canvas.getByRole('button', { name: 'Favourite Ca Mau' });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(heart);
      await expect(args.onToggleFavourite).toHaveBeenCalledWith(
        expect.objectContaining({ gameCode: 'CAMAU' }),
      );
      await expect(canvas.getAllByRole('tab')[0]).toHaveAccessibleName('Favourites');
      await expect(canvas.getByRole('tab', { name: 'South' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(canvas.getByRole('button', { name: 'Favourite Ca Mau' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    await step('the Favourites tab lists it', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Favourites' }));
      const list = canvas.getByRole('list', { name: 'Favourites' });
      await expect(within(list).getByRole('button', { name: 'Ca Mau Daily' })).toBeVisible();
    });
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading lottery games');
  },
};

export const Failed: Story = {
  args: {
    failed: true,
    failureMessage: 'The network link is abnormal. Please retry.',
    onRetry: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  render: (args) => <LotteryMenu {...args} groups={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No lottery games')).toBeVisible();
  },
};
