import type { Random } from '../../random';
import { INK } from '../palette';
import type { Palette } from '../palette';
import type { MotifDrawing } from './motif';

// A fish facing left, its body in the colour of the <use> that places it: body, tail, top fin.
const FISH =
  '<g id="fs"><path d="M-36 0C-24-24 14-26 30 0 14 26-24 24-36 0Z"/>' +
  '<path d="M26 0 47-19C42-6 42 6 47 19Z"/><path d="M-8-20C0-32 12-30 17-18Z"/>' +
  '<path d="M-14-14C-8-5-8 5-14 14" stroke="#000" stroke-opacity=".25" stroke-width="2" fill="none"/>' +
  '<circle cx="-22" cy="-5" r="5.5" fill="#fff"/><circle cx="-23" cy="-5" r="2.8" fill="#111"/></g>';

/** A big fish and a small one among rising bubbles. */
export function fish(palette: Palette, random: Random): MotifDrawing {
  const bubbles = Array.from({ length: 5 }, () => {
    const r = random.int(3, 7);
    return `<circle cx="${random.int(-46, 46)}" cy="${random.int(-48, 40)}" r="${r}"/>`;
  }).join('');
  return {
    defs: {
      fs: FISH,
      fb:
        '<linearGradient id="fb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd166"/>' +
        '<stop offset="1" stop-color="#f3722c"/></linearGradient>',
    },
    body:
      `<g fill="#fff" fill-opacity=".18" stroke="#fff" stroke-opacity=".75" stroke-width="1.5">${bubbles}</g>` +
      `<use href="#fs" fill="${palette.contrast}" transform="translate(26 -30) scale(.45)"/>` +
      `<use href="#fs" fill="url(#fb)" transform="translate(-4 8)"/>` +
      // The clownfish's bands: white with a dark edge, across the big fish.
      `<path d="M-14-18C-7-6-7 6-14 18M4-22C12-8 12 8 4 22" stroke="#fff" stroke-width="5" fill="none" transform="translate(-4 8)"/>` +
      `<path d="M-14-18C-7-6-7 6-14 18M4-22C12-8 12 8 4 22" stroke="${INK}" stroke-opacity=".35" stroke-width="1" fill="none" transform="translate(-1 8)"/>` +
      `<circle cx="-40" cy="-26" r="2.5" fill="#fff" opacity=".8"/>`,
  };
}
