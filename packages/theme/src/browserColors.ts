import type { Brand } from './brand';
import type { Mode } from './semantic';
import { buildTheme } from './theme';

/** The colours a browser paints around the site, outside the page. */
export interface BrowserColors {
  /**
   * The address bar on a phone and the title bar of the installed app (`theme-color`): the top
   * bar's background (`bg.surface`), so the browser's bar and the site's read as one.
   */
  theme: string;
  /** The installed app's splash screen before the first paint: the page's own background. */
  background: string;
}

/** A brand's browser colours in a mode, from its semantic tokens. */
export function browserColors(brand: Brand, mode: Mode): BrowserColors {
  const { colors } = buildTheme(brand, mode);
  return { theme: colors['bg.surface'], background: colors['bg.canvas'] };
}
