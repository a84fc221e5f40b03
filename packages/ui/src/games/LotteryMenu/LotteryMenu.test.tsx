import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { favouriteLotteryGames, LotteryMenu } from './LotteryMenu';
import { sampleLotteryMenu } from './LotteryMenu.fixtures';

const menu = sampleLotteryMenu();

describe('LotteryMenu', () => {
  test('one tab per group, the first open, its games as buttons with their draw interval', () => {
    render(<LotteryMenu groups={menu} onSelect={vi.fn()} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Lottery groups' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(['North', 'Central', 'South', 'Fast']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const list = within(screen.getByRole('tabpanel')).getByRole('list', { name: 'North' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hanoi Daily', 'Hai Phong Daily']);
    expect(screen.queryByRole('button', { name: /^Favourite / })).toBeNull();
  });

  test('intervals read in the largest whole unit', async () => {
    const user = userEvent.setup();
    render(<LotteryMenu groups={menu} onSelect={vi.fn()} />);
    await user.click(screen.getByRole('tab', { name: 'Fast' }));
    const names = within(screen.getByRole('tabpanel'))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      'Fast 1 minute Every minute',
      'Fast 5 minutes Every 5 minutes',
      'Fast 90 minutes Every 90 minutes',
      'Fast 2 hours Every 2 hours',
    ]);
  });

  test('a game is chosen by click or keyboard, and the chosen one is marked current', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<LotteryMenu groups={menu} selectedId={202} onSelect={onSelect} />);
    // The chosen game's group opens first.
    expect(screen.getByRole('tab', { name: 'Central' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Thua Thien Hue Daily' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Da Nang Daily' })).not.toHaveAttribute(
      'aria-current',
    );
    await user.click(screen.getByRole('button', { name: 'Da Nang Daily' }));
    expect(onSelect).toHaveBeenLastCalledWith(menu[1]!.games[0]);
    screen.getByRole('button', { name: 'Khanh Hoa Daily' }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(menu[1]!.games[2]);
  });

  test('arrow keys move between tabs; Tab walks the games and their hearts in order', async () => {
    const user = userEvent.setup();
    render(<LotteryMenu groups={menu} onSelect={vi.fn()} onToggleFavourite={vi.fn()} />);
    screen.getByRole('tab', { name: 'North' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Central' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Central' })).toHaveAttribute('aria-selected', 'true');
    // (happy-dom would also stop on the hidden panels; the story walks Tab from the tab itself.)
    screen.getByRole('button', { name: 'Da Nang Daily' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Favourite Da Nang' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Thua Thien Hue Daily' })).toHaveFocus();
  });

  test('right to left, ArrowLeft moves to the next tab', async () => {
    const user = userEvent.setup();
    render(<LotteryMenu groups={menu} onSelect={vi.fn()} />, { dir: 'rtl' });
    screen.getByRole('tab', { name: 'North' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Central' })).toHaveFocus();
  });

  test('favourites: a heart per game, and a Favourites tab first when any', async () => {
    const user = userEvent.setup();
    const onToggleFavourite = vi.fn();
    const groups = sampleLotteryMenu([302, 101]);
    render(
      <LotteryMenu groups={groups} onSelect={vi.fn()} onToggleFavourite={onToggleFavourite} />,
    );
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Favourites', 'North', 'Central', 'South', 'Fast']);
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    const favourites = within(screen.getByRole('list', { name: 'Favourites' }));
    // Menu order, not the order they were added in.
    expect(favourites.getAllByRole('button', { name: /Daily$/ }).map((b) => b.textContent)).toEqual(
      ['Hanoi Daily', 'Dong Thap Daily'],
    );
    const heart = favourites.getByRole('button', { name: 'Favourite Dong Thap' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(onToggleFavourite).toHaveBeenCalledWith(groups[2]!.games[1]);
    await user.click(screen.getByRole('tab', { name: 'Central' }));
    expect(screen.getByRole('button', { name: 'Favourite Da Nang' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('without a favourite toggle (logged out) there is no Favourites tab', () => {
    render(<LotteryMenu groups={sampleLotteryMenu([101])} onSelect={vi.fn()} />);
    expect(screen.queryByRole('tab', { name: 'Favourites' })).toBeNull();
  });

  test('the open tab stays put when a Favourites tab appears in front of it', async () => {
    const user = userEvent.setup();
    const props = { onSelect: vi.fn(), onToggleFavourite: vi.fn(), selectedId: 101 };
    const { rerender } = render(<LotteryMenu groups={sampleLotteryMenu()} {...props} />);
    await user.click(screen.getByRole('tab', { name: 'South' }));
    rerender(<LotteryMenu groups={sampleLotteryMenu([301])} {...props} />);
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('tab', { name: 'South' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the last favourite removed from the open Favourites tab: the chosen game’s group opens', async () => {
    const user = userEvent.setup();
    const props = { onSelect: vi.fn(), onToggleFavourite: vi.fn(), selectedId: 402 };
    const { rerender } = render(<LotteryMenu groups={sampleLotteryMenu([301])} {...props} />);
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    rerender(<LotteryMenu groups={sampleLotteryMenu()} {...props} />);
    expect(screen.queryByRole('tab', { name: 'Favourites' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Fast' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a chosen game from outside the open tab (history back) opens its group', () => {
    const { rerender } = render(<LotteryMenu groups={menu} selectedId={101} onSelect={vi.fn()} />);
    rerender(<LotteryMenu groups={menu} selectedId={303} onSelect={vi.fn()} />);
    expect(screen.getByRole('tab', { name: 'South' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Ca Mau Daily' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('groups without games are left out; a game without a valid interval shows its name only', () => {
    render(
      <LotteryMenu
        groups={[
          { code: 'EMPTY', name: 'Empty', games: [] },
          { code: 'X', name: 'Other', games: [{ id: 1, name: 'Odd', drawIntervalMinutes: 0 }] },
        ]}
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Other']);
    expect(screen.getByRole('button', { name: 'Odd' })).toBeInTheDocument();
  });

  test('loading: a busy region with placeholders and a status, no buttons', () => {
    const { container } = render(<LotteryMenu groups={[]} onSelect={vi.fn()} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading lottery games');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-ui="LotteryMenu.Placeholder"]')).toHaveLength(8);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  test('failed: the message given and a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <LotteryMenu
        groups={[]}
        onSelect={vi.fn()}
        failed
        failureMessage="The network link is abnormal. Please retry."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('Lottery games could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The network link is abnormal. Please retry.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('empty: says so', () => {
    render(<LotteryMenu groups={[]} onSelect={vi.fn()} />);
    expect(screen.getByText('No lottery games')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('favouriteLotteryGames', () => {
  test('each favourite once, in menu order, even when listed in two groups', () => {
    const [north] = sampleLotteryMenu([102]);
    const twice = [north!, { code: 'HOT', name: 'Hot', games: [north!.games[1]!] }];
    expect(favouriteLotteryGames(twice).map((game) => game.id)).toEqual([102]);
    expect(favouriteLotteryGames(sampleLotteryMenu([404, 101])).map((game) => game.id)).toEqual([
      101, 404,
    ]);
    expect(favouriteLotteryGames(sampleLotteryMenu())).toEqual([]);
  });
});
