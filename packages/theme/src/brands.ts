/// <reference types="vite/client" />
/**
 * Brand discovery: every `brands/<code>.json` is a brand. Adding a file is all a brand team does;
 * the glob is resolved at build time by Vite (and by vitest and Storybook, which run on it).
 */
import { parseBrand } from './brand';
import { BrandFileError } from './brandError';
import type { Brand } from './brand';
import { DEFAULT_BRAND_CODE } from './defaultBrandCode';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Validates a set of brand files keyed by path (as `import.meta.glob` returns them) and checks
 * what no single file can: the file is named after its code, and no host selects two brands.
 * Returns the brands frozen, sorted by code.
 */
export function loadBrands(files: Readonly<Record<string, unknown>>): readonly Brand[] {
  const hostOwners = new Map<string, string>();
  const loaded = Object.entries(files).map(([path, content]) => {
    const source = path.replace(/^\.\//, '');
    // Production bundles trust the files: every build checks them first (the `lobby:brand-files`
    // Vite plugin) and so do the theme tests, so the schema library stays out of the first paint.
    const brand = import.meta.env.PROD ? (content as Brand) : parseBrand(content, source);
    const fileCode = /([^/]+)\.json$/.exec(source)?.[1];
    if (fileCode !== brand.code) {
      throw new BrandFileError(source, [
        { path: 'code', message: `Expected "${fileCode ?? ''}" to match the file name` },
      ]);
    }
    brand.hosts.forEach((host, index) => {
      const owner = hostOwners.get(host);
      if (owner !== undefined) {
        throw new BrandFileError(source, [
          { path: `hosts.${index}`, message: `"${host}" already selects brand "${owner}"` },
        ]);
      }
      hostOwners.set(host, brand.code);
    });
    return deepFreeze(brand);
  });
  return loaded.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** Every brand, sorted by code. */
export const brands: readonly Brand[] = loadBrands(
  import.meta.glob<unknown>('./brands/*.json', { eager: true, import: 'default' }),
);

const byCode = new Map(brands.map((brand) => [brand.code, brand]));
const byHost = new Map(
  brands.flatMap((brand) => brand.hosts.map((host) => [host, brand] as const)),
);

export function getBrand(code: string): Brand | undefined {
  return byCode.get(code);
}

const fallback = getBrand(DEFAULT_BRAND_CODE);
if (fallback === undefined) {
  throw new Error(`The default brand "${DEFAULT_BRAND_CODE}" is missing from src/brands/`);
}
/** The brand used when nothing selects one (unknown host, no brand parameter). */
export const defaultBrand: Brand = fallback;

/**
 * The brand a host name selects, or undefined so the caller picks the fallback (usually
 * `?? defaultBrand`). Accepts `location.host` as is: case, a port and a trailing dot are ignored.
 */
export function brandForHost(host: string): Brand | undefined {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return byHost.get(name);
}
