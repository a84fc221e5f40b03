import { languageChangeEffects, type LanguageChangeEffect } from '@lobby/core';
import type { SiteLocaleCode } from '@lobby/i18n';
import { apiAtom } from '../../data/api';
import { invalidateQueriesAtom, type QueryKey } from '../../data/query';
import { atom } from '../../state/jotai';
import { setLocaleAtom } from '../preferences/preferences.actions';
import { sessionTokenAtom } from '../session/session.atoms';

/**
 * The key prefixes a reload effect covers, in the new language (their queries' keys carry it). Only
 * the new language's answers are marked stale: they are not on screen yet, so nothing is asked
 * until the parts render with the new language, and then it is asked afresh. The old language's
 * answers stay as they are (asking them again now would send the new language's header and file
 * its answer under the old key).
 */
export function reloadKeysOf(effect: LanguageChangeEffect, code: string): QueryKey[] {
  switch (effect.kind) {
    case 'reloadPopularGames':
      return [['lottery', 'popular', code]];
    case 'reloadVendors':
      return [['vendors', code]];
    case 'reloadAnnouncements':
      return [
        ['notices', code],
        ['notices', 'member', code],
      ];
    case 'reloadHotGames':
      return [['games', 'hot', code]];
    default:
      return [];
  }
}

/**
 * A language change runs core's plan in order (doc 1 §4). Storing, switching messages and `<html
 * lang dir>` are one step (setLocaleAtom). What is shown in the player's language (vendors,
 * notices, popular and hot games) carries the language in its query's key; the reload effects
 * make the new language's answers stale, so a language the player had before within the visit is
 * loaded again rather than read from the cache (vendors forced, as the spec asks).
 */
export const changeLanguageAtom = atom(null, async (get, set, code: SiteLocaleCode) => {
  for (const effect of languageChangeEffects()) {
    switch (effect.kind) {
      case 'storeLanguage':
        await set(setLocaleAtom, code);
        break;
      case 'notifyServer':
        if (get(sessionTokenAtom) !== null) {
          void set(apiAtom)
            .then(({ api, client }) => api.setLanguage(client, code))
            .catch(() => undefined);
        }
        break;
      default:
        for (const key of reloadKeysOf(effect, code)) set(invalidateQueriesAtom, key);
        break;
    }
  }
});
