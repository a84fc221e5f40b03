import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { cardName, sampleGames } from '../GameCard/GameCard.fixtures';
import { GameRow } from './GameRow';

const games = sampleGames(6);

describe('GameRow', () => {
  test('a region named by its heading, with a list of the games as cards', () => {
    render(<GameRow title="Popular" games={games} onLaunch={() => {}} />);
    const region = screen.getByRole('region', { name: 'Popular' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Popular' })).toBeVisible();
    const list = within(region).getByRole('list', { name: 'Popular' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  });

  test('the heading level can be set', () => {
    render(<GameRow title="Slots" headingLevel={3} games={games} onLaunch={() => {}} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Slots' })).toBeInTheDocument();
  });

  test('a card launches its game by click and by keyboard', async () => {
    const user = userEvent.setup();
    const onLaunch = vi.fn();
    render(<GameRow title="Popular" games={games} onLaunch={onLaunch} />);
    await user.click(screen.getByRole('button', { name: cardName(games[1]!) }));
    expect(onLaunch).toHaveBeenLastCalledWith(games[1]);
    screen.getByRole('button', { name: cardName(games[2]!) }).focus();
    await user.keyboard('{Enter}');
    expect(onLaunch).toHaveBeenLastCalledWith(games[2]);
  });

  test('favourites toggle when the caller handles them, and only then', async () => {
    const user = userEvent.setup();
    const onToggleFavourite = vi.fn();
    const { unmount } = render(
      <GameRow
        title="Popular"
        games={games}
        onLaunch={() => {}}
        onToggleFavourite={onToggleFavourite}
      />,
    );
    await user.click(screen.getByRole('button', { name: `Favourite ${games[0]!.name}` }));
    expect(onToggleFavourite).toHaveBeenCalledWith(games[0]);
    unmount();
    render(<GameRow title="Popular" games={games} onLaunch={() => {}} />);
    expect(screen.queryByRole('button', { name: /^Favourite/ })).not.toBeInTheDocument();
  });

  test('"See all" is a link to the category, named with the row, routed on a plain click', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(
      <GameRow
        title="Slots"
        games={games}
        onLaunch={() => {}}
        seeAllHref="/rng"
        onNavigate={onNavigate}
      />,
    );
    const link = screen.getByRole('link', { name: 'See all Slots' });
    expect(link).toHaveAttribute('href', '/rng');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/rng', expect.anything());
  });

  test('no "See all" without a place to go', () => {
    render(<GameRow title="Popular" games={games} onLaunch={() => {}} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  test('loading: placeholders hidden from assistive technology, which is told games are loading', () => {
    render(<GameRow title="Popular" games={[]} onLaunch={() => {}} loading placeholders={5} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    expect(screen.getByRole('region', { name: 'Popular' })).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelectorAll('[data-ui="GameRow.Placeholder"]')).toHaveLength(5);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  test('waiting: still placeholders of the same size, nothing announced, not busy', () => {
    render(
      <GameRow title="Popular" games={[]} onLaunch={() => {}} waiting loading placeholders={5} />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Popular' })).not.toHaveAttribute('aria-busy');
    expect(document.querySelectorAll('[data-ui="GameRow.Placeholder"]')).toHaveLength(5);
    const skeletons = document.querySelectorAll('[data-ui="Skeleton"]');
    expect(skeletons).toHaveLength(15);
    for (const skeleton of skeletons) expect(skeleton).toHaveAttribute('data-still');
  });

  test('a failure has its message and a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<GameRow title="Popular" games={[]} onLaunch={() => {}} failed onRetry={onRetry} />);
    expect(screen.getByRole('status')).toHaveTextContent('Games could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('scroll arrows are absent while nothing overflows (jsdom lays nothing out)', () => {
    render(<GameRow title="Popular" games={games} onLaunch={() => {}} />);
    expect(screen.queryByRole('button', { name: /Next games/ })).not.toBeInTheDocument();
  });

  test('right to left, the chevron of "See all" points to the reading end', () => {
    render(<GameRow title="الأكثر شعبية" games={games} onLaunch={() => {}} seeAllHref="/rng" />, {
      dir: 'rtl',
    });
    const path = screen.getByRole('link').querySelector('path');
    expect(path).toHaveAttribute('d', 'M10 3L5 8l5 5');
  });
});
