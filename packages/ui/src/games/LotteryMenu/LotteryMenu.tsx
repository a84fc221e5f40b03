import { useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { drawInterval } from './drawInterval';
import {
  StyledFavourite,
  StyledGame,
  StyledInterval,
  StyledItem,
  StyledList,
  StyledMenu,
  StyledName,
  StyledPlaceholderGame,
  StyledPlaceholderTabs,
} from './LotteryMenu.styles';
import { HeartIcon } from '../HeartIcon';

/** A lottery game as the menu shows it; the site maps the api's menu game to this. */
export interface LotteryMenuGame {
  /** The game's gameId: unique across the menu, and the key of its local favourite. */
  id: string | number;
  name: string;
  /** Minutes between two draws; not a positive whole number: no interval is shown. */
  drawIntervalMinutes: number;
  /** @default false */
  favourite?: boolean | undefined;
}

/** One menu (gameMenus entry): a group of games such as North, Central, South or Fast. */
export interface LotteryMenuGroup<G extends LotteryMenuGame = LotteryMenuGame> {
  /** The group's code (gameGroupCode), unique within the menu. */
  code: string;
  name: string;
  games: readonly G[];
}

export interface LotteryMenuProps<G extends LotteryMenuGame = LotteryMenuGame> {
  /** The menus in the server's order; groups without games are left out. */
  groups: readonly LotteryMenuGroup<G>[];
  /** The chosen game's id: its button is marked current and its group opens first. */
  selectedId?: string | number | null;
  /** Called when a game's button is activated (click, Enter, Space). */
  onSelect: (game: G) => void;
  /** Adds or removes a local favourite; without it no heart is shown and no Favourites tab. */
  onToggleFavourite?: (game: G) => void;
  /** The menus are on their way: placeholders take the room of a tab row and eight games. @default false */
  loading?: boolean;
  /** The menus could not be loaded: a message and, with `onRetry`, a retry button. @default false */
  failed?: boolean;
  /** What went wrong, from the site's error catalogue. @default a generic connection hint */
  failureMessage?: string;
  onRetry?: () => void;
  className?: string;
}

interface MenuTab<G> {
  value: string;
  name: string;
  games: readonly G[];
}

/** Tab values: a prefix keeps a group whose code happens to be "favourites" apart from the tab. */
const FAVOURITES_TAB = 'favourites';
const groupTab = (code: string) => `group:${code}`;
/** Placeholders while loading: two rows of a wide menu. */
const PLACEHOLDER_GAMES = 8;

/**
 * The favourite games of the menu, once each (a game may sit in two groups), in menu order: the
 * Favourites tab's list.
 */
export function favouriteLotteryGames<G extends LotteryMenuGame>(
  groups: readonly LotteryMenuGroup<G>[],
): G[] {
  const seen = new Set<string>();
  const favourites: G[] = [];
  for (const group of groups) {
    for (const game of group.games) {
      const key = String(game.id);
      if (game.favourite !== true || seen.has(key)) continue;
      seen.add(key);
      favourites.push(game);
    }
  }
  return favourites;
}

const holds = (tab: MenuTab<LotteryMenuGame>, id: string | number | null | undefined) =>
  id !== null && id !== undefined && tab.games.some((game) => String(game.id) === String(id));

/** The tab that shows the chosen game (Favourites first when it is there), else the first tab. */
function tabOf(tabs: readonly MenuTab<LotteryMenuGame>[], id: string | number | null | undefined) {
  return (tabs.find((tab) => holds(tab, id)) ?? tabs[0])?.value ?? null;
}

function Interval({ minutes }: { minutes: number }) {
  const interval = drawInterval(minutes);
  if (interval === null) return null;
  const { unit, count } = interval;
  return (
    <StyledInterval>
      {unit === 'minute' && <Plural value={count} one="Every minute" other="Every # minutes" />}
      {unit === 'hour' && <Plural value={count} one="Every hour" other="Every # hours" />}
      {unit === 'day' && <Plural value={count} one="Daily" other="Every # days" />}
    </StyledInterval>
  );
}

function Placeholder({ className }: { className: string | undefined }) {
  const { t } = useLingui();
  return (
    <StyledMenu className={className} aria-busy="true">
      <VisuallyHidden role="status">{t`Loading lottery games`}</VisuallyHidden>
      <StyledPlaceholderTabs aria-hidden="true">
        <Skeleton variant="text" width="4rem" />
        <Skeleton variant="text" width="4rem" />
        <Skeleton variant="text" width="4rem" />
      </StyledPlaceholderTabs>
      <StyledList>
        {Array.from({ length: PLACEHOLDER_GAMES }, (_, index) => (
          <StyledPlaceholderGame key={index}>
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="45%" />
          </StyledPlaceholderGame>
        ))}
      </StyledList>
    </StyledMenu>
  );
}

/**
 * The VN lottery menu (doc 2 §3.5): each menu group as a tab (arrow keys move between tabs), its
 * games as buttons in reading order, each with its draw interval and, for a logged-in player, a
 * favourite heart. Favourite games also get a "Favourites" tab, placed first. The tab stays where
 * the player left it when favourites come and go; it follows the chosen game only when that game
 * changes to one the open tab does not show (back and forward in the history).
 */
export function LotteryMenu<G extends LotteryMenuGame>({
  groups,
  selectedId = null,
  onSelect,
  onToggleFavourite,
  loading = false,
  failed = false,
  failureMessage,
  onRetry,
  className,
}: LotteryMenuProps<G>) {
  const { t } = useLingui();
  const favourites = onToggleFavourite ? favouriteLotteryGames(groups) : [];
  const tabs: MenuTab<G>[] = [
    ...(favourites.length > 0
      ? [{ value: FAVOURITES_TAB, name: t`Favourites`, games: favourites }]
      : []),
    ...groups
      .filter((group) => group.games.length > 0)
      .map((group) => ({ value: groupTab(group.code), name: group.name, games: group.games })),
  ];

  const [tab, setTab] = useState<string | null>(null);
  const [shownId, setShownId] = useState(selectedId);
  const open = tabs.find((candidate) => candidate.value === tab);
  let current = open ? open.value : tabOf(tabs, selectedId);
  if (open && shownId !== selectedId && !holds(open, selectedId)) {
    current = tabOf(tabs, selectedId);
  }
  // Remembered, so a Favourites tab appearing in front later does not move the player.
  if (current !== tab) setTab(current);
  if (shownId !== selectedId) setShownId(selectedId);

  if (loading) return <Placeholder className={className} />;

  if (failed) {
    return (
      <StyledMenu className={className}>
        <EmptyState
          title={t`Lottery games could not be loaded`}
          description={failureMessage ?? t`Check your connection and try again.`}
          action={onRetry && <Button onClick={onRetry}>{t`Retry`}</Button>}
        />
      </StyledMenu>
    );
  }

  if (tabs.length === 0 || current === null) {
    return (
      <StyledMenu className={className}>
        <EmptyState
          title={t`No lottery games`}
          description={t`There are no lottery games to play right now.`}
        />
      </StyledMenu>
    );
  }

  return (
    <StyledMenu className={className}>
      <Tabs.Root value={current} onValueChange={setTab}>
        <Tabs.List aria-label={t`Lottery groups`}>
          {tabs.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value}>
              {item.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((item) => (
          <Tabs.Content key={item.value} value={item.value}>
            <StyledList aria-label={item.name}>
              {item.games.map((game) => {
                const chosen = String(game.id) === String(selectedId);
                return (
                  <StyledItem
                    key={game.id}
                    data-favourite-button={onToggleFavourite ? '' : undefined}
                  >
                    <StyledGame
                      aria-current={chosen ? 'true' : undefined}
                      onClick={() => onSelect(game)}
                    >
                      <StyledName title={game.name}>{game.name}</StyledName>{' '}
                      <Interval minutes={game.drawIntervalMinutes} />
                    </StyledGame>
                    {onToggleFavourite && (
                      <StyledFavourite
                        label={t`Favourite ${game.name}`}
                        variant="ghost"
                        size="sm"
                        round
                        showTooltip={false}
                        aria-pressed={game.favourite === true}
                        onClick={() => onToggleFavourite(game)}
                      >
                        <HeartIcon filled={game.favourite === true} size={18} />
                      </StyledFavourite>
                    )}
                  </StyledItem>
                );
              })}
            </StyledList>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </StyledMenu>
  );
}
LotteryMenu.displayName = 'LotteryMenu';
