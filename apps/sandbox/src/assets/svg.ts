import { createHash } from 'node:crypto';

/** Text goes into SVG markup: names are seed data today, but a dev edit must not inject markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A strong validator of the exact bytes. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** A coordinate with at most one decimal: the pictures stay small and their bytes stable. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/**
 * The outer element of every picture: an explicit viewBox, width and height, so an <img> without
 * its own size still reserves the right box.
 */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

/**
 * The type of every picture. Only fonts a phone or desktop already has: a picture used as an
 * image cannot load one, and must not reference anything outside itself.
 */
export const DISPLAY_FONT =
  'font-family="system-ui,-apple-system,Segoe UI,Roboto,Noto Sans,Arial,sans-serif"';

/** Light rays from a point: alternate wedges of a circle, as one path. */
export function rays(cx: number, cy: number, radius: number, count: number, turn: number): string {
  const step = (Math.PI * 2) / count;
  let d = '';
  for (let i = 0; i < count; i += 2) {
    const a = turn + i * step;
    const b = a + step;
    d +=
      `M${num(cx)} ${num(cy)}L${num(cx + Math.cos(a) * radius)} ${num(cy + Math.sin(a) * radius)}` +
      `L${num(cx + Math.cos(b) * radius)} ${num(cy + Math.sin(b) * radius)}Z`;
  }
  return d;
}

/** A four-pointed sparkle centred on 0,0 with arms of length 10; place it with a transform. */
export const SPARKLE_PATH = 'M0-10C1-3 3-1 10 0C3 1 1 3 0 10C-1 3-3 1-10 0C-3-1-1-3 0-10Z';
