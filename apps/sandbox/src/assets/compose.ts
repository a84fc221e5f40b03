import type { Random } from '../random';
import type { Palette } from './palette';
import { MOTIFS } from './motifs';
import type { MotifName } from './motifs';
import { num } from './svg';

export interface Placement {
  motif: MotifName;
  /** Where the centre of the motif's 100 x 100 box goes. */
  x: number;
  y: number;
  /** 1 draws the box 100 units wide. */
  scale: number;
  rotate?: number;
}

/**
 * The placed motifs, each in a group named after it (a test or a designer can find which motif a
 * picture shows), and the definitions they need, each once.
 */
export function placeMotifs(
  placements: readonly Placement[],
  palette: Palette,
  random: Random,
): { defs: string; body: string } {
  const defs: Record<string, string> = {};
  let body = '';
  for (const { motif, x, y, scale, rotate } of placements) {
    const drawing = MOTIFS[motif](palette, random);
    Object.assign(defs, drawing.defs);
    const turn = rotate ? ` rotate(${rotate})` : '';
    body += `<g class="${motif}" transform="translate(${num(x)} ${num(y)}) scale(${Math.round(scale * 100) / 100})${turn}">${drawing.body}</g>`;
  }
  return { defs: Object.values(defs).join(''), body };
}
