import * as v from 'valibot';
import { PROTECTION_TOOLS } from '@lobby/core';
import type { ProtectionTool } from '@lobby/core';
import type { Database } from '../db';

/**
 * The server's part of a brand's market profile (issue 30): which protection tools the merchant
 * offers, how long a raised limit waits, and the minutes a player may choose. Seeded from the
 * brand file (seed/brandFiles.ts), so the rules the site shows and the rules enforced are one.
 */
export interface ProtectionSettings {
  tools: readonly ProtectionTool[];
  coolingOffMs: number;
  realityCheckMinutes: readonly number[];
  sessionLimitMinutes: readonly number[];
}

const HOUR_MS = 60 * 60 * 1000;

const storedSchema = v.object({
  tools: v.array(v.picklist(PROTECTION_TOOLS)),
  coolingOffMs: v.pipe(v.number(), v.integer(), v.minValue(HOUR_MS)),
  realityCheckMinutes: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
  sessionLimitMinutes: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

/** A merchant without a market profile offers no tool (the site then shows none). */
const NO_TOOLS: ProtectionSettings = {
  tools: [],
  coolingOffMs: 24 * HOUR_MS,
  realityCheckMinutes: [],
  sessionLimitMinutes: [],
};

export function protectionSettingsOf(db: Database, merchant: string): ProtectionSettings {
  const row = db.get<{ protection: string | null }>(
    'SELECT protection FROM merchant_settings WHERE merchant = ?',
    [merchant],
  );
  if (!row?.protection) return NO_TOOLS;
  return v.parse(storedSchema, JSON.parse(row.protection));
}

export function setProtectionSettings(
  db: Database,
  merchant: string,
  settings: ProtectionSettings,
): void {
  db.run('UPDATE merchant_settings SET protection = ? WHERE merchant = ?', [
    JSON.stringify(v.parse(storedSchema, settings)),
    merchant,
  ]);
}
