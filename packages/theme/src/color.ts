/** Colour parsing and WCAG 2.x contrast. Inputs are the forms the theme emits: hex and rgba(). */

export interface Rgba {
  /** 0-255 */
  readonly r: number;
  readonly g: number;
  readonly b: number;
  /** 0-1 */
  readonly a: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGBA =
  /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+|1\.0+)\s*)?\)$/i;

export const hexPattern = HEX;
export const rgbaPattern = RGBA;

/** Parses `#rgb`, `#rrggbb`, `rgb(r, g, b)` and `rgba(r, g, b, a)`; throws on anything else. */
export function parseColor(value: string): Rgba {
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex !== undefined) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
      a: 1,
    };
  }
  const rgba = RGBA.exec(text);
  if (rgba) {
    const [r, g, b] = [rgba[1], rgba[2], rgba[3]].map(Number);
    if (r !== undefined && g !== undefined && b !== undefined && Math.max(r, g, b) <= 255) {
      return { r, g, b, a: rgba[4] === undefined ? 1 : Number(rgba[4]) };
    }
  }
  throw new Error(`Not a colour the theme understands: "${value}"`);
}

/** Lower-case `#rrggbb` for opaque colours, so every resolved theme colour has one spelling. */
export function normalizeColor(value: string): string {
  const { r, g, b, a } = parseColor(value);
  if (a < 1) return `rgba(${r}, ${g}, ${b}, ${a})`;
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function linear(channel: number): number {
  const srgb = channel / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance of an opaque colour. */
export function relativeLuminance(color: Rgba): number {
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/**
 * WCAG 2.x contrast ratio, 1 to 21. A translucent foreground is composited over the background
 * first; the background itself must be opaque, since what lies under it is unknown here.
 */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parseColor(background);
  if (bg.a < 1) {
    throw new Error(`Contrast needs an opaque background, got "${background}"`);
  }
  const fg = over(parseColor(foreground), bg);
  const [lighter, darker] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
