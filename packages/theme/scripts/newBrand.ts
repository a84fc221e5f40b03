/**
 * The logic of `pnpm brand:new <code> --accent "#ff5a00" --name "Acme Bet"`: a brand file from a
 * code, a name and a colour, checked as the site's build checks it (schema, file name, hosts) and
 * against the contrast walk, before anything is written. The command itself is new-brand.ts.
 *
 * Node only, and without brands.ts: that module finds the files through Vite's glob.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BrandFileError, parseBrand } from '../src/brand';
import type { Brand } from '../src/brand';
import { checkContrast } from '../src/contrast';
import { hexToOklch, isHexColor } from '../src/generatedScale';
import { scaleNames, scaleRecipes } from '../src/palette-spec';
import type { ScaleName } from '../src/palette-spec';
import { modes } from '../src/semantic';

export interface NewBrandOptions {
  readonly code: string;
  readonly name: string;
  /** A palette name or `#rrggbb`. */
  readonly accent: string;
  /** A palette name or `#rrggbb`; by default the tinted grey that suits the accent. */
  readonly neutral?: string;
  readonly logoText?: string;
  readonly defaultMode?: string;
  /** Host names that select the brand; `<code>.localhost` is always one, for local previews. */
  readonly hosts?: readonly string[];
}

export const USAGE =
  'Usage: pnpm brand:new <code> --accent "#ff5a00" --name "Acme Bet" ' +
  '[--neutral "#f5f5f0" | slate] [--logo "ACME"] [--mode light|dark] [--host acme.example ...] ' +
  '[--no-icons]';

/** Reads the command line; a missing argument is an error that shows the usage. */
export function parseNewBrandArgs(argv: readonly string[]): NewBrandOptions & { icons: boolean } {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      accent: { type: 'string' },
      name: { type: 'string' },
      neutral: { type: 'string' },
      logo: { type: 'string' },
      mode: { type: 'string' },
      host: { type: 'string', multiple: true },
      'no-icons': { type: 'boolean' },
    },
  });
  const [code, ...extra] = positionals;
  const missing = [
    code === undefined && '<code>',
    values.accent === undefined && '--accent',
    values.name === undefined && '--name',
  ].filter(Boolean);
  if (missing.length > 0 || extra.length > 0) {
    const problem = missing.length > 0 ? `missing ${missing.join(', ')}` : `unexpected ${extra[0]}`;
    throw new Error(`brand:new: ${problem}\n${USAGE}`);
  }
  return {
    code: code ?? '',
    name: values.name ?? '',
    accent: values.accent ?? '',
    ...(values.neutral !== undefined && { neutral: values.neutral }),
    ...(values.logo !== undefined && { logoText: values.logo }),
    ...(values.mode !== undefined && { defaultMode: values.mode }),
    ...(values.host !== undefined && { hosts: values.host }),
    icons: values['no-icons'] !== true,
  };
}

const NEUTRAL_PRESETS = ['slate', 'sage', 'sand'] as const satisfies readonly ScaleName[];

/**
 * The preset grey that suits an accent, as Radix pairs them: the neutral tinted nearest the
 * accent's hue (slate for blues and violets, sage for greens, sand for reds to yellows), plain gray
 * for an accent that is itself almost a grey.
 */
export function neutralFor(accent: string): ScaleName {
  const preset = (scaleNames as readonly string[]).includes(accent)
    ? scaleRecipes[accent as ScaleName]
    : undefined;
  const color = isHexColor(accent) ? hexToOklch(accent) : undefined;
  const h = preset?.hue ?? color?.h ?? 0;
  const c = preset?.chroma ?? color?.c ?? 0;
  if (c < 0.03) return 'gray';
  const distance = (hue: number) => Math.min(Math.abs(hue - h), 360 - Math.abs(hue - h));
  const [nearest = 'gray'] = [...NEUTRAL_PRESETS].sort(
    (a, b) => distance(scaleRecipes[a].hue) - distance(scaleRecipes[b].hue),
  );
  return nearest;
}

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The brand file's content: the given fields, and the defaults a brand team edits afterwards
 * (fonts, radius, licences, market profile). Not yet validated.
 */
export function newBrandContent(options: NewBrandOptions): Record<string, unknown> {
  const accent = isHexColor(options.accent) ? options.accent.toLowerCase() : options.accent;
  const neutral = options.neutral ?? neutralFor(accent);
  const hosts = [`${options.code}.localhost`, ...(options.hosts ?? [])];
  return {
    code: options.code,
    name: options.name,
    logoText: options.logoText ?? options.name.trim().toUpperCase().slice(0, 24),
    defaultMode: options.defaultMode ?? 'light',
    roles: {
      accent,
      neutral: isHexColor(neutral) ? neutral.toLowerCase() : neutral,
      danger: 'red',
      warning: 'amber',
      success: 'green',
    },
    radius: { sm: 4, md: 8, lg: 12 },
    fonts: { body: SYSTEM_FONTS, heading: SYSTEM_FONTS },
    licences: [],
    // The standard profile: limits and breaks on, no age notice; a brand team tightens it.
    marketProfile: {
      kind: 'standard',
      minimumAge: 18,
      tools: ['depositLimits', 'timeOut', 'selfExclusion'],
      coolingOffHours: 24,
      realityCheckMinutes: [30, 60],
      sessionLimitMinutes: [],
      helpLinks: [{ name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' }],
    },
    customerServiceHosts: [],
    loginedToHomePage: false,
    hosts: [...new Set(hosts)],
    snow: false,
  };
}

function readExisting(dir: string): Brand[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => parseBrand(JSON.parse(readFileSync(join(dir, file), 'utf8')), `brands/${file}`));
}

/**
 * Validates a new brand against the schema, the brands already in `dir` (a new code, hosts no
 * other brand has) and the contrast walk in both modes. Throws a BrandFileError naming the file
 * and the field; returns the brand and the file's path otherwise.
 */
export function checkNewBrand(content: unknown, dir: string): { brand: Brand; path: string } {
  const code = (content as { code?: unknown }).code;
  const source = `brands/${String(code)}.json`;
  const brand = parseBrand(content, source);
  const path = join(dir, `${brand.code}.json`);
  if (existsSync(path)) {
    throw new BrandFileError(source, [{ path: 'code', message: `"${brand.code}" already exists` }]);
  }
  const taken = new Map(readExisting(dir).flatMap((other) => other.hosts.map((h) => [h, other])));
  brand.hosts.forEach((host, index) => {
    const owner = taken.get(host);
    if (owner) {
      throw new BrandFileError(source, [
        { path: `hosts.${index}`, message: `"${host}" already selects brand "${owner.code}"` },
      ]);
    }
  });
  const failures = modes.flatMap((mode) =>
    checkContrast(brand, mode).map(
      (failure) =>
        `${mode}: ${failure.fg} on ${failure.bg} is ${failure.ratio.toFixed(2)}:1, ` +
        `needs ${failure.required}:1`,
    ),
  );
  if (failures.length > 0) {
    throw new BrandFileError(source, [{ path: 'roles', message: failures.join(', ') }]);
  }
  return { brand, path };
}

/** Checks and writes the brand file; `format` lays the JSON out as the repository's formatter does. */
export async function writeNewBrand(
  options: NewBrandOptions,
  dir: string,
  format: (json: string, path: string) => Promise<string> = (json) => Promise.resolve(json),
): Promise<{ brand: Brand; path: string }> {
  const checked = checkNewBrand(newBrandContent(options), dir);
  const json = `${JSON.stringify(newBrandContent(options), null, 2)}\n`;
  writeFileSync(checked.path, await format(json, checked.path));
  return checked;
}
