import type { Random } from '../../random';
import { INK } from '../palette';
import type { Palette } from '../palette';
import { DISPLAY_FONT, num } from '../svg';
import { SHINE_GRADIENT } from './motif';
import type { MotifDrawing } from './motif';

const BALL_COLOURS = ['#e63946', '#f4a100', '#2a9d8f', '#3a86ff', '#8338ec', '#ff5d8f'] as const;

/** Numbered lottery balls: two behind, one in front, one small rolling in. */
export function lotteryBalls(_palette: Palette, random: Random): MotifDrawing {
  const numbers = new Set<number>();
  while (numbers.size < 4) numbers.add(random.int(1, 49));
  const [a, b, c, d] = [...numbers];
  const ball = (x: number, y: number, r: number, n: number | undefined) =>
    `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${random.pick(BALL_COLOURS)}"/>` +
    `<circle r="${num(r * 0.58)}" fill="#fff"/>` +
    `<text y="${num(r * 0.22)}" font-size="${num(r * 0.62)}" font-weight="900" text-anchor="middle" fill="${INK}">${n ?? 0}</text>` +
    `<circle r="${r}" fill="url(#sh)"/></g>`;
  return {
    defs: { sh: SHINE_GRADIENT },
    body:
      `<g ${DISPLAY_FONT}>${ball(-24, -14, 21, a)}${ball(26, -18, 19, b)}` +
      `<ellipse cy="42" rx="40" ry="5" fill="#000" opacity=".25"/>` +
      `${ball(-40, 28, 12, c)}${ball(2, 14, 28, d)}</g>`,
  };
}
