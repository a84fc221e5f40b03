/**
 * Scales generated from a brand's own colour (ADR 031): a brand file may give its accent or its
 * neutral as `#rrggbb` instead of a palette name. The scale keeps the colour's OKLCH hue and
 * chroma and takes the palette's lightness curve (palette-spec.ts), so its steps play the roles of
 * the preset scales; then every step a semantic token reads as text, a boundary or a solid is moved
 * in lightness only, until it clears the contrast pairs of contrast.ts against the brand's actual
 * backgrounds. Contrast therefore holds by construction, for any colour, and the contrast walk of
 * the tests checks it again.
 */
import { contrastRatio, normalizeColor } from './color';
import { DARK_C, DARK_L, LIGHT_C, LIGHT_L, oklchToHex, SOLID_L } from './palette-spec';
import type { Scale, ScaleSteps } from './palette-spec';

/** A brand colour as a brand file writes it. */
export type HexColor = `#${string}`;

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is HexColor {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

export interface Oklch {
  readonly l: number;
  readonly c: number;
  /** Degrees; 0 for a grey, which has no hue. */
  readonly h: number;
}

const decode = (channel: number) => {
  const srgb = channel / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
};

/** `#rrggbb` to OKLCH (Björn Ottosson's OKLab matrices, the inverse of palette-spec's). */
export function hexToOklch(hex: string): Oklch {
  const normal = normalizeColor(hex);
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((at) =>
    decode(Number.parseInt(normal.slice(at, at + 2), 16)),
  );
  const l = Math.cbrt(0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue);
  const m = Math.cbrt(0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue);
  const s = Math.cbrt(0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue);
  const lightness = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const c = Math.hypot(a, bb);
  // Below this chroma the hue is rounding noise: call it a grey.
  const h = c < 1e-4 ? 0 : ((Math.atan2(bb, a) * 180) / Math.PI + 360) % 360;
  return { l: lightness, c: c < 1e-4 ? 0 : c, h };
}

/** A neutral is a tinted grey: more chroma than this and it reads as a colour, not a grey. */
export const NEUTRAL_MAX_CHROMA = 0.025;
/** The lightness a repair moves by per try; 0.005 is below a visible difference. */
const NUDGE = 0.005;
const WHITE = '#ffffff';
/** Text minimum (WCAG 1.4.3) and boundary minimum (1.4.11). */
const TEXT = 4.5;
const UI = 3;

const clears = (color: string, backgrounds: readonly string[], ratio: number) =>
  backgrounds.every((background) => contrastRatio(color, background) >= ratio);

/**
 * The colour at lightness `l`, or the nearest one in `direction` (-1 darker, +1 lighter) that
 * clears `ratio` against every background. Pure black or white ends the walk: they clear any
 * ratio the curves ask for against the near-white and near-black backgrounds they are paired with.
 */
function readable(
  l: number,
  c: number,
  h: number,
  backgrounds: readonly string[],
  ratio: number,
  direction: -1 | 1,
): string {
  for (let at = l; at >= 0 && at <= 1; at += direction * NUDGE) {
    const hex = oklchToHex(at, c, h);
    if (clears(hex, backgrounds, ratio)) return hex;
  }
  return direction < 0 ? '#000000' : WHITE;
}

type Steps = string[];
const asSteps = (values: Steps) => values as unknown as ScaleSteps;

function curve(
  lightness: readonly number[],
  chromaShare: readonly number[],
  color: Oklch,
  solid: readonly [number, number],
): Steps {
  return lightness.map((l, index) => {
    const stepL = index === 8 ? solid[0] : index === 9 ? solid[1] : l;
    return oklchToHex(stepL, color.c * (chromaShare[index] ?? 0), color.h);
  });
}

/** The deep shade of a hue that reads on a bright solid, as Radix's bright scales do. */
const deepShade = (color: Oklch) => oklchToHex(0.22, color.c * 0.35, color.h);

/** Text for a scale's solids: white when it reads on all of them, else the deep shade. */
function contrastText(color: Oklch, solids: readonly string[]): string {
  return clears(WHITE, solids, TEXT) ? WHITE : deepShade(color);
}

/**
 * A neutral scale tinted with the colour's hue. Text steps (11, 12) and the form-field edges
 * (border.emphasis: step 9 in light, 10 in dark) are repaired against the scale's own surfaces
 * (steps 1-3 and the white of raised cards in light mode).
 */
export function generateNeutralScale(hex: string): Scale {
  const input = hexToOklch(hex);
  const color = { ...input, c: Math.min(input.c, NEUTRAL_MAX_CHROMA) };
  const light = curve(LIGHT_L, LIGHT_C, color, SOLID_L.neutral.light);
  const dark = curve(DARK_L, DARK_C, color, SOLID_L.neutral.dark);
  const lightSurfaces = [light[0], light[1], light[2], WHITE].map(String);
  const darkSurfaces = [dark[0], dark[1], dark[2]].map(String);
  // Light text and edges get darker until they read; dark ones lighter.
  const fix = (mode: 'light' | 'dark', index: number, ratio: number) => {
    const [steps, curveL, share, solid, surfaces, direction] =
      mode === 'light'
        ? ([light, LIGHT_L, LIGHT_C, SOLID_L.neutral.light, lightSurfaces, -1] as const)
        : ([dark, DARK_L, DARK_C, SOLID_L.neutral.dark, darkSurfaces, 1] as const);
    const l = index === 8 ? solid[0] : index === 9 ? solid[1] : (curveL[index] ?? 0.5);
    const c = color.c * (share[index] ?? 0);
    steps[index] = readable(l, c, color.h, surfaces, ratio, direction);
  };
  fix('light', 10, TEXT);
  fix('light', 11, TEXT);
  fix('light', 8, UI);
  fix('dark', 10, TEXT);
  fix('dark', 11, TEXT);
  fix('dark', 9, UI);
  const solids = [light[8], light[9], dark[8], dark[9]].map(String);
  return { light: asSteps(light), dark: asSteps(dark), contrast: contrastText(color, solids) };
}

interface Solid {
  readonly step9: string;
  readonly step10: string;
  readonly text: string;
  readonly l: number;
}

/*
 * The solid (step 9, the brand's buttons) and its hover (step 10), the same in both modes as in
 * the preset scales. It must carry its text at 4.5:1 and stand out at 3:1 from the page in both
 * modes. Two kinds can: a dark solid with white text (hover darker) and a bright one with the
 * hue's deep shade as text (hover lighter): hover always moves away from the text, so it keeps
 * its contrast. The brand's own colour is kept when it qualifies; otherwise the qualifying
 * lightness nearest to it, at the colour's hue and chroma (less chroma only if nothing qualifies).
 */
function solidFor(input: string, color: Oklch, pageLight: string[], pageDark: string[]): Solid {
  const candidate = (l: number, c: number, kind: 'white' | 'bright', exact?: string) => {
    const step9 = exact ?? oklchToHex(l, c, color.h);
    const step10 = oklchToHex(kind === 'white' ? l - 0.05 : l + 0.04, c, color.h);
    const text = kind === 'white' ? WHITE : deepShade({ ...color, c });
    const ok =
      clears(text, [step9, step10], TEXT) &&
      clears(step9, pageLight, UI) &&
      clears(step9, pageDark, UI);
    return ok ? { step9, step10, text, l } : undefined;
  };
  const exact = normalizeColor(input);
  const own =
    candidate(color.l, color.c, 'white', exact) ?? candidate(color.l, color.c, 'bright', exact);
  if (own) return own;
  for (const share of [1, 0.5, 0.25, 0]) {
    const c = color.c * share;
    let best: Solid | undefined;
    for (let l = 0.2; l <= 0.95; l += NUDGE / 2) {
      const found = candidate(l, c, 'white') ?? candidate(l, c, 'bright');
      if (found && (!best || Math.abs(l - color.l) < Math.abs(best.l - color.l))) best = found;
    }
    if (best) return best;
  }
  throw new Error(`No solid colour near ${input} reads in both modes`);
}

/**
 * An accent scale from the brand's colour, fitted to the brand's neutral scale (its surfaces are
 * what the accent's text, links, focus ring and buttons must stand out from).
 */
export function generateAccentScale(hex: string, neutral: Scale): Scale {
  const color = hexToOklch(hex);
  const pageLight = [neutral.light[0], neutral.light[1], WHITE];
  const pageDark = [neutral.dark[0], neutral.dark[1], neutral.dark[2]];
  const solid = solidFor(hex, color, pageLight, pageDark);
  const flat = [solid.l, solid.l] as const;
  const light = curve(LIGHT_L, LIGHT_C, color, flat);
  const dark = curve(DARK_L, DARK_C, color, flat);
  for (const steps of [light, dark]) {
    steps[8] = solid.step9;
    steps[9] = solid.step10;
  }
  // Step 3 is the subtle accent background under default text (fg.default on bg.accentSubtle).
  light[2] = readable(LIGHT_L[2], color.c * LIGHT_C[2], color.h, [neutral.light[11]], TEXT, 1);
  dark[2] = readable(DARK_L[2], color.c * DARK_C[2], color.h, [neutral.dark[11]], TEXT, -1);
  // Steps 11 and 12 are text (links, the dark focus ring): on every surface and on step 3.
  const lightText = [...pageLight, neutral.light[2], String(light[2])];
  const darkText = [...pageDark, String(dark[2])];
  light[10] = readable(LIGHT_L[10], color.c * LIGHT_C[10], color.h, lightText, TEXT, -1);
  light[11] = readable(LIGHT_L[11], color.c * LIGHT_C[11], color.h, lightText, TEXT, -1);
  dark[10] = readable(DARK_L[10], color.c * DARK_C[10], color.h, darkText, TEXT, 1);
  dark[11] = readable(DARK_L[11], color.c * DARK_C[11], color.h, darkText, TEXT, 1);
  return { light: asSteps(light), dark: asSteps(dark), contrast: solid.text };
}
