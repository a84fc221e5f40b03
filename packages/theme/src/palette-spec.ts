/**
 * The recipe the palette is generated from. `palette.ts` holds the generated hex values, so the
 * runtime never does colour maths; `scripts/generate-palette.ts` rewrites it from this recipe and a
 * test fails when the two drift apart.
 *
 * Scales are built in OKLCH because its lightness tracks perceived lightness across hues: one
 * lightness curve gives every hue the same contrast behaviour, which is what lets a brand swap its
 * accent hue without re-tuning the semantic tokens.
 *
 * This module must stay self-contained (no imports): the generator script loads it directly.
 */

export const scaleNames = [
  'gray',
  'slate',
  'sage',
  'sand',
  'blue',
  'indigo',
  'violet',
  'plum',
  'crimson',
  'red',
  'orange',
  'amber',
  'gold',
  'green',
  'teal',
] as const;

export type ScaleName = (typeof scaleNames)[number];

/** Twelve steps, index 0 is step 1. */
export type ScaleSteps = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

export interface Scale {
  readonly light: ScaleSteps;
  readonly dark: ScaleSteps;
  /** Text colour that reads on the solid steps (9 and 10) in both modes. */
  readonly contrast: string;
}

export type Palette = Readonly<Record<ScaleName, Scale>>;

export interface ScaleRecipe {
  /** OKLCH hue in degrees. */
  readonly hue: number;
  /** Peak OKLCH chroma, reached at the solid steps; reduced where sRGB cannot show it. */
  readonly chroma: number;
  /**
   * `dark` solids take white text (lightness kept low enough for 4.5:1); `bright` solids (amber,
   * gold) take dark text, as yellow cannot be both recognisable and dark.
   */
  readonly solid: 'neutral' | 'dark' | 'bright';
}

export const scaleRecipes: Readonly<Record<ScaleName, ScaleRecipe>> = {
  gray: { hue: 0, chroma: 0, solid: 'neutral' },
  slate: { hue: 255, chroma: 0.02, solid: 'neutral' },
  sage: { hue: 165, chroma: 0.018, solid: 'neutral' },
  sand: { hue: 80, chroma: 0.016, solid: 'neutral' },
  blue: { hue: 252, chroma: 0.19, solid: 'dark' },
  indigo: { hue: 272, chroma: 0.2, solid: 'dark' },
  violet: { hue: 292, chroma: 0.2, solid: 'dark' },
  plum: { hue: 322, chroma: 0.18, solid: 'dark' },
  crimson: { hue: 4, chroma: 0.2, solid: 'dark' },
  red: { hue: 25, chroma: 0.2, solid: 'dark' },
  orange: { hue: 45, chroma: 0.19, solid: 'dark' },
  amber: { hue: 75, chroma: 0.17, solid: 'bright' },
  gold: { hue: 92, chroma: 0.13, solid: 'bright' },
  green: { hue: 150, chroma: 0.17, solid: 'dark' },
  teal: { hue: 185, chroma: 0.13, solid: 'dark' },
};

/*
 * Lightness per step. Steps 9 and 10 come from the solid kind; the rest is shared so that, say,
 * step 11 on step 2 has about the same contrast in every scale. Step 11 sits at 0.50 / 0.78 so it
 * clears 4.5:1 on steps 1-4 of any neutral; that is what fg.muted, fg.link and the status text use.
 */
export const LIGHT_L = [
  0.993, 0.982, 0.956, 0.931, 0.906, 0.876, 0.836, 0.77, 0, 0, 0.5, 0.27,
] as const;
export const DARK_L = [
  0.175, 0.205, 0.245, 0.275, 0.305, 0.345, 0.405, 0.49, 0, 0, 0.78, 0.95,
] as const;

// Coloured solids get darker on hover (step 10) in both modes, so white text keeps its contrast.
export const SOLID_L: Readonly<
  Record<ScaleRecipe['solid'], { light: [number, number]; dark: [number, number] }>
> = {
  neutral: { light: [0.62, 0.58], dark: [0.55, 0.6] },
  dark: { light: [0.54, 0.49], dark: [0.54, 0.49] },
  bright: { light: [0.82, 0.78], dark: [0.82, 0.78] },
};

// Share of the peak chroma per step: tints near the background, full colour at the solids.
export const LIGHT_C = [0.03, 0.07, 0.16, 0.25, 0.34, 0.43, 0.53, 0.68, 1, 1, 0.85, 0.45] as const;
export const DARK_C = [0.1, 0.12, 0.25, 0.34, 0.42, 0.5, 0.58, 0.7, 1, 1, 0.75, 0.3] as const;

export type Rgb = readonly [number, number, number];

/** OKLCH to linear-light sRGB (Björn Ottosson's OKLab matrices). */
export function oklchToLinearRgb(l: number, c: number, hueDeg: number): Rgb {
  const h = (hueDeg * Math.PI) / 180;
  const a = c * Math.cos(h);
  const b = c * Math.sin(h);
  const l1 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m1 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s1 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l1 - 3.3077115913 * m1 + 0.2309699292 * s1,
    -1.2684380046 * l1 + 2.6097574011 * m1 - 0.3413193965 * s1,
    -0.0041960863 * l1 - 0.7034186147 * m1 + 1.707614701 * s1,
  ];
}

function inGamut(rgb: Rgb): boolean {
  return rgb.every((channel) => channel >= -1e-7 && channel <= 1 + 1e-7);
}

function encode(channel: number): number {
  const clamped = Math.min(1, Math.max(0, channel));
  const srgb = clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * clamped ** (1 / 2.4) - 0.055;
  return Math.round(srgb * 255);
}

/**
 * The hex for an OKLCH colour, lowering chroma (never lightness or hue) until sRGB can show it, so
 * the lightness curve and therefore the contrast survive gamut mapping.
 */
export function oklchToHex(l: number, c: number, hue: number): string {
  let rgb = oklchToLinearRgb(l, c, hue);
  if (!inGamut(rgb)) {
    let low = 0;
    let high = c;
    for (let i = 0; i < 24; i += 1) {
      const mid = (low + high) / 2;
      if (inGamut(oklchToLinearRgb(l, mid, hue))) low = mid;
      else high = mid;
    }
    rgb = oklchToLinearRgb(l, low, hue);
  }
  return `#${rgb.map((channel) => encode(channel).toString(16).padStart(2, '0')).join('')}`;
}

function whiteContrast(hex: string): number {
  const channels = [1, 3, 5].map((at) => {
    const srgb = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

function steps(
  recipe: ScaleRecipe,
  lightness: readonly number[],
  chromaShare: readonly number[],
  solid: readonly [number, number],
): ScaleSteps {
  const values = lightness.map((l, index) => {
    const stepL = index === 8 ? solid[0] : index === 9 ? solid[1] : l;
    return oklchToHex(stepL, recipe.chroma * (chromaShare[index] ?? 0), recipe.hue);
  });
  return values as unknown as ScaleSteps;
}

export function generateScale(name: ScaleName): Scale {
  const recipe = scaleRecipes[name];
  const solid = SOLID_L[recipe.solid];
  const light = steps(recipe, LIGHT_L, LIGHT_C, solid.light);
  const dark = steps(recipe, DARK_L, DARK_C, solid.dark);
  const solids = [light[8], light[9], dark[8], dark[9]];
  // White when it clears 4.5:1 on every solid; otherwise the scale's own deep shade, as Radix does.
  const contrast = solids.every((hex) => whiteContrast(hex) >= 4.5)
    ? '#ffffff'
    : oklchToHex(0.24, recipe.chroma * 0.35, recipe.hue);
  return { light, dark, contrast };
}

export function generatePalette(): Palette {
  const entries = scaleNames.map((name) => [name, generateScale(name)] as const);
  return Object.fromEntries(entries) as Record<ScaleName, Scale>;
}
