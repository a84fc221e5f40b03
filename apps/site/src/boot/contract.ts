import type { PrefetchedCall } from '@lobby/api';
import type { Mode } from '@lobby/theme';

// What the build, the boot script and the application agree on about a prerendered page
// (ADR 019): where the boot finds its data, how the shell is marked, and what the boot hands over.

/** The id of the JSON data block the build writes for the boot script. */
export const BOOT_DATA_ID = 'lobby-boot-data';
/** The id of the style element that holds the shell's styles, removed when the application renders. */
export const SHELL_STYLE_ID = 'lobby-shell-style';
/** On the element around the prerendered shell inside `#root`. */
export const SHELL_ATTRIBUTE = 'data-lobby-shell';
/** Set on `<html>` by the boot script when the shell was rendered for another visit: it stays hidden. */
export const SHELL_OFF_ATTRIBUTE = 'data-lobby-shell-off';
/**
 * The id of the template that holds the page's failed-start screen (rendered by the build in the
 * default language): shown when the application's code or its catalog does not arrive.
 */
export const START_FAILURE_ID = 'lobby-start-failure';
/** On the banner slot of a page while its banners load: the boot script paints the first one there. */
export const FIRST_BANNER_ATTRIBUTE = 'data-first-banner';
/** On the same slot: the text that names the first banner when it has no title of its own. */
export const FIRST_BANNER_ALT_ATTRIBUTE = 'data-first-banner-alt';

/** The visit a shell was rendered for; only a visit with all four the same is shown it. */
export interface ShellVisit {
  /** The path's comparison key (`pathKey`). */
  path: string;
  brand: string;
  /** The locale's spec code (`MY`). */
  locale: string;
  mode: Mode;
}

/** What the build tells the boot script of a page. */
export interface BootData {
  /** The application's entry module. */
  entry: string;
  /** The modules the application's first render needs, fetched beside the entry. */
  modules: readonly string[];
  /** The visit the page's prerendered shell is for; null on a page without one. */
  shell: ShellVisit | null;
  /**
   * Each brand's browser colour (`theme-color`) in each mode, by brand code: the head is written
   * for the default brand, and the boot script points it at the visit's (ADR 023).
   */
  themeColors: Readonly<Record<string, Readonly<Record<Mode, string>>>>;
}

/** What the boot script leaves for the application. */
export interface BootHandover {
  /** The prerendered shell is on screen (the application replaces it with its first render). */
  shell: boolean;
  /** The first calls of the visit, already asked. */
  prefetched: readonly PrefetchedCall[];
}

declare global {
  interface Window {
    lobbyBoot?: BootHandover;
  }
}
