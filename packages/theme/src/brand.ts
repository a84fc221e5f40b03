/**
 * A brand is data: one JSON file per merchant, validated here. Schemas are strict so a typo'd key
 * fails loudly instead of silently falling back to a default.
 */
import * as v from 'valibot';
import { hexPattern, rgbaPattern } from './color';
import { isHexColor } from './generatedScale';
import type { HexColor } from './generatedScale';
import { scaleNames } from './palette-spec';
import type { ScaleName } from './palette-spec';
import { roleRefPattern } from './semantic';
import type { ColorRef } from './semantic';
import { colorTokens } from './tokens';
import { BrandFileError } from './brandError';
import type { BrandIssue } from './brandError';

export { BrandFileError };
export type { BrandIssue };
import type { ColorToken } from './tokens';

export function isColorRef(value: unknown): value is ColorRef {
  return (
    typeof value === 'string' &&
    (roleRefPattern.test(value) || hexPattern.test(value) || rgbaPattern.test(value))
  );
}

const colorRefSchema = v.custom<ColorRef>(
  isColorRef,
  'Expected a role step ("accent.9"), a role contrast ("accent.contrast"), #rgb, #rrggbb or rgba()',
);

type OverrideEntries = {
  [K in ColorToken]: v.OptionalSchema<typeof colorRefSchema, undefined>;
};
const overrideEntries = Object.fromEntries(
  colorTokens.map((name) => [name, v.optional(colorRefSchema)]),
) as OverrideEntries;
const overridesForModeSchema = v.strictObject(overrideEntries);

const scaleSchema = v.picklist(scaleNames);

const isScaleName = (value: unknown): value is ScaleName =>
  typeof value === 'string' && (scaleNames as readonly string[]).includes(value);

/**
 * The accent and the neutral may also be the brand's own colour, from which a scale is generated
 * (generatedScale.ts, ADR 031).
 */
const scaleOrColorSchema = v.custom<ScaleName | HexColor>(
  (value) => isScaleName(value) || isHexColor(value),
  (issue) =>
    `Expected a palette scale (${scaleNames.join(', ')}) or a #rrggbb colour but received ${issue.received}`,
);

const radiusSchema = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(64));

/*
 * Font stacks end up inside CSS declarations, so only the characters a family list needs are
 * allowed: no `;`, braces or `url(`, which also keeps web-font downloads out (system fonts only).
 */
const fontStackSchema = v.pipe(
  v.string(),
  v.nonEmpty(),
  v.maxLength(200),
  v.regex(/^[A-Za-z0-9 ,'"-]+$/, 'Expected a font-family list of system fonts'),
);

const httpsUrlSchema = v.pipe(
  v.string(),
  v.url(),
  v.check((value) => value.startsWith('https://'), 'Expected an https:// URL'),
);

const hostSchema = v.pipe(
  v.string(),
  v.maxLength(253),
  v.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'Expected a lower-case host name without port'),
);

/**
 * An image of the brand's own, a file beside the brand file (`brands/<code>/<file>`), served at
 * `/brands/<code>/<file>`. Its size is given so the page keeps its place before it loads.
 */
export const brandImageSchema = v.strictObject({
  file: v.pipe(
    v.string(),
    v.regex(
      /^[a-z0-9-]+\.(svg|png|webp)$/,
      'Expected a file name such as logo.svg (svg, png or webp)',
    ),
  ),
  width: v.pipe(v.number(), v.integer(), v.minValue(8), v.maxValue(640)),
  height: v.pipe(v.number(), v.integer(), v.minValue(8), v.maxValue(640)),
});

/** A licence of any authority (RG-01): its short name, full name, number, register link, seal. */
export const licenceSchema = v.strictObject({
  /** The short name drawn in the seal when there is no badge image ("MGA"). */
  authority: v.pipe(v.string(), v.nonEmpty(), v.maxLength(8)),
  /** The authority's name as its licensees must show it ("Malta Gaming Authority"). */
  name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(80)),
  number: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  url: httpsUrlSchema,
  /** The authority's seal; without it a seal with the short name is drawn. */
  badge: v.optional(brandImageSchema),
});

/** A customer-service host the site may open: an exact name or `*.domain` (any subdomain). */
const customerServiceHostSchema = v.pipe(
  v.string(),
  v.maxLength(253),
  v.regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Expected a host name or *.domain, lower-case'),
);

/** The spec's language codes (`MY`, `EN`, `UR-LA`, `PT-BR`); the sandbox checks they exist. */
const languageCodeSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'Expected a language code such as EN or PT-BR'),
);

const helpLinkSchema = v.strictObject({
  name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(80)),
  url: httpsUrlSchema,
});

const minutesSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24 * 60));

/**
 * A market's player-protection rules (issue 30, security checklist RG-01..RG-14). The tool names
 * are core's PROTECTION_TOOLS (this package imports no other; the sandbox's seed checks the names
 * against core when it reads the files). The server enforces what it lists; the site offers it.
 */
export const marketProfileSchema = v.strictObject({
  /** `regulated` shows the age notice on every page; both kinds offer the listed tools. */
  kind: v.picklist(['standard', 'regulated']),
  /** The age the footer's notice and the registration box state. */
  minimumAge: v.pipe(v.number(), v.integer(), v.minValue(18), v.maxValue(21)),
  tools: v.pipe(
    v.array(
      v.picklist([
        'depositLimits',
        'lossLimits',
        'wagerLimits',
        'sessionLimit',
        'realityCheck',
        'timeOut',
        'selfExclusion',
      ]),
    ),
    v.check((tools) => new Set(tools).size === tools.length, 'Expected each tool once'),
  ),
  /** How long an increase (or removal) of a limit waits before it applies. */
  coolingOffHours: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24 * 30)),
  /** The reality-check intervals the player picks from. */
  realityCheckMinutes: v.array(minutesSchema),
  /** The session-time limits the player picks from. */
  sessionLimitMinutes: v.array(minutesSchema),
  /** Help organisations (RG-08), shown in the footer and on the responsible-gaming page. */
  helpLinks: v.array(helpLinkSchema),
});

export const brandSchema = v.strictObject({
  code: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'Expected lower-case letters, digits and -')),
  name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(60)),
  /** The brand's name as the logo, and the logo image's text. */
  logoText: v.pipe(v.string(), v.nonEmpty(), v.maxLength(24)),
  /** A logo image; without it the logo text is the logo. */
  logoImage: v.optional(brandImageSchema),
  defaultMode: v.picklist(['light', 'dark']),
  roles: v.strictObject({
    accent: scaleOrColorSchema,
    neutral: scaleOrColorSchema,
    danger: scaleSchema,
    warning: scaleSchema,
    success: scaleSchema,
  }),
  overrides: v.optional(
    v.strictObject({
      light: v.optional(overridesForModeSchema),
      dark: v.optional(overridesForModeSchema),
    }),
  ),
  radius: v.strictObject({ sm: radiusSchema, md: radiusSchema, lg: radiusSchema }),
  fonts: v.strictObject({ body: fontStackSchema, heading: fontStackSchema }),
  licences: v.array(licenceSchema),
  marketProfile: marketProfileSchema,
  /**
   * The languages the switch offers, in its order, the first the brand's default; absent: every
   * language the site has. The operator's backend serves the list (doc 1 §1); the sandbox is
   * configured from here.
   */
  languages: v.optional(
    v.pipe(
      v.array(languageCodeSchema),
      v.minLength(1),
      v.check((codes) => new Set(codes).size === codes.length, 'Expected each language once'),
    ),
  ),
  /**
   * Hosts the customer-service link may open: a decoded link to any other host is refused and the
   * fallback contact shows (security).
   */
  customerServiceHosts: v.array(customerServiceHostSchema),
  /** The spec's `loginedToHomePage`: the site is for logged-in players only. */
  loginedToHomePage: v.boolean(),
  /**
   * The brand's lottery mode (doc 1 §1's `lotteryType`; core's LotteryMode): the prize mode its
   * lottery plays unless its ELOTT category turns the e-lottery on (doc 2 §4.3). Absent: Lott.
   */
  lotteryType: v.optional(v.picklist(['Lott', 'ZY', 'SEA'])),
  hosts: v.array(hostSchema),
  /** Seasonal decoration. */
  snow: v.boolean(),
});

export type Brand = v.InferOutput<typeof brandSchema>;
export type BrandInput = v.InferInput<typeof brandSchema>;
export type Licence = v.InferOutput<typeof licenceSchema>;
export type BrandImage = v.InferOutput<typeof brandImageSchema>;
export type MarketProfile = v.InferOutput<typeof marketProfileSchema>;
export type BrandOverrides = Partial<Record<ColorToken, ColorRef>>;

/** The images a brand file names (its logo, its licences' seals), each once. */
export function brandImagesOf(brand: Brand): BrandImage[] {
  const images = [
    ...(brand.logoImage ? [brand.logoImage] : []),
    ...brand.licences.flatMap((licence) => (licence.badge ? [licence.badge] : [])),
  ];
  return images.filter(
    (image, index) => images.findIndex((other) => other.file === image.file) === index,
  );
}

/** Validates one brand file's content; `source` is the file it came from, for the error. */
export function parseBrand(input: unknown, source: string): Brand {
  const result = v.safeParse(brandSchema, input);
  if (!result.success) {
    throw new BrandFileError(
      source,
      result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })),
    );
  }
  return result.output;
}
