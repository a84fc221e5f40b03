import type { Random } from '../../random';
import { CASINO_RED, INK } from '../palette';
import type { Palette } from '../palette';
import { DISPLAY_FONT, num } from '../svg';
import { GOLD_GRADIENT, SHINE_GRADIENT } from './motif';
import type { MotifDrawing } from './motif';

/** Card suits centred on 0,0, about 20 units across. */
const SUITS = {
  spade: 'M0-10C-12-1-10 8-3 6-2 5-1 4-1 3L-3 10H3L1 3C1 4 2 5 3 6 10 8 12-1 0-10Z',
  heart: 'M0 9C-12 1-11-10-4-10-1-10 0-7 0-6 0-7 1-10 4-10 11-10 12 1 0 9Z',
  diamond: 'M0-11 8 0 0 11-8 0Z',
  club: 'M0-11A5 5 0 1 1 0-1 5 5 0 1 1 0-11ZM-5-4A5 5 0 1 1-5 6 5 5 0 1 1-5-4ZM5-4A5 5 0 1 1 5 6 5 5 0 1 1 5-4ZM0 0-3 10H3Z',
} as const;
type Suit = keyof typeof SUITS;
const SUIT_NAMES = Object.keys(SUITS) as Suit[];
const RANKS = ['A', 'K', 'Q', 'J', '10', '9'] as const;

/** Three playing cards fanned out from one hand. */
export function cards(_palette: Palette, random: Random): MotifDrawing {
  const fan = [-16, 0, 16]
    .map((angle) => {
      const suit = random.pick(SUIT_NAMES);
      const colour = suit === 'heart' || suit === 'diamond' ? CASINO_RED : INK;
      return (
        `<g transform="rotate(${angle} 0 60)"><use href="#cd"/>` +
        `<g fill="${colour}"><text x="-16" y="-14" font-size="12" font-weight="800" ${DISPLAY_FONT}>${random.pick(RANKS)}</text>` +
        `<path d="${SUITS[suit]}" transform="translate(0 6) scale(1.4)"/></g></g>`
      );
    })
    .join('');
  return {
    defs: {
      cd: `<rect id="cd" x="-21" y="-30" width="42" height="60" rx="5" fill="#fff" stroke="${INK}" stroke-opacity=".35"/>`,
    },
    body: fan,
  };
}

/** Casino chips seen from above, in the colours of the table's stakes. */
export function chips(palette: Palette, random: Random): MotifDrawing {
  const colours = [CASINO_RED, palette.contrast, '#1d1d1f', '#2a7de1', '#2f9e44'];
  const places = [
    [-26, 12, 1],
    [24, 16, 0.9],
    [0, -8, 1.15],
  ] as const;
  const body = places
    .map(
      ([x, y, scale]) =>
        `<use href="#cp" fill="${random.pick(colours)}" transform="translate(${x} ${y}) scale(${scale})"/>`,
    )
    .join('');
  return { defs: { cp: CHIP, sh: SHINE_GRADIENT }, body };
}

// The body takes the colour of the <use> that places it; the edge inserts and the rim are white.
const CHIP =
  '<g id="cp"><circle r="20"/>' +
  '<circle r="17.5" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="5.5 8.2"/>' +
  '<circle r="12" fill="none" stroke="#fff" stroke-width="1.2" stroke-dasharray="2 2"/>' +
  '<circle r="20" fill="url(#sh)"/></g>';

/** A roulette wheel: gold rim, red and black pockets, the turret and the ball. */
export function roulette(palette: Palette, random: Random): MotifDrawing {
  const angle = random.next() * Math.PI * 2;
  return {
    defs: { gd: GOLD_GRADIENT, sh: SHINE_GRADIENT },
    body:
      `<circle r="49" fill="url(#gd)" stroke="${INK}" stroke-width="1.5"/>` +
      `<circle r="43" fill="#5b2a12"/><circle r="37" fill="#151515"/>` +
      // 16 pockets: a dashed ring over the black one alternates red and black.
      `<circle r="29" fill="none" stroke="${CASINO_RED}" stroke-width="16" stroke-dasharray="5.69 5.69"/>` +
      `<path d="M29-2.8A29 29 0 0 1 29 2.8" stroke="#1e9e4a" stroke-width="16" fill="none" transform="rotate(${Math.round(random.next() * 360)})"/>` +
      `<circle r="21" fill="${palette.mid}" stroke="url(#gd)" stroke-width="2.5"/>` +
      `<path d="M-15 0H15M0-15V15" stroke="url(#gd)" stroke-width="3.5" stroke-linecap="round"/>` +
      `<circle r="5" fill="url(#gd)"/>` +
      `<circle cx="${num(Math.cos(angle) * 33)}" cy="${num(Math.sin(angle) * 33)}" r="3.6" fill="#fff"/>` +
      `<circle r="49" fill="url(#sh)" opacity=".5"/>`,
  };
}
