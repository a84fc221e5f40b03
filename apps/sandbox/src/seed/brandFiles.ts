import { readdirSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { PROTECTION_TOOLS } from '@lobby/core';
import type { Database } from '../db';
import { setBrandSettings } from '../store/brandSettings';
import { setProtectionSettings } from '../store/protectionSettings';
import { LANGUAGES } from '../constants';
import { SEED_MERCHANTS } from './data';

/**
 * The brand files (packages/theme/src/brands/<code>.json) are the one place a brand's market
 * profile and languages are written (issues 29, 30). The sandbox plays the operator's backend, which is configured
 * from the same file: it reads the files as data (the theme package is the site's, not ours) and
 * takes the parts the server enforces. The theme's tests validate the whole file; this schema
 * checks only what the server reads, against core's tool names.
 */
const BRANDS_DIR = new URL('../../../../packages/theme/src/brands/', import.meta.url);

const HOUR_MS = 60 * 60 * 1000;

const brandFileSchema = v.object({
  code: v.string(),
  languages: v.optional(v.array(v.picklist(LANGUAGES))),
  marketProfile: v.object({
    minimumAge: v.pipe(v.number(), v.integer(), v.minValue(18)),
    tools: v.array(v.picklist(PROTECTION_TOOLS)),
    coolingOffHours: v.pipe(v.number(), v.integer(), v.minValue(1)),
    realityCheckMinutes: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    sessionLimitMinutes: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
});
export type BrandFile = v.InferOutput<typeof brandFileSchema>;

export function readBrandFiles(dir: URL = BRANDS_DIR): BrandFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const result = v.safeParse(
        brandFileSchema,
        JSON.parse(readFileSync(new URL(name, dir), 'utf8')),
      );
      if (!result.success) {
        throw new Error(
          `brands/${name}: ${result.issues.map((issue) => issue.message).join('; ')}`,
        );
      }
      return result.output;
    });
}

/**
 * Seed step 'brand files': each merchant's languages, registration age and protection settings from
 * its brand file. A brand file without a seeded merchant waits for one (the merchant list is the
 * seed's).
 */
export function seedFromBrandFiles(db: Database): void {
  const merchants = new Set<string>(SEED_MERCHANTS.map(({ code }) => code));
  for (const { code, languages, marketProfile: profile } of readBrandFiles()) {
    if (!merchants.has(code)) continue;
    setBrandSettings(db, code, {
      registrationAge: profile.minimumAge,
      languages: languages ?? null,
    });
    setProtectionSettings(db, code, {
      tools: profile.tools,
      coolingOffMs: profile.coolingOffHours * HOUR_MS,
      realityCheckMinutes: profile.realityCheckMinutes,
      sessionLimitMinutes: profile.sessionLimitMinutes,
    });
  }
}
