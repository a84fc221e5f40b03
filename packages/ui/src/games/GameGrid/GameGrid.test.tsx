import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Button } from '../../components/Button';
import { cardName, sampleGames } from '../GameCard/GameCard.fixtures';
import { GameGrid } from './GameGrid';

const page = sampleGames(12);

describe('GameGrid', () => {
  test('a named list of the page’s cards, each launching its game', async () => {
    const user = userEvent.setup();
    const onLaunch = vi.fn();
    render(<GameGrid games={page} label="Slots games" onLaunch={onLaunch} />);
    const list = screen.getByRole('list', { name: 'Slots games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await user.click(within(list).getByRole('button', { name: cardName(page[3]!) }));
    expect(onLaunch).toHaveBeenCalledWith(page[3]);
  });

  test('favourite toggles only with onToggleFavourite', async () => {
    const user = userEvent.setup();
    const onToggleFavourite = vi.fn();
    const { rerender } = render(<GameGrid games={page} label="Slots" onLaunch={vi.fn()} />);
    expect(screen.queryAllByRole('button', { name: /^Favourite / })).toHaveLength(0);
    rerender(
      <GameGrid
        games={page}
        label="Slots"
        onLaunch={vi.fn()}
        onToggleFavourite={onToggleFavourite}
      />,
    );
    const toggles = screen.getAllByRole('button', { name: /^Favourite / });
    expect(toggles).toHaveLength(12);
    await user.click(toggles[0]!);
    expect(onToggleFavourite).toHaveBeenCalledWith(page[0]);
  });

  test('loading: a busy region with a full page of placeholders and a status', () => {
    const { container } = render(
      <GameGrid games={[]} label="Slots games" onLaunch={vi.fn()} loading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-ui="GameGrid.Placeholder"]')).toHaveLength(12);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  test('loading in low data: placeholders without the thumbnail box', () => {
    const { container } = render(
      <GameGrid games={[]} label="Slots" onLaunch={vi.fn()} loading lowData pageSize={4} />,
    );
    expect(container.querySelectorAll('[data-ui="GameGrid.Placeholder"]')).toHaveLength(4);
    expect(container.querySelector('[data-ui="GameCard.PlaceholderThumb"]')).toBeNull();
  });

  test('empty: says so, with the action given', () => {
    render(
      <GameGrid
        games={[]}
        label="Slots"
        onLaunch={vi.fn()}
        emptyAction={<Button>Clear filters</Button>}
      />,
    );
    expect(screen.getByText('No games found')).toBeInTheDocument();
    expect(screen.getByText('Try another vendor, category or name.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  test('failed: a message and a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<GameGrid games={[]} label="Slots" onLaunch={vi.fn()} failed onRetry={onRetry} />);
    expect(screen.getByText('Games could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
