import { languageChangeEffects } from '@lobby/core';
import type { SiteLocaleCode } from '@lobby/i18n';
import { atom } from '../../state/jotai';
import { apiAtom } from '../api/client';
import { loadNoticesAtom } from '../notices/atoms';
import { setLocaleAtom } from '../preferences/atoms';
import { sessionTokenAtom } from '../session/atoms';
import { loadVendorsAtom } from '../vendors/atoms';

/**
 * A language change runs core's plan in order. Storing, switching messages and `<html lang dir>`
 * are one step (setLocaleAtom); popular and hot games arrive with the game lobby.
 */
export const changeLanguageAtom = atom(null, async (get, set, code: SiteLocaleCode) => {
  const reloads: Promise<unknown>[] = [];
  for (const effect of languageChangeEffects()) {
    switch (effect.kind) {
      case 'storeLanguage':
        await set(setLocaleAtom, code);
        break;
      case 'notifyServer':
        if (get(sessionTokenAtom) !== null) {
          reloads.push(
            get(apiAtom)
              .then(({ api, client }) => api.setLanguage(client, code))
              .catch(() => undefined),
          );
        }
        break;
      case 'reloadVendors':
        reloads.push(set(loadVendorsAtom, true));
        break;
      case 'reloadAnnouncements':
        reloads.push(set(loadNoticesAtom));
        break;
      default:
        break;
    }
  }
  await Promise.all(reloads);
});
