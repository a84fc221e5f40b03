import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { defaultBrand, getBrand } from '@lobby/theme';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import { sampleGames } from '../GameCard/GameCard.fixtures';
import { GameRow } from './GameRow';

/** Re-roots the story right to left, as the locale toolbar would. */
function RightToLeftRoot({ children }: { children: ReactNode }) {
  const { theme } = useThemeScope();
  return (
    <ThemeRoot brand={getBrand(theme.brandCode) ?? defaultBrand} mode={theme.mode} dir="rtl">
      {children}
    </ThemeRoot>
  );
}

/** A frame of a given width, as the row would sit in a page. */
function Frame({ width, children }: { width: number; children: ReactNode }) {
  return <div style={{ inlineSize: width, maxInlineSize: '100%' }}>{children}</div>;
}

const games = sampleGames(12, { hotEvery: 4 });

const meta = {
  title: 'Games/GameRow',
  component: GameRow,
  tags: ['autodocs'],
  args: {
    title: 'Popular',
    games,
    seeAllHref: '/rng',
    loading: false,
    failed: false,
    lowData: false,
    placeholders: 8,
    onLaunch: fn(),
    onToggleFavourite: fn(),
    onNavigate: fn(),
    onRetry: fn(),
  },
  argTypes: { games: { control: false } },
  decorators: [
    (Story) => (
      <Frame width={1200}>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof GameRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ScrollWithArrows: Story = {
  play: async ({ canvas, canvasElement, args, step }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-ui="GameRow.List"]')!;
    const previous = await canvas.findByRole('button', { name: 'Previous games: Popular' });
    const next = canvas.getByRole('button', { name: 'Next games: Popular' });
    await step('at the start only "next" works', async () => {
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
    });
    await step('"next" scrolls the row by a page, and "previous" becomes available', async () => {
      next.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
      await waitFor(() => expect(previous).toBeEnabled());
    });
    await step('a card launches its game', async () => {
      await userEvent.click(
        canvas.getAllByRole('button', { name: new RegExp(games[0]!.name) })[0]!,
      );
      await expect(args.onLaunch).toHaveBeenCalledWith(games[0]);
    });
    await step('"See all" goes to the category through the router', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'See all Popular' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/rng', expect.anything());
    });
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games');
    const skeleton = canvasElement.querySelector('[data-ui="Skeleton"]')!;
    await expect(getComputedStyle(skeleton).animationName).not.toBe('none');
  },
};

/** Below the screen, before its games are asked for: the row keeps its size, and nothing pulses. */
export const Waiting: Story = {
  args: { waiting: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    const skeletons = [...canvasElement.querySelectorAll('[data-ui="Skeleton"]')];
    await expect(skeletons.length).toBeGreaterThan(0);
    // Not one pulses (a pulse costs the page a style pass every frame, seen or not).
    for (const skeleton of skeletons) {
      await expect(getComputedStyle(skeleton).animationName).toBe('none');
    }
  },
};

export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Games could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LowData: Story = { args: { lowData: true } };

export const FewGames: Story = { args: { games: games.slice(0, 3), title: 'Jackpot' } };

/** A 360 px phone: three cards and a quarter, swiped; no arrows. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <Frame width={352}>
        <Story />
      </Frame>
    ),
  ],
  play: async ({ canvasElement, canvas }) => {
    const [first] = canvasElement.querySelectorAll<HTMLElement>('[data-ui="GameRow.Item"]');
    const list = canvasElement.querySelector<HTMLElement>('[data-ui="GameRow.List"]')!;
    await expect(first!.getBoundingClientRect().width * 3).toBeLessThan(list.clientWidth);
    await expect(canvas.queryByRole('button', { name: /Next games/ })).toBeNull();
  },
};

export const RightToLeft: Story = {
  args: { title: 'الأكثر شعبية' },
  decorators: [
    (Story) => (
      <RightToLeftRoot>
        <Story />
      </RightToLeftRoot>
    ),
  ],
};
