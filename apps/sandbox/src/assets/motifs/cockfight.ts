import type { Random } from '../../random';
import { CASINO_RED, GOLD, INK } from '../palette';
import type { Palette } from '../palette';
import type { MotifDrawing } from './motif';

// Plumage: a bird of the ring is red-brown or dark, its tail in deep green and the brand's hue.
const PLUMAGE = ['#c2410c', '#9a3412', '#3f3f46', '#b45309'] as const;

/** A fighting rooster in profile, facing right: sweeping tail, comb, wattle and spurs. */
export function rooster(palette: Palette, random: Random): MotifDrawing {
  const body = random.pick(PLUMAGE);
  return {
    defs: {},
    body:
      // Tail feathers, back to front.
      `<path d="M-12-2C-34-10-46-32-40-48-30-34-20-24-4-14Z" fill="#14532d"/>` +
      `<path d="M-12 2C-40 0-52-20-50-36-38-22-26-14-6-8Z" fill="${palette.contrast}"/>` +
      `<path d="M-12 8C-38 14-50 2-52-12-40-2-26 0-8 0Z" fill="${INK}"/>` +
      // Legs and spurs.
      `<g stroke="${GOLD.dark}" stroke-width="3.5" stroke-linecap="round" fill="none">` +
      `<path d="M2 26 0 44M-7 44H6M14 26 16 44M10 44H23M1 36-3 34M15 36 11 34"/></g>` +
      // Body, wing, neck and head.
      `<path d="M-16 6C-16-16 6-24 20-14 30-6 26 18 10 28-4 34-16 24-16 6Z" fill="${body}"/>` +
      `<path d="M-8 4C0-8 16-6 18 6 12 18-2 18-8 4Z" fill="#000" opacity=".28"/>` +
      `<path d="M8-12C10-24 14-34 22-38L32-26C28-18 26-12 22-6Z" fill="${GOLD.mid}"/>` +
      `<circle cx="25" cy="-32" r="9.5" fill="${body}"/>` +
      `<path d="M16-38C15-47 20-47 21-41 21-49 27-49 27-41 29-48 34-46 31-37Z" fill="${CASINO_RED}"/>` +
      `<path d="M33-34 43-30 33-27Z" fill="${GOLD.mid}"/>` +
      `<path d="M31-26C35-20 31-15 28-20Z" fill="${CASINO_RED}"/>` +
      `<circle cx="28" cy="-33" r="3" fill="#fff"/><circle cx="28.6" cy="-33" r="1.6" fill="${INK}"/>`,
  };
}
