// The offline page's inline script (the build inlines it, and lists its hash for the
// Content-Security-Policy, as the boot script's). The page is written in the default language and
// the brand's default mode; this shows it in the visitor's stored ones, as the site would, and
// makes its button reload the address the visitor asked for.
import { resolveLocale } from '@lobby/i18n/registry';
import { setThemeColor } from '../boot/brandHead';
import { readStoredLanguage, readStoredMode } from '../features/preferences/storage';
import { OFFLINE_DATA_ID, OFFLINE_TEXT_ATTRIBUTE, type OfflineData } from './contract';

const data = JSON.parse(document.getElementById(OFFLINE_DATA_ID)?.textContent ?? '') as OfflineData;
const root = document.querySelector<HTMLElement>('[data-mode]');

const { tag } = resolveLocale(readStoredLanguage());
const words = data.words[tag];
const button = document.querySelector('button');
if (words && tag !== data.tag) {
  for (const element of document.querySelectorAll<HTMLElement>(`[${OFFLINE_TEXT_ATTRIBUTE}]`)) {
    const key = element.getAttribute(OFFLINE_TEXT_ATTRIBUTE) === 'title' ? 'title' : 'message';
    element.textContent = words[key];
  }
  if (button) button.textContent = words.retry;
  for (const element of [document.documentElement, root]) {
    element?.setAttribute('lang', tag);
    element?.setAttribute('dir', words.dir);
  }
}

const mode = readStoredMode() ?? data.mode;
if (root && mode !== data.mode) {
  root.setAttribute('style', data.modes[mode].style);
  root.setAttribute('data-mode', mode);
  setThemeColor(document, data.modes[mode].themeColor);
}

// The address is the one the visitor asked for: once back online, a reload brings its page.
button?.addEventListener('click', () => window.location.reload());
