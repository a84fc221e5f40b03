import { describe, expect, test } from 'vitest';
import { languageChangeEffects } from './languageChange';

describe('languageChangeEffects (doc 1 §4, doc 2 §4.1)', () => {
  test('the ordered plan', () => {
    expect(languageChangeEffects()).toEqual([
      { kind: 'storeLanguage' },
      { kind: 'switchMessages' },
      { kind: 'switchValidationLocale' },
      { kind: 'notifyServer', requiresSession: true },
      { kind: 'reloadPopularGames', count: 20 },
      { kind: 'reloadVendors', force: true },
      { kind: 'reloadAnnouncements' },
      { kind: 'reloadHotGames' },
    ]);
  });

  test('each call gives a fresh plan', () => {
    const first = languageChangeEffects();
    first.length = 0;
    expect(languageChangeEffects()).toHaveLength(8);
  });
});
