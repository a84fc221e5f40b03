import type { Brand } from '../../../packages/theme/src/brand.ts';
import { buildTheme, resolveColor } from '../../../packages/theme/src/theme.ts';

/**
 * `any`: the brand's emblem on a tile with the brand's corners, for tabs, bookmarks and launchers
 * that show an icon as it is. `maskable`: the same emblem on a full-bleed square, kept inside the
 * middle 80 % that every launcher's mask leaves visible (circle, squircle, teardrop), and for iOS's
 * home screen, which rounds the corners itself.
 */
export type IconVariant = 'any' | 'maskable';

/** The icons the build serves per brand, and the variant and size each is drawn at. */
export const BRAND_PNG_ICONS = [
  { file: 'icon-192.png', variant: 'any', size: 192 },
  { file: 'icon-512.png', variant: 'any', size: 512 },
  { file: 'maskable-512.png', variant: 'maskable', size: 512 },
  { file: 'apple-touch-icon.png', variant: 'maskable', size: 180 },
] as const satisfies readonly { file: string; variant: IconVariant; size: number }[];

/** The vector icon: the favicon, and the manifest's icon for any size. */
export const BRAND_SVG_ICON = 'icon.svg';

const VIEW = 512;
const CENTRE = VIEW / 2;
/**
 * The emblem's outer edge (ring radius plus half its stroke): 186 of 512, inside the maskable safe
 * zone's radius of 204.8 (40 % of the size) with room to spare at the maskable scale.
 */
const RING_RADIUS = 176;
const RING_WIDTH = 20;
const INNER_RING_RADIUS = 148;
const MASKABLE_SCALE = 0.9;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The monogram: the first letter of the brand's logo text, as its logo writes it but upper case
 * (a letter beyond Latin, a CJK character, stays as it is).
 */
export function monogramOf(brand: Pick<Brand, 'logoText'>): string {
  const first = Array.from(brand.logoText.trim())[0] ?? '';
  return first.toLocaleUpperCase();
}

/**
 * The corner radius of the `any` tile, from the brand's large radius: a square-cornered brand gets
 * an almost square tile, a round one an app-like squircle (at most a quarter of the side).
 */
export function tileRadius(brand: Pick<Brand, 'radius'>): number {
  return Math.round(Math.min(0.25, 0.06 + brand.radius.lg / 80) * VIEW);
}

/**
 * The brand's icon as SVG, drawn from the brand in its default mode: a diagonal of its accent (the
 * solid and the hover step, as its buttons are), a ring in its warning role's solid step (the warm
 * highlight of jackpots and wins) and the monogram in the text colour its accent buttons use, in
 * its heading font. The same drawing is rasterised for the PNG icons (`pnpm brand:icons`).
 */
export function brandIconSvg(brand: Brand, variant: IconVariant): string {
  const mode = brand.defaultMode;
  const { colors, fonts } = buildTheme(brand, mode);
  const gold = resolveColor(brand, mode, 'warning.9');
  const scale = variant === 'maskable' ? MASKABLE_SCALE : 1;
  const radius = variant === 'maskable' ? 0 : tileRadius(brand);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW} ${VIEW}">`,
    `<defs><linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${colors['bg.accent']}"/>`,
    `<stop offset="1" stop-color="${colors['bg.accentHover']}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${VIEW}" height="${VIEW}" rx="${radius}" fill="url(#tile)"/>`,
    `<g transform="translate(${CENTRE} ${CENTRE}) scale(${scale})" fill="none" stroke="${gold}">`,
    `<circle r="${RING_RADIUS}" stroke-width="${RING_WIDTH}"/>`,
    `<circle r="${INNER_RING_RADIUS}" stroke-width="6" stroke-opacity="0.5"/>`,
    `<text y="8" text-anchor="middle" dominant-baseline="central" stroke="none"`,
    ` fill="${colors['fg.onAccent']}" font-family="${escapeXml(fonts.heading)}"`,
    ` font-size="216" font-weight="700">${escapeXml(monogramOf(brand))}</text>`,
    `</g></svg>`,
  ].join('');
}
