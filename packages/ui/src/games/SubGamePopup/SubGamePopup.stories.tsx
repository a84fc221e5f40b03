import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import type { GameTile } from '../GameCard';
import { cardName, sampleGames } from '../GameCard/GameCard.fixtures';
import { SubGamePopup } from './SubGamePopup';

const subGames = sampleGames(6, { favouriteEvery: 0 });

/** Opened from a button, as a VASSALAGE game card would open it; closing returns focus. */
function Demo(args: Parameters<typeof SubGamePopup<GameTile>>[0]) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Fishing lobby</Button>
      <SubGamePopup
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Games/SubGamePopup',
  component: SubGamePopup,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Fishing lobby',
    games: subGames,
    loading: false,
    failed: false,
    onLaunch: fn(),
    lowData: false,
  },
  argTypes: { games: { control: false } },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof SubGamePopup<GameTile>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Fishing lobby' });
    await userEvent.click(within(dialog).getByRole('button', { name: cardName(subGames[1]!) }));
    await expect(args.onLaunch).toHaveBeenCalledWith(subGames[1]);
  },
};

export const EscapeRestoresFocus: Story = {
  args: { open: false },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Fishing lobby' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Fishing lobby' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Loading: Story = {
  args: { games: [], loading: true },
};

export const Failed: Story = {
  args: { games: [], failed: true, onRetry: fn() },
};

export const Empty: Story = {
  args: { games: [] },
};

export const LowData: Story = {
  args: { lowData: true },
};
