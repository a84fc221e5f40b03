import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSystemStatus, setSystemStatus } from '../store/system';
import { openDatabase } from './index';
import type { Database, Migration } from './index';
import { migrations } from './migrations';

let temp: string;
const open: Database[] = [];

function track(db: Database): Database {
  open.push(db);
  return db;
}

beforeEach(() => {
  temp = mkdtempSync(join(tmpdir(), 'lobby-db-'));
});

afterEach(() => {
  for (const db of open.splice(0)) db.close();
  rmSync(temp, { recursive: true, force: true });
});

// Test migrations go after the shipped ones, whatever their number.
const LAST = migrations[migrations.length - 1]?.version ?? 0;
const shipped = migrations.map((m) => m.version);

const versions = (db: Database) =>
  db.all<{ version: number; applied_at: string }>(
    'SELECT version, applied_at FROM schema_migrations ORDER BY version',
  );

/** Three brands to work on: the database alone holds none (the seed's step "merchants" does). */
function withBrands(db: Database): Database {
  db.run(
    "INSERT INTO merchants (code, name) VALUES ('aurora', 'Aurora'), ('jade', 'Jade'), ('ember', 'Ember')",
  );
  db.run('INSERT INTO system_status (merchant, status) SELECT code, 0 FROM merchants');
  return db;
}

describe('openDatabase', () => {
  it('builds the schema only: every table empty but the catalogue version and the bookkeeping', () => {
    const db = track(openDatabase({ memory: true }));
    expect(versions(db).map((r) => r.version)).toEqual(migrations.map((m) => m.version));
    const tables = db
      .all<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['merchants', 'games', 'members', 'seed_steps']));
    const filled = tables.filter(
      (name) => (db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM "${name}"`)?.n ?? 0) > 0,
    );
    expect(filled).toEqual(['catalog_version', 'schema_migrations']);
  });

  it('tells a function migration what the file had before this run', () => {
    const file = join(temp, 'sandbox.sqlite');
    const seen: number[][] = [];
    const probe = (version: number): Migration => ({
      version,
      name: `probe ${version}`,
      up: (_db, { appliedBefore }) => {
        seen.push([...appliedBefore].sort((a, b) => a - b));
      },
    });
    openDatabase({ file, migrations: [...migrations, probe(LAST + 1)] }).close();
    openDatabase({ file, migrations: [...migrations, probe(LAST + 1), probe(LAST + 2)] }).close();
    // The first run started from nothing, even though it applied the shipped migrations first.
    expect(seen).toEqual([[], [...shipped, LAST + 1]]);
  });

  it('creates the folder, uses WAL and foreign keys for a file', () => {
    const file = join(temp, 'nested', 'deeper', 'sandbox.sqlite');
    const db = track(openDatabase({ file }));
    expect(existsSync(file)).toBe(true);
    expect(db.get('PRAGMA journal_mode')).toEqual({ journal_mode: 'wal' });
    expect(db.get('PRAGMA foreign_keys')).toEqual({ foreign_keys: 1 });
    expect(() =>
      db.run("INSERT INTO system_status (merchant, status) VALUES ('ghost', 0)"),
    ).toThrow(/FOREIGN KEY/);
  });

  it('keeps data across reopening and applies each migration once', () => {
    const file = join(temp, 'sandbox.sqlite');
    const first = withBrands(openDatabase({ file }));
    first.run("INSERT INTO merchants (code, name) VALUES ('opal', 'Opal')");
    setSystemStatus(first, 'jade', {
      status: 1,
      maintenanceEnd: '2030-01-01T00:00:00Z',
      message: 'm',
    });
    const appliedBefore = versions(first);
    first.close();

    const second = track(openDatabase({ file }));
    expect(second.get("SELECT name FROM merchants WHERE code = 'opal'")).toEqual({ name: 'Opal' });
    expect(second.all('SELECT code FROM merchants')).toHaveLength(4);
    expect(getSystemStatus(second, 'jade')).toEqual({
      status: 1,
      maintenanceEnd: '2030-01-01T00:00:00Z',
      message: 'm',
    });
    expect(versions(second)).toEqual(appliedBefore);
  });

  it('applies only the new migrations to an existing file', () => {
    const file = join(temp, 'sandbox.sqlite');
    withBrands(openDatabase({ file })).close();

    let ran = 0;
    const next: Migration = {
      version: LAST + 1,
      name: 'watchlist',
      up: (db) => {
        ran++;
        db.run('CREATE TABLE watchlist (code TEXT PRIMARY KEY NOT NULL) STRICT');
        db.run("INSERT INTO watchlist (code) VALUES ('pg')");
      },
    };
    openDatabase({ file, migrations: [...migrations, next] }).close();
    const db = track(openDatabase({ file, migrations: [...migrations, next] }));
    expect(ran).toBe(1);
    expect(db.all('SELECT code FROM watchlist')).toEqual([{ code: 'pg' }]);
    expect(db.all('SELECT code FROM merchants')).toHaveLength(3);
    expect(versions(db).map((r) => r.version)).toEqual([...shipped, LAST + 1]);
  });

  it('leaves the file untouched when a migration fails', () => {
    const file = join(temp, 'sandbox.sqlite');
    openDatabase({ file }).close();
    const broken: Migration[] = [
      ...migrations,
      { version: LAST + 1, name: 'good', up: 'CREATE TABLE fine (id INTEGER PRIMARY KEY)' },
      { version: LAST + 2, name: 'bad', up: 'CREATE TABLE oops (' },
    ];
    expect(() => openDatabase({ file, migrations: broken })).toThrow();
    const db = track(openDatabase({ file }));
    expect(versions(db).map((r) => r.version)).toEqual(shipped);
    expect(db.get("SELECT name FROM sqlite_master WHERE name = 'fine'")).toBeUndefined();
  });

  it('refuses a file written by a newer sandbox', () => {
    const file = join(temp, 'sandbox.sqlite');
    openDatabase({
      file,
      migrations: [...migrations, { version: LAST + 9, name: 'future', up: 'SELECT 1' }],
    }).close();
    expect(() => openDatabase({ file })).toThrow(/newer sandbox/);
  });

  it('refuses a migration list out of order', () => {
    expect(() =>
      openDatabase({
        memory: true,
        migrations: [
          { version: 2, name: 'b', up: 'SELECT 1' },
          { version: 1, name: 'a', up: 'SELECT 1' },
        ],
      }),
    ).toThrow(/increasing order/);
  });
});

describe('Database', () => {
  it('binds positional and named parameters', () => {
    const db = track(withBrands(openDatabase({ memory: true })));
    const result = db.run('INSERT INTO merchants (code, name) VALUES (?, ?)', ['opal', 'Opal']);
    expect(result.changes).toBe(1);
    expect(db.get('SELECT name FROM merchants WHERE code = :code', { code: 'opal' })).toEqual({
      name: 'Opal',
    });
    expect(db.get('SELECT name FROM merchants WHERE code = ?', ['none'])).toBeUndefined();
  });

  it('commits a transaction and rolls it back on a throw', () => {
    const db = track(withBrands(openDatabase({ memory: true })));
    expect(db.transaction(() => db.run("DELETE FROM merchants WHERE code = 'ember'").changes)).toBe(
      1,
    );
    expect(() =>
      db.transaction(() => {
        db.run("DELETE FROM merchants WHERE code = 'jade'");
        throw new Error('abort');
      }),
    ).toThrow('abort');
    expect(db.all('SELECT code FROM merchants ORDER BY code')).toEqual([
      { code: 'aurora' },
      { code: 'jade' },
    ]);
  });

  it('rolls back only the inner part of a nested transaction', () => {
    const db = track(withBrands(openDatabase({ memory: true })));
    db.transaction(() => {
      db.run("UPDATE merchants SET name = 'A' WHERE code = 'aurora'");
      expect(() =>
        db.transaction(() => {
          db.run("UPDATE merchants SET name = 'J' WHERE code = 'jade'");
          throw new Error('inner');
        }),
      ).toThrow('inner');
    });
    expect(db.all('SELECT name FROM merchants ORDER BY code')).toEqual([
      { name: 'A' },
      { name: 'Ember' },
      { name: 'Jade' },
    ]);
  });

  it('refuses an async transaction body and rolls it back', () => {
    const db = track(withBrands(openDatabase({ memory: true })));
    expect(() =>
      db.transaction(() => {
        db.run("DELETE FROM merchants WHERE code = 'jade'");
        return Promise.resolve();
      }),
    ).toThrow(/synchronous/);
    expect(db.all('SELECT code FROM merchants')).toHaveLength(3);
  });

  it('enforces the status codes in the table', () => {
    const db = track(withBrands(openDatabase({ memory: true })));
    expect(() => db.run("UPDATE system_status SET status = 7 WHERE merchant = 'aurora'")).toThrow(
      /CHECK/,
    );
  });

  it('closes more than once without complaint', () => {
    const db = openDatabase({ memory: true });
    db.close();
    expect(() => db.close()).not.toThrow();
  });
});
