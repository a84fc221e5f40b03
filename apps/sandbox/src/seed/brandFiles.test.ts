import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { protectionSettingsOf } from '../store/protectionSettings';
import { seededDatabase } from '../test/database';
import { startSandbox } from '../test/harness';
import { readBrandFiles } from './brandFiles';
import type { BrandFile } from './brandFiles';
import { openBrandMerchants } from './brandMerchants';

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
          name: 'Odd',
          hosts: [],
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

describe('a brand file without a merchant', () => {
  const newBrand: BrandFile = {
    code: 'lumen',
    name: 'Lumen Play',
    hosts: ['lumen.localhost', 'www.lumen.example'],
    languages: ['EN', 'TH'],
    marketProfile: {
      minimumAge: 21,
      tools: ['depositLimits', 'realityCheck'],
      coolingOffHours: 48,
      realityCheckMinutes: [20],
      sessionLimitMinutes: [],
    },
  };

  it('gets a merchant at the next start: its name, hosts, settings and the default configuration', async () => {
    const sandbox = await startSandbox();
    try {
      expect(openBrandMerchants(sandbox.db, [newBrand])).toEqual(['lumen']);
      const { status, body } = await sandbox.get('/wps/system/permission?url=lumen.localhost', {
        Merchant: 'lumen',
      });
      expect(status).toBe(200);
      const info = (body as { value: { info: { languages?: string[]; registrationAge: number } } })
        .value.info;
      expect(info.languages).toEqual(['EN', 'TH']);
      expect(info.registrationAge).toBe(21);
      expect(protectionSettingsOf(sandbox.db, 'lumen')).toMatchObject({
        tools: ['depositLimits', 'realityCheck'],
        coolingOffMs: 48 * 60 * 60 * 1000,
      });
      // Its hosts pass the domain check; the default brand's switches came along.
      const domains = sandbox.db
        .all<{ domain: string }>('SELECT domain FROM domains WHERE merchant = ?', ['lumen'])
        .map((row) => row.domain);
      expect(domains).toEqual(expect.arrayContaining(['lumen.localhost', 'www.lumen.example']));
      const switches = (merchant: string) =>
        sandbox.db.get<{ n: number }>(
          'SELECT COUNT(*) AS n FROM whitelabel_modules WHERE merchant = ?',
          [merchant],
        )?.n;
      expect(switches('lumen')).toBe(switches('aurora'));
      // A second start opens nothing again.
      expect(openBrandMerchants(sandbox.db, [newBrand])).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });

  it('leaves an unknown brand code unknown', async () => {
    const sandbox = await startSandbox();
    try {
      const { status } = await sandbox.get('/wps/system/permission?url=x', { Merchant: 'lumen' });
      expect(status).toBe(400);
    } finally {
      await sandbox.close();
    }
  });
});
