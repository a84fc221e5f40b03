/** Popular games reloaded after a language change (doc 2 §9). */
export const POPULAR_GAMES_COUNT = 20;

/** One thing the site does when the language changes, in order (doc 1 §4, doc 2 §4.1). */
export type LanguageChangeEffect =
  | { kind: 'storeLanguage' }
  | { kind: 'switchMessages' }
  | { kind: 'switchValidationLocale' }
  /** The language update call is a member call: skip it without a session. */
  | { kind: 'notifyServer'; requiresSession: true }
  | { kind: 'reloadPopularGames'; count: number }
  | { kind: 'reloadVendors'; force: true }
  | { kind: 'reloadAnnouncements' }
  | { kind: 'reloadHotGames' };

const EFFECTS: readonly LanguageChangeEffect[] = [
  { kind: 'storeLanguage' },
  { kind: 'switchMessages' },
  { kind: 'switchValidationLocale' },
  { kind: 'notifyServer', requiresSession: true },
  { kind: 'reloadPopularGames', count: POPULAR_GAMES_COUNT },
  { kind: 'reloadVendors', force: true },
  { kind: 'reloadAnnouncements' },
  { kind: 'reloadHotGames' },
];

/** The ordered plan of a language change; the site runs each effect it knows. */
export function languageChangeEffects(): LanguageChangeEffect[] {
  // Fresh copies: a caller that annotates or mutates its plan cannot change the next one.
  return EFFECTS.map((effect) => ({ ...effect }));
}
