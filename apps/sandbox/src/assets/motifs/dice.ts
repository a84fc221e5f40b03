import type { Random } from '../../random';
import { CASINO_RED, INK } from '../palette';
import type { Palette } from '../palette';
import type { MotifDrawing } from './motif';

// Pips of each face on a 3 x 3 grid (-1, 0, 1 in each direction).
const FACES: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** A pair of dice tumbling, their faces drawn from the picture's own numbers. */
export function dice(_palette: Palette, random: Random): MotifDrawing {
  const die = (x: number, y: number, angle: number, pips: string) => {
    const face = random.int(1, 6);
    const dots = (FACES[face] ?? [])
      .map(([dx, dy]) => `<circle cx="${dx * 10}" cy="${dy * 10}" r="4"/>`)
      .join('');
    return (
      `<g transform="translate(${x} ${y}) rotate(${angle})"><use href="#dc"/>` +
      `<g fill="${pips}">${dots}</g></g>`
    );
  };
  return {
    defs: {
      dc:
        `<g id="dc"><rect x="-21" y="-17" width="42" height="42" rx="9" fill="#c9c3d6"/>` +
        `<rect x="-21" y="-21" width="42" height="42" rx="9" fill="#fff" stroke="${INK}" stroke-opacity=".3"/></g>`,
    },
    body:
      `<ellipse cy="40" rx="44" ry="6" fill="#000" opacity=".25"/>` +
      die(-20, 10, -14, CASINO_RED) +
      die(22, -10, 16, INK),
  };
}
