import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { HotMatches, type HotMatchEntry, type HotMatchesProps } from './HotMatches';

const AT = Date.UTC(2026, 10, 27, 18, 0, 0);

const matches: HotMatchEntry[] = [
  {
    id: 'm-0',
    league: 'Premier Football League',
    home: 'Manila Kings',
    away: 'Cebu Tide',
    kickOff: AT,
    odds: { home: 185, draw: 340, away: 410 },
  },
  {
    id: 'm-1',
    league: 'Asian Cup',
    home: 'Bangkok United',
    away: 'Hanoi Stars',
    kickOff: AT + 7_200_000,
    odds: { home: 205, draw: 300, away: 1000 },
  },
];

/** The kick-off as the unit writes it: the page language's medium date and short time. */
const kickOff = (at: number, lang = 'en') =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

function setup(props: Partial<HotMatchesProps> = {}) {
  const onBet = vi.fn();
  const result = render(<HotMatches matches={matches} onBet={onBet} {...props} />);
  return { ...result, onBet, user: userEvent.setup() };
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Hot matches' })).getAllByRole('listitem');

describe('HotMatches', () => {
  test('a card per match: league and kick-off, the teams, and 1X2 odds with two decimals', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Hot matches' })).toBeInTheDocument();
    const [first, second] = cards();
    expect(cards()).toHaveLength(2);
    expect(within(first!).getByRole('heading', { name: 'Manila Kings v Cebu Tide' })).toBeVisible();
    expect(first).toHaveTextContent(`Premier Football League · ${kickOff(AT)}`);
    expect(first).toHaveTextContent('Home1.85Draw3.40Away4.10');
    // A whole number of odds keeps its decimals: 1000 hundredths is 10.00, not 10.
    expect(second).toHaveTextContent(`Asian Cup · ${kickOff(AT + 7_200_000)}`);
    expect(second).toHaveTextContent('Home2.05Draw3.00Away10.00');
  });

  test('Bet now is named by its match and opens that match', async () => {
    const { onBet, user } = setup();
    await user.click(
      screen.getByRole('button', { name: 'Bet now on Bangkok United v Hanoi Stars' }),
    );
    expect(onBet).toHaveBeenCalledOnce();
    expect(onBet).toHaveBeenCalledWith(matches[1]);
  });

  test('by keyboard: the scrolling row takes the focus first, then each Bet now in order', async () => {
    const { onBet, user } = setup();
    await user.tab();
    expect(screen.getByRole('list', { name: 'Hot matches' })).toHaveFocus();
    await user.tab();
    expect(
      screen.getByRole('button', { name: 'Bet now on Manila Kings v Cebu Tide' }),
    ).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onBet).toHaveBeenCalledWith(matches[1]);
    await user.keyboard(' ');
    expect(onBet).toHaveBeenCalledTimes(2);
  });

  test('nothing at all when there are no matches and nothing is pending', () => {
    const { container } = setup({ matches: [] });
    // Only the test's theme root is left: no title, no empty box on the home page.
    expect(container.firstElementChild).toBeEmptyDOMElement();
    expect(screen.queryByText('Hot matches')).not.toBeInTheDocument();
  });

  test('while loading: the titled region is busy and offers no bet', () => {
    setup({ matches: [], loading: true });
    expect(screen.getByRole('region', { name: 'Hot matches' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  test('a failure shows the message and a retry in place of the cards', async () => {
    const onRetry = vi.fn();
    const { user } = setup({ error: 'The link is abnormal. Please try again.', onRetry });
    const region = screen.getByRole('region', { name: 'Hot matches' });
    expect(within(region).getByRole('alert')).toHaveTextContent(
      'The link is abnormal. Please try again.',
    );
    expect(screen.queryByRole('button', { name: /Bet now/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('in Arabic, right to left: the kick-off is written the Arabic way', () => {
    render(<HotMatches matches={matches} onBet={vi.fn()} />, { locale: 'ar', dir: 'rtl' });
    const [first] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first).toHaveTextContent(kickOff(AT, 'ar'));
    expect(first).not.toHaveTextContent(kickOff(AT, 'en'));
  });
});
