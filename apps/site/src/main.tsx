import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { activateCatalog, resolveLocale } from '@lobby/i18n';
import { App } from './app/App';
import { createRouter } from './app/router';
import { brandAtom } from './features/brand/atoms';
import { resolveBrand } from './features/brand/resolveBrand';
import { bootSystemAtom } from './features/system/atoms';
import { applyDocumentLocale, localeAtom, modeAtom } from './features/preferences/atoms';
import { readStoredLanguage, readStoredMode } from './features/preferences/storage';
import { createStore, Provider } from './state/jotai';

const brand = resolveBrand(window.location, import.meta.env.DEV);
// A stored language the site does not support falls back to the default (MY).
const locale = resolveLocale(readStoredLanguage());

// The active catalog loads before the first paint, so text never flashes in another language.
await activateCatalog(i18n, locale.tag);
applyDocumentLocale(locale);
document.title = brand.name;

const store = createStore();
store.set(brandAtom, brand);
store.set(modeAtom, readStoredMode() ?? brand.defaultMode);
store.set(localeAtom, locale);
// Not awaited: the shell paints while status and configuration load (the gate may replace it).
void store.set(bootSystemAtom);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <App router={createRouter()} />
    </Provider>
  </StrictMode>,
);
