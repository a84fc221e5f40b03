/** The game lobby's fixed choices (doc 2 §2.2, §3.1, §9). */

/** The lobby's tabs: all (the spec's empty mode), hot, favourites and recent. */
export const LOBBY_MODES = ['all', 'hot', 'fav', 'recent'] as const;
export type LobbyMode = (typeof LOBBY_MODES)[number];

/** Games per page of the game list. */
export const GAME_PAGE_SIZE = 12;

/** Slot, video poker, table game, arcade, jackpot, bingo: the same codes as the api's games schema. */
export const GAME_CLASSIFICATIONS = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const;
export type GameClassification = (typeof GAME_CLASSIFICATIONS)[number];

/** Bingo is offered only where this language is supported. */
export const BINGO_LANGUAGE = 'TY';

/** The minimum-bet filter's amounts in minor units (0.01, 0.05, 0.1, 0.5, 0.75); `null` is "all". */
export const MIN_BET_OPTIONS = [1, 5, 10, 50, 75] as const;

export function isLobbyMode(value: unknown): value is LobbyMode {
  return (LOBBY_MODES as readonly unknown[]).includes(value);
}

export function isGameClassification(value: unknown): value is GameClassification {
  return (GAME_CLASSIFICATIONS as readonly unknown[]).includes(value);
}

export function isMinBetOption(value: unknown): value is number {
  return (MIN_BET_OPTIONS as readonly unknown[]).includes(value);
}

/** The classification filter's choices: every code, BG only when the TY language is supported. */
export function classificationOptions(supportedLanguages: readonly string[]): GameClassification[] {
  const bingo = supportedLanguages.some((code) => code.toUpperCase() === BINGO_LANGUAGE);
  return GAME_CLASSIFICATIONS.filter((code) => code !== 'BG' || bingo);
}

/** The tabs shown: all and recent always, hot only with hot games, favourites only when logged in. */
export function availableModes(input: { hotGameCount: number; loggedIn: boolean }): LobbyMode[] {
  return LOBBY_MODES.filter((mode) => {
    if (mode === 'hot') return input.hotGameCount > 0;
    if (mode === 'fav') return input.loggedIn;
    return true;
  });
}

/** Whether a mode pages with previous/next: hot is one page, recent loads every page by itself. */
export function isPagedMode(mode: LobbyMode): boolean {
  return mode === 'all' || mode === 'fav';
}
