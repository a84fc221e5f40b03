import { Random } from '../random';
import { GOLD, INK, paletteOf } from './palette';
import { DISPLAY_FONT, escapeXml, svgDocument } from './svg';
import { fitText, textLines } from './textFit';

export interface VendorMarkInput {
  code: string;
  name: string;
  colour: string;
}

/**
 * A vendor's mark is 3:1, the box the vendor strip and menu give it: an emblem with the studio's
 * monogram, then its name. At 24 px high (the strip on a phone) the emblem alone still reads.
 */
export const VENDOR_MARK = { width: 192, height: 64 } as const;
const NAME = { maxWidth: 114, sizes: [19, 16, 14, 12], maxLines: 2 } as const;

// Emblem outlines, about 56 units across, centred on 0,0.
const EMBLEMS = {
  circle: '<circle r="27"/>',
  shield: '<path d="M0-28 24-19V1C24 15 13 24 0 29-13 24-24 15-24 1V-19Z"/>',
  hexagon: '<path d="M0-28 24-14V14L0 28-24 14V-14Z"/>',
  octagon: '<path d="M-11-27H11L27-11V11L11 27H-11L-27 11V-11Z"/>',
  rounded: '<rect x="-25" y="-25" width="50" height="50" rx="13"/>',
} as const;
const EMBLEM_NAMES = Object.keys(EMBLEMS) as (keyof typeof EMBLEMS)[];

/** One or two letters that stand for the studio: its initials, or an acronym's first two. */
export function monogram(name: string, code: string): string {
  const words = name.split(/[\s_-]+/u).filter((word) => /\p{L}|\p{N}/u.test(word));
  const first = words[0] ?? code;
  const second = words[1];
  const initial = (word: string) => [...word][0]?.toLocaleUpperCase('en') ?? '';
  if (second !== undefined) return initial(first) + initial(second);
  // DS88 reads as DS; Tigris as T.
  const acronym = /^\p{Lu}{2}/u.exec(first)?.[0];
  return acronym ?? initial(first);
}

export function vendorMark(vendor: VendorMarkInput): string {
  const { width, height } = VENDOR_MARK;
  const palette = paletteOf(vendor.colour);
  let seed = 0;
  for (const ch of vendor.code) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  const random = new Random(seed);
  const emblem = EMBLEMS[random.pick(EMBLEM_NAMES)];
  const letters = monogram(vendor.name, vendor.code);
  const name = fitText(vendor.name, NAME);
  const lineHeight = Math.round(name.size * 1.1);
  // The name's block is centred on the mark's middle line (cap height is about 0.72 em).
  const firstBaseline = height / 2 - ((name.lines.length - 1) * lineHeight) / 2 + name.size * 0.36;

  const defs =
    `<linearGradient id="pl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.base}"/>` +
    `<stop offset="1" stop-color="${palette.deep}"/></linearGradient>` +
    `<linearGradient id="gd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GOLD.light}"/>` +
    `<stop offset=".5" stop-color="${GOLD.mid}"/><stop offset="1" stop-color="${GOLD.dark}"/></linearGradient>`;
  const body =
    `<rect width="${width}" height="${height}" rx="14" fill="url(#pl)"/>` +
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="13" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="2"/>` +
    `<g transform="translate(32 32)"><g fill="url(#gd)">${emblem}</g>` +
    `<g fill="${palette.deep}" transform="scale(.84)">${emblem}</g>` +
    `<text y="${letters.length > 1 ? 8 : 10}" font-size="${letters.length > 1 ? 22 : 28}" font-weight="900" ` +
    `text-anchor="middle" ${DISPLAY_FONT} fill="${GOLD.light}">${escapeXml(letters)}</text></g>` +
    `<g ${DISPLAY_FONT} font-weight="800" fill="#fff" stroke="${INK}" stroke-opacity=".35" stroke-width="2" paint-order="stroke">` +
    textLines(name, { x: 68, y: firstBaseline, lineHeight, maxWidth: NAME.maxWidth }) +
    `</g>`;
  return svgDocument(width, height, defs, body);
}
