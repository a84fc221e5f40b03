import type { Direction } from '@lobby/i18n/registry';
import type { Mode } from '@lobby/theme';

// What the build and the offline page's inline script agree on (ADR 023). The service worker shows
// the page, a brand's `/brands/<code>/offline.html`, for a page it has no copy of while the device is
// offline. The build writes it in the default language and the brand's default mode; its script
// switches it to the visitor's stored language and mode, as the site would show them.

/** The id of the JSON data block of an offline page. */
export const OFFLINE_DATA_ID = 'lobby-offline-data';
/** On each element of the offline page whose words change with the language: which words. */
export const OFFLINE_TEXT_ATTRIBUTE = 'data-offline-text';
/** The offline page's file in a brand's folder. */
export const OFFLINE_PAGE_FILE = 'offline.html';

/** The offline page's words in one language. */
export interface OfflineWords {
  title: string;
  message: string;
  retry: string;
  dir: Direction;
}

/** What the build tells an offline page's script. */
export interface OfflineData {
  /** The language tag the page is written in. */
  tag: string;
  /** The mode the page is written in (the brand's default). */
  mode: Mode;
  /** Every language's words, by tag. */
  words: Readonly<Record<string, OfflineWords>>;
  /** The brand's theme root style (its CSS variables) and browser colour in each mode. */
  modes: Readonly<Record<Mode, { style: string; themeColor: string }>>;
}
