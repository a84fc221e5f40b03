import type { Brand } from '../../../packages/theme/src/brand.ts';
import { browserColors } from '../../../packages/theme/src/browserColors.ts';
import { brandFileUrl } from '../src/boot/brandHead.ts';
import { BRAND_PNG_ICONS, BRAND_SVG_ICON } from './brandIcon.ts';

/** The manifest's file name in a brand's folder (`/brands/<code>/manifest.webmanifest`). */
export const MANIFEST_FILE = 'manifest.webmanifest';

/** Launchers cut longer names under an icon (Chrome's guidance is 12 characters). */
const SHORT_NAME_MAX = 12;

/**
 * The name under the icon on a home screen: the brand's name if it fits, else its first words
 * that fit ("Aurora Casino" -> "Aurora"), else the logo text.
 */
export function shortNameOf(brand: Pick<Brand, 'name' | 'logoText'>): string {
  const name = brand.name.trim();
  if (Array.from(name).length <= SHORT_NAME_MAX) return name;
  let fitted = '';
  for (const word of name.split(/\s+/)) {
    const next = fitted === '' ? word : `${fitted} ${word}`;
    if (Array.from(next).length > SHORT_NAME_MAX) break;
    fitted = next;
  }
  return fitted || brand.logoText;
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  categories: readonly string[];
  icons: readonly { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

/**
 * A brand's web app manifest: what a phone installs from "Add to home screen", in the brand's
 * name and the colours of its default mode. Every brand runs on its own host, so each manifest's
 * app is the whole site (`/`).
 */
export function webManifest(brand: Brand): WebManifest {
  const colors = browserColors(brand, brand.defaultMode);
  return {
    id: '/',
    name: brand.name,
    short_name: shortNameOf(brand),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colors.background,
    theme_color: colors.theme,
    categories: ['games', 'entertainment'],
    icons: [
      {
        src: brandFileUrl(brand.code, BRAND_SVG_ICON),
        sizes: 'any',
        type: 'image/svg+xml',
        purpose: 'any',
      },
      // iOS's touch icon is for the <link> only: launchers that read the manifest get 192 and 512.
      ...BRAND_PNG_ICONS.filter((icon) => icon.file !== 'apple-touch-icon.png').map((icon) => ({
        src: brandFileUrl(brand.code, icon.file),
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.variant,
      })),
    ],
  };
}
