/**
 * Colours of the drawings, derived from the one colour a vendor, game or banner row holds. Every
 * colour that reaches the markup is re-emitted from numbers here, so a colour column edited by hand
 * can never carry text into an attribute.
 */

export interface Palette {
  /** The darkest tone: edges of the background, ink for outlines. */
  deep: string;
  /** The background's middle tone. */
  mid: string;
  /** The colour as given (normalised). */
  base: string;
  /** A lighter, livelier tone: the glow behind the motif. */
  light: string;
  /** The brightest tone of the hue, for highlights on the motif. */
  glow: string;
  /** The opposite hue, for a second colour on the motif that stands out from the background. */
  contrast: string;
}

/** Gold of coins, frames and buttons: the warm highlight casino artwork leans on. */
export const GOLD = { light: '#fff1a8', mid: '#f6c445', dark: '#b87a0c' } as const;
export const INK = '#1b0f24';
export const CASINO_RED = '#d7263d';

// A hue that makes a pleasant, readable background when a stored colour cannot be read.
const FALLBACK = { h: 265, s: 0.55, l: 0.42 };

export function paletteOf(colour: string): Palette {
  const { h, s } = hslOf(colour);
  // Greys (s near 0) get a little colour, so the drawing never turns flat grey.
  const sat = Math.max(s, 0.35);
  return {
    deep: hsl(h, Math.min(sat + 0.1, 0.9), 0.12),
    mid: hsl(h, sat, 0.27),
    base: hsl(h, sat, 0.42),
    light: hsl(h, Math.min(sat + 0.2, 0.95), 0.58),
    glow: hsl(h, 0.95, 0.78),
    contrast: hsl((h + 180) % 360, 0.8, 0.55),
  };
}

/** A hue, saturation (0-1) and lightness (0-1) as #rrggbb. */
export function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The hue (0-359), saturation and lightness of a #rrggbb colour; a fallback for anything else. */
export function hslOf(colour: string): { h: number; s: number; l: number } {
  const match = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return FALLBACK;
  const value = Number.parseInt(match[1], 16);
  const r = (value >> 16) / 255;
  const g = ((value >> 8) & 0xff) / 255;
  const b = (value & 0xff) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: Math.round(h * 60) % 360, s, l };
}
