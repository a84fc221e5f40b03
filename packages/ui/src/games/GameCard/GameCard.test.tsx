import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { FakeIntersectionObserver } from '../../test/fakeIntersectionObserver';
import { GameCard } from './GameCard';
import type { GameTile } from './GameCard';
import { THUMBNAIL_RETRY_MS } from './useLazyThumbnail';

const game: GameTile = {
  id: 7,
  name: 'Golden Bonanza',
  vendor: 'Pragmatic',
  thumbnail: 'https://img.example/golden.png',
  hot: true,
};

const image = () => document.querySelector('img');
const frame = () => document.querySelector('[data-ui="GameCard.Thumb"]');

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GameCard', () => {
  test('one launch button named by its visible text, the game first, then vendor and "Hot"', async () => {
    const user = userEvent.setup();
    const onLaunch = vi.fn();
    render(<GameCard game={game} onLaunch={onLaunch} />);
    const launch = screen.getByRole('button', { name: 'Golden Bonanza Pragmatic Hot' });
    // Every word on the card is in its name (a speech user says what they see).
    expect(launch).toHaveTextContent('Golden Bonanza Pragmatic Hot');
    expect(screen.getByText('Pragmatic')).toBeVisible();
    await user.tab();
    expect(launch).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLaunch).toHaveBeenCalledWith(game);
    await user.click(launch);
    expect(onLaunch).toHaveBeenCalledTimes(2);
  });

  test('no favourite toggle without onToggleFavourite; no "Hot" on a game that is not', () => {
    render(<GameCard game={{ ...game, hot: false }} onLaunch={vi.fn()} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByText('Hot')).not.toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveAccessibleName('Golden Bonanza Pragmatic');
  });

  test('the favourite toggle says whether the game is a favourite and reports the game', async () => {
    const user = userEvent.setup();
    const onToggleFavourite = vi.fn();
    const { rerender } = render(
      <GameCard game={game} onLaunch={vi.fn()} onToggleFavourite={onToggleFavourite} />,
    );
    const toggle = screen.getByRole('button', { name: 'Favourite Golden Bonanza' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(onToggleFavourite).toHaveBeenCalledWith(game);
    rerender(
      <GameCard
        game={{ ...game, favourite: true }}
        onLaunch={vi.fn()}
        onToggleFavourite={onToggleFavourite}
      />,
    );
    expect(screen.getByRole('button', { name: 'Favourite Golden Bonanza' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('during the favourite call: a loader, busy, and further clicks ignored', async () => {
    const user = userEvent.setup();
    const onToggleFavourite = vi.fn();
    render(
      <GameCard
        game={{ ...game, favouritePending: true }}
        onLaunch={vi.fn()}
        onToggleFavourite={onToggleFavourite}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Favourite Golden Bonanza' });
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle.querySelector('[data-ui="Spinner"], [data-ui="Spinner.Ring"]')).not.toBeNull();
    await user.click(toggle);
    expect(onToggleFavourite).not.toHaveBeenCalled();
    // Still focusable: a keyboard user keeps their place while the call runs.
    expect(toggle).not.toBeDisabled();
  });
});

describe('GameCard thumbnail', () => {
  test('loads only once a tenth of it is visible, then fades in on load', () => {
    render(<GameCard game={game} onLaunch={vi.fn()} />);
    expect(image()).toBeNull();
    expect(frame()).toHaveAttribute('data-state', 'waiting');
    const observer = FakeIntersectionObserver.all.find((o) => o.targets.length > 0);
    expect(observer?.options.threshold).toBe(0.1);
    FakeIntersectionObserver.reveal();
    expect(image()).toHaveAttribute('src', game.thumbnail);
    expect(image()).toHaveAttribute('alt', '');
    expect(image()).toHaveAttribute('data-loaded', 'false');
    fireEvent.load(image()!);
    expect(frame()).toHaveAttribute('data-state', 'loaded');
    expect(image()).toHaveAttribute('data-loaded', 'true');
  });

  test('a failed load is retried after 200 ms, three attempts in all, then the placeholder stays', () => {
    vi.useFakeTimers();
    render(<GameCard game={game} onLaunch={vi.fn()} />);
    FakeIntersectionObserver.reveal();
    const firstAttempt = image()!;
    fireEvent.error(firstAttempt);
    act(() => {
      vi.advanceTimersByTime(THUMBNAIL_RETRY_MS - 1);
    });
    expect(image()).toBe(firstAttempt);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const secondAttempt = image()!;
    expect(secondAttempt).not.toBe(firstAttempt);
    expect(secondAttempt).toHaveAttribute('src', game.thumbnail);

    fireEvent.error(secondAttempt);
    act(() => {
      vi.advanceTimersByTime(THUMBNAIL_RETRY_MS);
    });
    const thirdAttempt = image()!;
    expect(thirdAttempt).not.toBe(secondAttempt);

    fireEvent.error(thirdAttempt);
    act(() => {
      vi.advanceTimersByTime(THUMBNAIL_RETRY_MS * 5);
    });
    expect(image()).toBeNull();
    expect(frame()).toHaveAttribute('data-state', 'failed');
    expect(
      screen.getByRole('button', { name: 'Golden Bonanza Pragmatic Hot' }),
    ).toBeInTheDocument();
  });

  test('a retry that succeeds shows the image', () => {
    vi.useFakeTimers();
    render(<GameCard game={game} onLaunch={vi.fn()} />);
    FakeIntersectionObserver.reveal();
    fireEvent.error(image()!);
    act(() => {
      vi.advanceTimersByTime(THUMBNAIL_RETRY_MS);
    });
    fireEvent.load(image()!);
    expect(frame()).toHaveAttribute('data-state', 'loaded');
  });

  test('a new thumbnail address starts over', () => {
    const { rerender } = render(<GameCard game={game} onLaunch={vi.fn()} />);
    FakeIntersectionObserver.reveal();
    fireEvent.load(image()!);
    rerender(
      <GameCard game={{ ...game, thumbnail: 'https://img.example/new.png' }} onLaunch={vi.fn()} />,
    );
    expect(frame()).toHaveAttribute('data-state', 'waiting');
    FakeIntersectionObserver.reveal();
    expect(image()).toHaveAttribute('src', 'https://img.example/new.png');
  });

  test('without IntersectionObserver the thumbnail loads at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<GameCard game={game} onLaunch={vi.fn()} />);
    expect(image()).toHaveAttribute('src', game.thumbnail);
  });

  test('a game without a thumbnail keeps the placeholder and asks for nothing', () => {
    render(<GameCard game={{ ...game, thumbnail: undefined }} onLaunch={vi.fn()} />);
    expect(frame()).toHaveAttribute('data-state', 'failed');
    expect(FakeIntersectionObserver.all.every((o) => o.targets.length === 0)).toBe(true);
  });

  test('low data: listed without a thumbnail, "Hot" in the text', () => {
    render(<GameCard game={game} onLaunch={vi.fn()} lowData />);
    expect(frame()).toBeNull();
    expect(image()).toBeNull();
    expect(FakeIntersectionObserver.all).toHaveLength(0);
    expect(screen.getByRole('button')).toHaveAccessibleName('Golden Bonanza Pragmatic Hot');
    expect(screen.getByText('Hot')).toBeVisible();
  });
});
