import type { Random } from '../../random';
import type { Palette } from '../palette';
import type { MotifDrawing } from './motif';

const BUTTONS = [
  [28, -11, '#2fbf71'],
  [37, -2, '#e63946'],
  [28, 7, '#3a86ff'],
  [19, -2, '#f4a100'],
] as const;

/** A game controller with its pad, four face buttons, two sticks and a lit strip. */
export function controller(palette: Palette, random: Random): MotifDrawing {
  // The pad's light takes the vendor's brightest tone, or the opposite hue on some games.
  const light = random.chance(0.5) ? palette.glow : palette.contrast;
  return {
    defs: {
      cb:
        '<linearGradient id="cb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a4e69"/>' +
        '<stop offset="1" stop-color="#1d1e2c"/></linearGradient>',
    },
    body:
      `<path d="M-30-24H30C43-24 49-13 51 4 53 21 47 31 38 31 30 31 26 21 18 17H-18C-26 21-30 31-38 31-47 31-53 21-51 4-49-13-43-24-30-24Z" ` +
      `fill="url(#cb)" stroke="${light}" stroke-width="2"/>` +
      `<rect x="-12" y="-20" width="24" height="4" rx="2" fill="${light}"/>` +
      `<path d="M-31-11h6v6h6v6h-6v6h-6v-6h-6v-6h6z" fill="#d9d9e3"/>` +
      BUTTONS.map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="4.6" fill="${c}"/>`).join('') +
      `<g fill="#2b2d42" stroke="#8d8fa6" stroke-width="2"><circle cx="-12" cy="12" r="7"/><circle cx="12" cy="12" r="7"/></g>`,
  };
}
