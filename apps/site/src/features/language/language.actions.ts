import { languageChangeEffects } from '@lobby/core';
import type { SiteLocaleCode } from '@lobby/i18n';
import { apiAtom } from '../../data/api';
import { atom } from '../../state/jotai';
import { setLocaleAtom } from '../preferences/preferences.actions';
import { sessionTokenAtom } from '../session/session.atoms';

/**
 * A language change runs core's plan in order. Storing, switching messages and `<html lang dir>`
 * are one step (setLocaleAtom). What is shown in the player's language (vendors, notices, popular
 * and hot games, help) carries the language in its query's key: the new language is a new key,
 * which every part on screen asks for, showing the previous answer meanwhile.
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
        // reloadVendors, reloadAnnouncements, reloadPopular, reloadHot: the language is in their keys.
        break;
    }
  }
});
