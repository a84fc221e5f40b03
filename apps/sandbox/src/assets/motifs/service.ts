import type { Random } from '../../random';
import { GOLD, INK } from '../palette';
import type { Palette } from '../palette';
import { GOLD_GRADIENT } from './motif';
import type { MotifDrawing } from './motif';
import { reels } from './slots';

/** A phone showing a slot machine, with a download badge: the app. */
export function phone(palette: Palette, random: Random): MotifDrawing {
  const screen = reels(palette, random);
  return {
    defs: { ...screen.defs, gd: GOLD_GRADIENT },
    body:
      `<rect x="-28" y="-48" width="56" height="96" rx="10" fill="${INK}" stroke="url(#gd)" stroke-width="3"/>` +
      `<rect x="-23" y="-40" width="46" height="78" rx="4" fill="${palette.mid}"/>` +
      `<rect x="-8" y="-45" width="16" height="3" rx="1.5" fill="#444"/>` +
      `<g transform="translate(-2 -4) scale(.4)">${screen.body}</g>` +
      `<circle cx="26" cy="36" r="14" fill="url(#gd)" stroke="${INK}" stroke-width="1.5"/>` +
      `<path d="M26 28V42M20 37 26 43 32 37" stroke="${INK}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  };
}

/** Two speech bubbles, one typing: help in a chat. */
export function chat(palette: Palette): MotifDrawing {
  return {
    defs: { gd: GOLD_GRADIENT },
    body:
      `<path d="M0-46H38C44-46 48-42 48-36V-14C48-8 44-4 38-4H30L34 8 20-4H0C-6-4-10-8-10-14V-36C-10-42-6-46 0-46Z" fill="url(#gd)"/>` +
      `<path d="M-40-20H14C21-20 26-15 26-8V20C26 27 21 32 14 32H-14L-30 46V32H-40C-47 32-52 27-52 20V-8C-52-15-47-20-40-20Z" fill="#fff"/>` +
      `<g fill="${palette.base}"><circle cx="-26" cy="6" r="5"/><circle cx="-13" cy="6" r="5"/><circle cx="0" cy="6" r="5"/></g>`,
  };
}

/** A gold padlock: the account, kept safe. */
export function lock(palette: Palette): MotifDrawing {
  return {
    defs: { gd: GOLD_GRADIENT },
    body:
      `<path d="M-19-6V-22C-19-46 19-46 19-22V-6" stroke="#d5d1dc" stroke-width="9" fill="none"/>` +
      `<rect x="-30" y="-8" width="60" height="50" rx="9" fill="url(#gd)" stroke="${GOLD.dark}" stroke-width="2"/>` +
      `<circle cy="11" r="7" fill="${palette.deep}"/><path d="M-3 13-5 28H5L3 13Z" fill="${palette.deep}"/>`,
  };
}
