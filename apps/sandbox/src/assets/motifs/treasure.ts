import type { Random } from '../../random';
import { GOLD } from '../palette';
import type { Palette } from '../palette';
import { SPARKLE_PATH } from '../svg';
import { GOLD_GRADIENT } from './motif';
import type { MotifDrawing } from './motif';

const STAR = 'M0-10 2.9-4 9.5-3.1 4.7 1.5 5.9 8.1 0 5 -5.9 8.1-4.7 1.5-9.5-3.1-2.9-4Z';

// A coin seen from above, and one seen edge-on (a layer of a stack).
const COIN =
  `<g id="cn"><circle r="20" fill="url(#gd)" stroke="${GOLD.dark}" stroke-width="2"/>` +
  `<circle r="14" fill="none" stroke="${GOLD.dark}" stroke-opacity=".55" stroke-width="1.5"/>` +
  `<path d="${STAR}" fill="${GOLD.dark}" opacity=".6"/></g>`;
const LAYER = `<g id="ly"><ellipse cy="3" rx="18" ry="6" fill="${GOLD.dark}"/><ellipse rx="18" ry="6" fill="url(#gd)"/></g>`;

/** Stacks of gold coins, a big coin in front and a glint: the jackpot. */
export function coins(_palette: Palette, random: Random): MotifDrawing {
  const stack = (x: number, height: number) =>
    Array.from(
      { length: height },
      (_, i) => `<use href="#ly" transform="translate(${x} ${34 - i * 7})"/>`,
    ).join('');
  return {
    defs: { gd: GOLD_GRADIENT, cn: COIN, ly: LAYER },
    body:
      `<ellipse cy="40" rx="48" ry="6" fill="#000" opacity=".25"/>` +
      stack(-28, random.int(4, 6)) +
      stack(28, random.int(3, 5)) +
      `<use href="#cn" transform="translate(0 8) scale(1.35)"/>` +
      `<path d="${SPARKLE_PATH}" fill="#fff" transform="translate(${random.int(-30, 30)} -34) scale(.8)"/>`,
  };
}

/** A wrapped gift: box, lid, gold ribbon and bow. */
export function gift(palette: Palette): MotifDrawing {
  return {
    defs: { gd: GOLD_GRADIENT },
    body:
      `<ellipse cy="44" rx="44" ry="5" fill="#000" opacity=".25"/>` +
      `<rect x="-32" y="-6" width="64" height="48" rx="4" fill="${palette.contrast}"/>` +
      `<rect x="-32" y="-6" width="64" height="10" fill="#000" opacity=".15"/>` +
      `<rect x="-37" y="-20" width="74" height="16" rx="3" fill="${palette.contrast}"/>` +
      `<rect x="-37" y="-20" width="74" height="16" rx="3" fill="#fff" opacity=".18"/>` +
      `<rect x="-7" y="-20" width="14" height="62" fill="url(#gd)"/>` +
      `<path d="M0-20C-14-44-38-34-22-22-16-19-8-20 0-20ZM0-20C14-44 38-34 22-22 16-19 8-20 0-20Z" fill="url(#gd)" stroke="${GOLD.dark}" stroke-width="1.5"/>` +
      `<circle cy="-21" r="5" fill="${GOLD.mid}" stroke="${GOLD.dark}" stroke-width="1.5"/>`,
  };
}
