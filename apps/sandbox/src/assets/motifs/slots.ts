import type { Random } from '../../random';
import { CASINO_RED, GOLD, INK } from '../palette';
import type { Palette } from '../palette';
import { DISPLAY_FONT, num } from '../svg';
import { GOLD_GRADIENT } from './motif';
import type { MotifDrawing } from './motif';

type ReelSymbol = 'seven' | 'cherry' | 'bar' | 'gem';

// Sevens lead, as they do on the machines the motif stands for.
const SYMBOLS: readonly (readonly [ReelSymbol, number])[] = [
  ['seven', 5],
  ['cherry', 2],
  ['bar', 2],
  ['gem', 1],
];

/** A slot machine's window of three reels under a row of lights, with its lever. */
export function reels(palette: Palette, random: Random): MotifDrawing {
  // One in three machines shows the jackpot line: three sevens.
  const jackpot = random.chance(1 / 3);
  const symbols = [0, 1, 2].map(() => (jackpot ? 'seven' : random.weighted(SYMBOLS)));
  const lights = [-20, -10, 0, 10, 20].map((x) => `<circle cx="${x}" cy="-41" r="2.6"/>`).join('');
  const windows = symbols
    .map((symbol, i) => {
      const x = -40 + i * 27.5;
      return (
        `<rect x="${num(x)}" y="-24" width="25" height="48" rx="4" fill="url(#rl)"/>` +
        `<g transform="translate(${num(x + 12.5)} 0)">${drawSymbol(symbol, palette)}</g>`
      );
    })
    .join('');
  return {
    defs: {
      gd: GOLD_GRADIENT,
      // A reel is a drum: darker where it turns away at the top and bottom.
      rl:
        '<linearGradient id="rl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9b3c4"/>' +
        '<stop offset=".3" stop-color="#fff"/><stop offset=".7" stop-color="#fff"/>' +
        '<stop offset="1" stop-color="#b9b3c4"/></linearGradient>',
    },
    body:
      `<path d="M50-8h6v-24" stroke="#d5d1dc" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      `<circle cx="56" cy="-34" r="6" fill="${CASINO_RED}" stroke="${INK}"/>` +
      `<rect x="-30" y="-48" width="60" height="15" rx="7.5" fill="${CASINO_RED}" stroke="${INK}" stroke-width="1.5"/>` +
      `<g fill="${GOLD.light}">${lights}</g>` +
      `<rect x="-50" y="-33" width="100" height="66" rx="12" fill="url(#gd)" stroke="${INK}" stroke-width="2"/>` +
      `<rect x="-44" y="-28" width="88" height="56" rx="7" fill="${palette.deep}"/>` +
      windows +
      `<path d="M-46 0H46" stroke="${CASINO_RED}" stroke-width="1.5" opacity=".7"/>`,
  };
}

function drawSymbol(symbol: ReelSymbol, palette: Palette): string {
  switch (symbol) {
    case 'seven':
      return (
        `<text y="12" font-size="34" font-weight="900" text-anchor="middle" ${DISPLAY_FONT} ` +
        `fill="${CASINO_RED}" stroke="${INK}" stroke-width="1.5" paint-order="stroke">7</text>`
      );
    case 'cherry':
      return (
        `<path d="M2-13C0-6 4-2 6 4M2-13C-2-7-6-3-6 4" stroke="#2f8f3a" stroke-width="2" fill="none"/>` +
        `<circle cx="-6" cy="8" r="6" fill="${CASINO_RED}"/><circle cx="6" cy="8" r="6" fill="${CASINO_RED}"/>` +
        `<circle cx="-8" cy="6" r="1.6" fill="#fff" opacity=".7"/>`
      );
    case 'bar':
      return (
        `<rect x="-11" y="-8" width="22" height="16" rx="2" fill="${INK}"/>` +
        `<text y="3.5" font-size="9" font-weight="900" text-anchor="middle" ${DISPLAY_FONT} fill="${GOLD.mid}">BAR</text>`
      );
    case 'gem':
      return (
        `<path d="M-9-4-4-10H4L9-4 0 11Z" fill="${palette.contrast}" stroke="${INK}"/>` +
        `<path d="M-9-4H9M-4-10-2-4 0 11 2-4 4-10" stroke="#fff" stroke-opacity=".5" fill="none"/>`
      );
  }
}
