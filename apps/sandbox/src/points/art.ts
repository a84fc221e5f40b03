import { GOLD, paletteOf } from '../assets/palette';
import { rays, svgDocument } from '../assets/svg';

/** A mall item's picture is 4:3, the box MallItem gives it; the name is the card's text, not here. */
export const MALL_ITEM_ART = { width: 320, height: 240 } as const;

/**
 * A wrapped gift on the item's colour, with light behind it: one picture for every item, told apart
 * by colour, so the sandbox needs no photographs.
 */
export function mallItemArt(item: { id: number; colour: string }): string {
  const { width, height } = MALL_ITEM_ART;
  const palette = paletteOf(item.colour);
  const defs =
    `<radialGradient id="bg" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="${palette.light}"/>` +
    `<stop offset="1" stop-color="${palette.deep}"/></radialGradient>` +
    `<linearGradient id="rb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GOLD.light}"/>` +
    `<stop offset="1" stop-color="${GOLD.dark}"/></linearGradient>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<path d="${rays(160, 120, 220, 24, item.id / 7)}" fill="${palette.glow}" opacity=".18"/>` +
    // the box and its lid
    `<rect x="100" y="112" width="120" height="88" rx="6" fill="${palette.base}" stroke="${palette.deep}" stroke-width="4"/>` +
    `<rect x="90" y="88" width="140" height="30" rx="6" fill="${palette.mid}" stroke="${palette.deep}" stroke-width="4"/>` +
    // the ribbon and its bow
    `<rect x="148" y="88" width="24" height="112" fill="url(#rb)"/>` +
    `<path d="M160 88C140 60 112 62 120 80C126 92 150 90 160 88ZM160 88C180 60 208 62 200 80C194 92 170 90 160 88Z" fill="url(#rb)" stroke="${GOLD.dark}" stroke-width="3"/>` +
    `<circle cx="160" cy="88" r="9" fill="${GOLD.mid}"/>`;
  return svgDocument(width, height, defs, body);
}
