import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  decodeCustomerServiceLink,
  encodeCustomerServiceLink,
  hintKindForPatternId,
} from '@lobby/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANNER_GROUPS,
  GAME_TYPES,
  LANGUAGES,
  REGISTER_FIELDS,
  WHITELABEL_FLAGS,
} from '../constants';
import type { Database } from '../db';
import { getCustomerService, getRegisterRules, getWhitelabelTree } from '../store/content';
import type { WhitelabelNode } from '../store/content';
import { seededDatabase } from '../test/database';
import { checksum } from '../test/harness';
import { HOSTILE_NOTICE_TEXTS } from './data';
import { SEED_MERCHANTS, SEED_STEPS, resetToSeed, seedDatabase } from './index';

let db: Database;
// Some steps seed relative to today: both databases of the determinism test see the same day.
const SEEDED_AT = Date.now();

beforeAll(() => {
  db = seededDatabase({ memory: true }, SEEDED_AT);
});

afterAll(() => {
  db.close();
});

const count = (sql: string, params: (string | number)[] = []) =>
  db.get<{ n: number }>(sql, params)?.n ?? -1;

function flags(tree: WhitelabelNode[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (nodes: WhitelabelNode[]) => {
    for (const node of nodes) {
      out[node.modId] = node.enabled;
      walk(node.childrenNodes);
    }
  };
  walk(tree);
  return out;
}

describe('seed', () => {
  it('is deterministic: two fresh databases hold identical content', () => {
    const other = seededDatabase({ memory: true }, SEEDED_AT);
    try {
      expect(checksum(other)).toBe(checksum(db));
    } finally {
      other.close();
    }
  });

  it('has run every step once, in order, and has nothing left to do', () => {
    expect(
      db.all<{ step: string }>('SELECT step FROM seed_steps ORDER BY rowid').map((r) => r.step),
    ).toEqual(SEED_STEPS.map((step) => step.name));
    expect(seedDatabase(db)).toEqual([]);
    expect(new Set(SEED_STEPS.map((step) => step.name)).size).toBe(SEED_STEPS.length);
  });

  it('seeds the three merchants, all open for business', () => {
    expect(db.all('SELECT code, name FROM merchants ORDER BY code')).toEqual([
      { code: 'aurora', name: 'Aurora' },
      { code: 'ember', name: 'Ember' },
      { code: 'jade', name: 'Jade' },
    ]);
    expect(db.all('SELECT merchant, status FROM system_status ORDER BY merchant')).toEqual([
      { merchant: 'aurora', status: 0 },
      { merchant: 'ember', status: 0 },
      { merchant: 'jade', status: 0 },
    ]);
  });

  it('has 10,000 games over every game type, about 60 vendors and the spec codes', () => {
    expect(count('SELECT COUNT(*) AS n FROM games')).toBe(10_000);
    expect(count('SELECT COUNT(DISTINCT game_type) AS n FROM games')).toBe(GAME_TYPES.length);
    expect(count('SELECT COUNT(*) AS n FROM vendors')).toBeGreaterThanOrEqual(55);
    for (const type of GAME_TYPES) {
      expect(
        count('SELECT COUNT(*) AS n FROM vendors WHERE game_type = ?', [type]),
        type,
      ).toBeGreaterThan(0);
    }
    const codes = (type: string) =>
      db
        .all<{ code: string }>('SELECT code FROM vendors WHERE game_type = ?', [type])
        .map((r) => r.code);
    expect(codes('ESPORTS')).toEqual(expect.arrayContaining(['AV', 'AI', 'IMES', 'TF', 'IA']));
    expect(codes('COCKFIGHT')).toContain('DS88');
    expect(codes('LOTTERY')).toEqual(
      expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']),
    );
    expect(codes('SPORTS')).toEqual(expect.arrayContaining(['FB', 'BTI']));
    expect(count('SELECT COUNT(*) AS n FROM vendors WHERE is_hot = 1')).toBeGreaterThan(5);
  });

  it('gives games every min bet, classification, hot flags and some sub-game lobbies', () => {
    expect(db.all('SELECT DISTINCT min_bet AS m FROM games ORDER BY m').map((r) => r['m'])).toEqual(
      [1, 5, 10, 50, 75],
    );
    expect(count('SELECT COUNT(DISTINCT classification) AS n FROM games')).toBe(6);
    expect(count('SELECT COUNT(*) AS n FROM games WHERE is_hot = 1')).toBeGreaterThan(100);
    expect(count("SELECT COUNT(*) AS n FROM games WHERE is_game = 'VASSALAGE'")).toBeGreaterThan(
      10,
    );
    // Every game belongs to a vendor of its own type.
    expect(
      count(
        'SELECT COUNT(*) AS n FROM games g JOIN vendors v ON v.code = g.vassalage WHERE v.game_type <> g.game_type',
      ),
    ).toBe(0);
  });

  it('has banners for every group and merchant, some with a linkage, all with real copy', () => {
    for (const merchant of ['aurora', 'jade', 'ember']) {
      for (const group of BANNER_GROUPS) {
        expect(
          count('SELECT COUNT(*) AS n FROM banners WHERE merchant = ? AND group_name = ?', [
            merchant,
            group,
          ]),
          `${merchant} ${group}`,
        ).toBeGreaterThan(0);
      }
    }
    expect(count('SELECT COUNT(DISTINCT linkage_type) AS n FROM banners')).toBe(3);
    expect(count('SELECT COUNT(*) AS n FROM banners WHERE linkage_type IS NULL')).toBeGreaterThan(
      0,
    );
    expect(
      count(
        'SELECT COUNT(*) AS n FROM banners WHERE title IS NULL OR subline IS NULL OR call_to_action IS NULL',
      ),
    ).toBe(0);
    // The brands open their home page on different campaigns.
    expect(
      count(
        "SELECT COUNT(DISTINCT title) AS n FROM banners WHERE group_name = 'w_home' AND position = 0",
      ),
    ).toBe(3);
  });

  it('gives every brand real notices: maintenance, a new vendor, promotions, and no hostile markup', () => {
    for (const { code } of SEED_MERCHANTS) {
      const notices = db.all<{ title: string; content: string }>(
        'SELECT title, content FROM notices WHERE merchant = ?',
        [code],
      );
      const titles = notices.map((n) => n.title).join('\n');
      expect(titles).toMatch(/maintenance/i);
      expect(titles).toMatch(/new vendor/i);
      expect(titles).toMatch(/bonus|refer a friend/i);
      expect(titles).not.toMatch(/hostile/i);
      for (const { content } of notices) {
        expect(content).not.toMatch(/<script|onerror=|javascript:|<svg|expression\(|<iframe/i);
      }
    }
  });

  it('keeps the notices with hostile markup for a dev control to add to one brand', () => {
    const contents = HOSTILE_NOTICE_TEXTS.map((notice) => notice.content).join('\n');
    for (const needle of [
      '<script>',
      'onerror=',
      'javascript:',
      '<svg',
      'expression(',
      '<iframe',
    ]) {
      expect(contents).toContain(needle);
    }
  });

  it('has about 30 countries with the dial codes the markets need', () => {
    expect(count('SELECT COUNT(*) AS n FROM countries')).toBeGreaterThanOrEqual(30);
    const dial = (code: string) =>
      db.get<{ d: string }>('SELECT dialing_code AS d FROM countries WHERE country_code = ?', [
        code,
      ])?.d;
    expect([
      dial('PH'),
      dial('MY'),
      dial('TH'),
      dial('VN'),
      dial('ID'),
      dial('IN'),
      dial('CN'),
    ]).toEqual(['63', '60', '66', '84', '62', '91', '86']);
  });

  it('has a terms section in the help centre', () => {
    expect(count("SELECT COUNT(*) AS n FROM help_sections WHERE id = 'term'")).toBe(1);
  });

  it('gives each brand its own whitelabel flags', () => {
    const aurora = flags(getWhitelabelTree(db, 'aurora'));
    const jade = flags(getWhitelabelTree(db, 'jade'));
    const ember = flags(getWhitelabelTree(db, 'ember'));
    for (const flag of WHITELABEL_FLAGS) {
      for (const tree of [aurora, jade, ember]) expect(tree[flag], flag).toMatch(/^[01]$/);
    }
    expect(aurora).toMatchObject({ USERNAMEREG3: '1', MOBILENUMREG3: '0', FREEPLAY3: '0' });
    expect(jade).toMatchObject({ MOBILENUMREG3: '1', MOBILEVERCODELOGIN3: '1', FREEPLAY3: '0' });
    expect(ember).toMatchObject({ FREEPLAY3: '1', PWDEXPFORCECHANGE3: '1', MOBILENUMREG3: '0' });
    for (const tree of [aurora, jade, ember]) expect(tree.MEMBERCENTER3).toBe('1');
  });

  it('gives each brand rules for every registration field, with patterns that compile', () => {
    for (const merchant of ['aurora', 'jade', 'ember']) {
      const rules = getRegisterRules(db, merchant);
      expect(Object.keys(rules)).toEqual([...REGISTER_FIELDS]);
      for (const [field, rule] of Object.entries(rules)) {
        expect(rule.patternId, field).toBeGreaterThanOrEqual(0);
        expect(rule.patternId, field).toBeLessThanOrEqual(23);
        expect(rule.minLength, field).toBeLessThanOrEqual(rule.maxLength);
        if (rule.acceptedPattern !== '*') {
          expect(() => new RegExp(rule.acceptedPattern, 'u'), field).not.toThrow();
        }
      }
    }
    const aurora = getRegisterRules(db, 'aurora');
    expect(aurora.mobileNum?.enabled).toBe(false);
    expect(getRegisterRules(db, 'jade').mobileNum).toMatchObject({ enabled: true, required: true });
    const test = (field: keyof typeof aurora, value: string) =>
      new RegExp(aurora[field]?.acceptedPattern ?? '', 'u').test(value);
    expect(test('username', 'player01')).toBe(true);
    expect(test('username', '1player')).toBe(false);
    expect(test('password', 'Secret#2026')).toBe(true);
    expect(test('password', 'secret2026')).toBe(false);
    expect(test('email', 'ann@example.com')).toBe(true);
    expect(test('mobileNum', '9171234567')).toBe(true);
    expect(test('mobileNum', '+63917')).toBe(false);
  });

  it('numbers the hints the way the core rule engine reads them', () => {
    const kinds = Object.fromEntries(
      Object.entries(getRegisterRules(db, 'ember')).map(([field, rule]) => [
        field,
        hintKindForPatternId(rule.patternId),
      ]),
    );
    expect(kinds).toMatchObject({
      username: 'letterFirstAlnum',
      password: 'passwordStrong',
      mobileNum: 'digits',
      paymentPassword: 'digits',
      payeeName: 'fullName',
      email: 'email',
      line: 'noSpaces',
      idNumber: 'alnumNoChinese',
    });
  });

  it('hides a decodable https chat link in the type "3" customer-service entry', () => {
    for (const merchant of ['aurora', 'jade', 'ember']) {
      const entry = getCustomerService(db, merchant).find((e) => e.type === '3');
      const url = new URL(decodeCustomerServiceLink(entry?.path ?? '') ?? 'invalid:');
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toBe(`chat.${merchant}.example`);
    }
  });

  it('puts everything back on reset, including the merchants', () => {
    const before = checksum(db);
    db.run("UPDATE games SET name = 'Changed' WHERE game_id = 1");
    db.run("INSERT INTO merchants (code, name) VALUES ('opal', 'Opal')");
    db.run("UPDATE system_status SET status = 1 WHERE merchant = 'jade'");
    db.run(
      "INSERT INTO outbox (channel, recipient, body, created_at) VALUES ('sms', '1', 'x', 'now')",
    );
    expect(checksum(db)).not.toBe(before);
    resetToSeed(db);
    expect(checksum(db)).toBe(before);
    expect(count('SELECT COUNT(*) AS n FROM merchants')).toBe(3);
  });

  it('runs once per database file: reopening keeps changed data', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-seed-'));
    try {
      const file = join(dir, 'sandbox.sqlite');
      const first = seededDatabase({ file });
      first.run("UPDATE games SET name = 'Kept' WHERE game_id = 7");
      first.close();
      const second = seededDatabase({ file });
      expect(second.get('SELECT name FROM games WHERE game_id = 7')).toEqual({ name: 'Kept' });
      expect(second.get('SELECT COUNT(*) AS n FROM games')).toEqual({ n: 10_000 });
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('knows the 32 site languages', () => {
    expect(LANGUAGES).toHaveLength(32);
    expect(new Set(LANGUAGES).size).toBe(32);
  });
});

describe('customer-service link scheme', () => {
  it('round-trips any text with any key', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.stringMatching(/^[A-Za-z0-9]{8}$/),
        (url, key) => {
          const path = encodeCustomerServiceLink(url, key);
          expect(path.endsWith(key)).toBe(true);
          expect(path).toMatch(/^[A-Za-z0-9_-]*$/);
          if (url !== '') expect(decodeCustomerServiceLink(path)).toBe(url);
        },
      ),
    );
  });

  it('refuses malformed paths instead of throwing', () => {
    for (const bad of [
      '',
      'short',
      'abc!!!!!KEYKEYKE',
      'AAAA12345678'.replace('A', '*'),
      '////abcdefgh',
    ]) {
      expect(decodeCustomerServiceLink(bad), bad).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decoded = decodeCustomerServiceLink(text);
        expect(decoded === null || typeof decoded === 'string').toBe(true);
      }),
    );
  });

  it('refuses a key that is not 8 alphanumerics', () => {
    expect(() => encodeCustomerServiceLink('https://x.example', 'short')).toThrow();
    expect(() => encodeCustomerServiceLink('https://x.example', 'abc-efgh')).toThrow();
  });
});
