import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseBrand, type Brand } from '../../../packages/theme/src/brand.ts';
import { DEFAULT_BRAND_CODE } from '../../../packages/theme/src/defaultBrandCode.ts';

/** Where brand teams keep the brand files (packages/theme, docs/adr/002-brand-tokens.md). */
export const BRANDS_DIR = fileURLToPath(
  new URL('../../../packages/theme/src/brands/', import.meta.url),
);

/**
 * Every brand file, validated, sorted by code, for the build's own use in Node (the web manifests,
 * the icons, the offline pages): the theme package finds them through Vite's glob, which Node
 * scripts and Vite's configuration do not have.
 */
export function readBrands(dir: string = BRANDS_DIR): Brand[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => parseBrand(JSON.parse(readFileSync(`${dir}${name}`, 'utf8')), `brands/${name}`));
}

/** The brand a visit gets when nothing selects one. */
export function defaultBrandOf(brands: readonly Brand[]): Brand {
  const brand = brands.find((candidate) => candidate.code === DEFAULT_BRAND_CODE);
  if (!brand) throw new Error(`The default brand "${DEFAULT_BRAND_CODE}" has no brand file`);
  return brand;
}
