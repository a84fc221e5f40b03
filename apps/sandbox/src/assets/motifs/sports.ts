import type { Random } from '../../random';
import { INK } from '../palette';
import type { Palette } from '../palette';
import { num } from '../svg';
import { SHINE_GRADIENT } from './motif';
import type { MotifDrawing } from './motif';

/** A football above a pitch seen in perspective, its lines and centre circle in white. */
export function football(_palette: Palette, random: Random): MotifDrawing {
  const turn = random.int(0, 71);
  const pentagon = (r: number) =>
    Array.from({ length: 5 }, (_, i) => {
      const a = ((i * 72 - 90) * Math.PI) / 180;
      return `${num(Math.cos(a) * r)} ${num(Math.sin(a) * r)}`;
    });
  const inner = pentagon(9);
  const outer = pentagon(19);
  const seams = inner.map((point, i) => `M${point}L${outer[i]}`).join('');
  const patches = outer
    .map((point) => `<circle cx="${point.split(' ')[0]}" cy="${point.split(' ')[1]}" r="6"/>`)
    .join('');
  return {
    defs: {
      sh: SHINE_GRADIENT,
      pt:
        '<linearGradient id="pt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f9e44"/>' +
        '<stop offset="1" stop-color="#1b6e2f"/></linearGradient>',
      bc: '<clipPath id="bc"><circle r="26"/></clipPath>',
    },
    body:
      `<path d="M-50 48-32 14H32L50 48Z" fill="url(#pt)"/>` +
      `<path d="M-41 31H41" stroke="#fff" stroke-opacity=".12" stroke-width="9"/>` +
      `<g stroke="#fff" stroke-width="1.8" fill="none" opacity=".9"><path d="M-47 46-31 16H31L47 46ZM-39 31H39"/>` +
      `<ellipse cy="31" rx="12" ry="4.5"/></g>` +
      `<ellipse cy="20" rx="20" ry="4" fill="#000" opacity=".3"/>` +
      `<g transform="translate(0 -12) rotate(${turn})"><circle r="26" fill="#fff" stroke="${INK}" stroke-width="1.5"/>` +
      `<g clip-path="url(#bc)" fill="${INK}">${patches}<path d="M${inner.join('L')}Z"/></g>` +
      `<path d="${seams}" stroke="${INK}" stroke-width="1.5"/></g>` +
      // The light stays where it is while the ball turns.
      `<circle cy="-12" r="26" fill="url(#sh)"/>`,
  };
}
