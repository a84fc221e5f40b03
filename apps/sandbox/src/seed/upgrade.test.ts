import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db';
import type { Database } from '../db';
import { LEGACY_SEED_STEPS, migrations } from '../db/migrations';
import { seededDatabase } from '../test/database';
import { checksum } from '../test/harness';
import { openLegacyDatabase } from '../test/legacy';
import { DEMO_FRIENDS } from './messages';
import { AGENT_TEAM_ACCOUNTS } from './agentTeam';
import { DEMO_ACCOUNTS } from './accounts';
import { SEED_MERCHANTS, SEED_STEPS, seedDatabase } from './index';
import { addHostileNotices } from './notices';
import { SEEDED_WINS_PER_BRAND } from './winners';

// A database a sandbox from before migration 11 made (its migrations seeded the data themselves),
// opened by this one: it must not be seeded again, and must end as a fresh one begins.

let fresh: Database;
let dir: string;
let file: string;

beforeAll(() => {
  fresh = seededDatabase();
});

afterAll(() => fresh.close());

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lobby-upgrade-'));
  file = join(dir, 'sandbox.sqlite');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Opens the file as the sandbox starts (main.ts): the migrations, then the seed steps it lacks. */
function start(): { db: Database; ran: string[] } {
  const db = openDatabase({ file });
  return { db, ran: seedDatabase(db) };
}

const count = (db: Database, table: string) =>
  db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM "${table}"`)?.n ?? -1;

const steps = (db: Database) =>
  db.all<{ step: string }>('SELECT step FROM seed_steps ORDER BY step').map((r) => r.step);

const ALL_STEPS = SEED_STEPS.map((step) => step.name).sort();
// Steps added after migration 11 moved the seed out of the migrations: no old migration did them,
// so an old database gets them at its first start.
const STEPS_AFTER_MIGRATIONS = [
  'money',
  'member centre switch',
  'bet history',
  'rewards and missions',
  'messages',
  'agent team',
  'agent contracts',
  // document 1 rows (issue 29)
  'document one',
  // a brand is one file (issues 29, 30)
  'brand files',
  // header details (issue 29)
  'header details',
  // social and phone-provider sign-in (issue 29)
  'identity channels',
  // promotions and activities (issue 27)
  'promotions',
  // points mall (issue 27)
  'points mall',
  // VIP club (issue 27)
  'vip levels',
];

describe('starting on a database an older sandbox seeded in its migrations', () => {
  it('marks every step of the old migrations done and seeds nothing again', () => {
    openLegacyDatabase(file).close();
    const { db } = start();
    try {
      expect(steps(db)).toEqual(ALL_STEPS);
      // Each step is dated when the migration that did it ran.
      for (const [version, names] of LEGACY_SEED_STEPS) {
        const appliedAt = db.get<{ at: string }>(
          'SELECT applied_at AS at FROM schema_migrations WHERE version = ?',
          [version],
        )?.at;
        for (const name of names) {
          expect(
            db.get('SELECT done_at AS at FROM seed_steps WHERE step = ?', [name]),
            name,
          ).toEqual({ at: appliedAt });
        }
      }
      expect(checksum(db)).toBe(checksum(fresh));
      // Once each: the brands, their accounts, the catalogue, the banners, notices and board.
      expect(count(db, 'merchants')).toBe(SEED_MERCHANTS.length);
      expect(count(db, 'system_status')).toBe(SEED_MERCHANTS.length);
      // The demo accounts, player01's referred friends (the messages seed) and agent01's team.
      expect(count(db, 'members')).toBe(
        SEED_MERCHANTS.length *
          (Object.keys(DEMO_ACCOUNTS).length + DEMO_FRIENDS.length + AGENT_TEAM_ACCOUNTS.length),
      );
      expect(count(db, 'games')).toBe(10_000);
      expect(count(db, 'winner_board')).toBe(SEED_MERCHANTS.length * SEEDED_WINS_PER_BRAND);
      for (const table of [
        'countries',
        'vendors',
        'banners',
        'notices',
        'affiliate_codes',
        'lottery_games',
        'game_maintenance',
        'known_ips',
        'member_labels',
      ]) {
        expect(count(db, table), table).toBe(count(fresh, table));
      }
    } finally {
      db.close();
    }
  });

  it('keeps what the demo changed, and a second start changes nothing', () => {
    const before = openLegacyDatabase(file);
    before.run("UPDATE games SET name = 'Kept' WHERE game_id = 7");
    before.run(
      'DELETE FROM game_maintenance WHERE game_id = (SELECT MIN(game_id) FROM game_maintenance)',
    );
    before.run("UPDATE members SET balance = 1 WHERE account = 'player01'");
    const changed = checksum(before);
    before.close();

    // The steps added since migration 11 (the money) run once; nothing the demo changed is undone.
    const first = start();
    expect(first.ran).toEqual(STEPS_AFTER_MIGRATIONS);
    const upgraded = checksum(first.db);
    expect(upgraded).not.toBe(changed);
    // The money history nets to zero: player01's balance is still the one the demo left.
    expect(first.db.get("SELECT balance FROM members WHERE account = 'player01'")).toEqual({
      balance: 1,
    });
    first.db.close();

    const second = start();
    try {
      expect(second.ran).toEqual([]);
      expect(checksum(second.db)).toBe(upgraded);
      expect(second.db.get('SELECT name FROM games WHERE game_id = 7')).toEqual({ name: 'Kept' });
    } finally {
      second.db.close();
    }
  });

  it('runs only the steps of the migrations it had not had yet', () => {
    // An older sandbox that stopped at migration 4: content seeded, no accounts yet.
    openLegacyDatabase(file, 4).close();
    const { db, ran } = start();
    try {
      expect(ran).toEqual([
        'accounts',
        'lobby',
        'game maintenance',
        'banners',
        'no hostile notices',
        'winners',
        ...STEPS_AFTER_MIGRATIONS,
      ]);
      expect(steps(db)).toEqual(ALL_STEPS);
      expect(checksum(db)).toBe(checksum(fresh));
    } finally {
      db.close();
    }
  });

  it('brings a database seeded before the banner campaigns to the same content as a new one', () => {
    const before = openLegacyDatabase(file, 7);
    // What migration 3 used to seed: every brand had the hostile notices, banners had no copy.
    for (const { code } of SEED_MERCHANTS) addHostileNotices(before, code);
    before.run(
      `INSERT INTO banners (banner_id, merchant, group_name, title, linkage_type, linkage, colour, position)
       VALUES (1001, 'aurora', 'w_home', 'HOME offer 1', NULL, NULL, '#336699', 0),
              (1002, 'aurora', 'w_home', NULL, NULL, NULL, '#336699', 1)`,
    );
    before.close();
    const { db, ran } = start();
    try {
      expect(ran).toEqual(['banners', 'no hostile notices', 'winners', ...STEPS_AFTER_MIGRATIONS]);
      expect(checksum(db)).toBe(checksum(fresh));
    } finally {
      db.close();
    }
  });

  it('seeds a database made by this sandbox only once', () => {
    seededDatabase({ file }).close();
    const { db, ran } = start();
    try {
      expect(ran).toEqual([]);
      expect(steps(db)).toEqual(ALL_STEPS);
      expect(checksum(db)).toBe(checksum(fresh));
    } finally {
      db.close();
    }
  });
});

describe('the steps the old migrations did', () => {
  it('are steps of the seed, each named by one migration', () => {
    const names = [...LEGACY_SEED_STEPS.values()].flat();
    expect(new Set(names).size).toBe(names.length);
    expect(ALL_STEPS).toEqual(expect.arrayContaining(names));
    for (const version of LEGACY_SEED_STEPS.keys()) {
      expect(migrations.some((m) => m.version === version)).toBe(true);
      expect(version).toBeLessThan(11);
    }
  });
});
