import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { cardName, sampleGames } from '../GameCard/GameCard.fixtures';
import { SubGamePopup } from './SubGamePopup';

const subGames = sampleGames(5);

/** Opened from a button elsewhere on the page, as a card opens it: the dialog has no trigger. */
function OpenedFromButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Fishing lobby
      </button>
      <SubGamePopup
        open={open}
        onOpenChange={setOpen}
        title="Fishing lobby"
        games={subGames}
        onLaunch={vi.fn()}
      />
    </>
  );
}

describe('SubGamePopup', () => {
  test('a dialog titled by the game, listing its sub-games', () => {
    render(
      <SubGamePopup
        open
        onOpenChange={vi.fn()}
        title="Fishing lobby"
        games={subGames}
        onLaunch={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Fishing lobby' });
    expect(dialog).toHaveAccessibleDescription('Choose a game to play.');
    const list = within(dialog).getByRole('list', { name: 'Games of Fishing lobby' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    // Sub-games are launched, not collected: no favourite toggle.
    expect(within(dialog).queryByRole('button', { name: /^Favourite/ })).toBeNull();
  });

  test('choosing a sub-game launches it', async () => {
    const user = userEvent.setup();
    const onLaunch = vi.fn();
    render(
      <SubGamePopup
        open
        onOpenChange={vi.fn()}
        title="Lobby"
        games={subGames}
        onLaunch={onLaunch}
      />,
    );
    await user.click(screen.getByRole('button', { name: cardName(subGames[2]!) }));
    expect(onLaunch).toHaveBeenCalledWith(subGames[2]);
  });

  test('Escape asks to close', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <SubGamePopup
        open
        onOpenChange={onOpenChange}
        title="Lobby"
        games={subGames}
        onLaunch={vi.fn()}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true),
    );
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test('closing returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<OpenedFromButton />);
    const opener = screen.getByRole('button', { name: 'Fishing lobby' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Fishing lobby' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('loading, then failed with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(
      <SubGamePopup
        open
        onOpenChange={vi.fn()}
        title="Lobby"
        games={[]}
        loading
        onLaunch={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    rerender(
      <SubGamePopup
        open
        onOpenChange={vi.fn()}
        title="Lobby"
        games={[]}
        failed
        onRetry={onRetry}
        onLaunch={vi.fn()}
      />,
    );
    expect(screen.getByText('Games could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  test('closed: nothing shown', () => {
    render(
      <SubGamePopup
        open={false}
        onOpenChange={vi.fn()}
        title="Lobby"
        games={subGames}
        onLaunch={vi.fn()}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
