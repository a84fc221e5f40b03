import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { protectionSettingsOf } from '../store/protectionSettings';
import { seededDatabase } from '../test/database';
import { readBrandFiles } from './brandFiles';

let db: Database;

beforeAll(() => {
  db = seededDatabase();
});

afterAll(() => {
  db.close();
});

describe('market profiles from the brand files', () => {
  it("gives each merchant its brand file's tools, cooling-off and choices", () => {
    const files = new Map(readBrandFiles().map((file) => [file.code, file.marketProfile]));
    for (const code of ['aurora', 'jade', 'ember']) {
      const profile = files.get(code);
      expect(profile, code).toBeDefined();
      expect(protectionSettingsOf(db, code)).toEqual({
        tools: profile?.tools,
        coolingOffMs: (profile?.coolingOffHours ?? 0) * 60 * 60 * 1000,
        realityCheckMinutes: profile?.realityCheckMinutes,
        sessionLimitMinutes: profile?.sessionLimitMinutes,
      });
    }
    // jade is the regulated demo brand: every tool; aurora offers fewer.
    expect(protectionSettingsOf(db, 'jade').tools).toContain('realityCheck');
    expect(protectionSettingsOf(db, 'aurora').tools).not.toContain('realityCheck');
  });

  it('offers no tool where a merchant has no market profile', () => {
    expect(protectionSettingsOf(db, 'no-such-merchant').tools).toEqual([]);
  });

  it('names the file and the problem when a profile is not one the server can enforce', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brands-'));
    try {
      writeFileSync(
        join(dir, 'odd.json'),
        JSON.stringify({
          code: 'odd',
          marketProfile: {
            minimumAge: 18,
            tools: ['depositLimits', 'autoPlayBan'],
            coolingOffHours: 24,
            realityCheckMinutes: [],
            sessionLimitMinutes: [],
          },
        }),
      );
      expect(() => readBrandFiles(pathToFileURL(`${dir}/`))).toThrow(/brands\/odd\.json/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
