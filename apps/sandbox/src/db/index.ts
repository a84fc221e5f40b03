// The only module that knows the sandbox runs on SQLite: everything else talks to `Database`, so the
// storage can move to a server database by reimplementing this file.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { StatementSync } from 'node:sqlite';
import { migrations as defaultMigrations } from './migrations';
import type { Migration } from './migrations';
import type { Database, Row, SqlParams, SqlValue } from './types';

export type { Migration, MigrationContext } from './migrations';
export type { Database, Row, RunResult, SqlParams, SqlValue } from './types';

export type OpenOptions = ({ file: string } | { memory: true }) & {
  /** Defaults to the sandbox's own list; tests pass their own to exercise upgrades. */
  migrations?: readonly Migration[];
};

// Statements are compiled once and reused; the cap only matters if a caller builds SQL dynamically.
const STATEMENT_CACHE_LIMIT = 256;
// Lets a second process (a test, a CLI) wait for the writer instead of failing at once with BUSY.
const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens the database and applies the migrations it has not had: the schema only. The data comes
 * from seedDatabase (seed/index.ts), which whoever opens the database runs next.
 */
export function openDatabase(options: OpenOptions): Database {
  const list = options.migrations ?? defaultMigrations;
  checkMigrationList(list);

  let raw: DatabaseSync;
  if ('file' in options) {
    const path = resolve(options.file);
    mkdirSync(dirname(path), { recursive: true });
    raw = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: BUSY_TIMEOUT_MS });
    // WAL lets readers run while a write is in progress; NORMAL is durable enough under WAL and
    // avoids an fsync per commit.
    raw.exec('PRAGMA journal_mode = WAL');
    raw.exec('PRAGMA synchronous = NORMAL');
  } else {
    raw = new DatabaseSync(':memory:', { enableForeignKeyConstraints: true });
  }
  raw.exec('PRAGMA foreign_keys = ON');

  const db = wrap(raw);
  try {
    migrate(raw, db, list);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

function wrap(raw: DatabaseSync): Database {
  const statements = new Map<string, StatementSync>();
  let savepointDepth = 0;

  const prepare = (sql: string): StatementSync => {
    const cached = statements.get(sql);
    if (cached) return cached;
    const statement = raw.prepare(sql);
    if (statements.size >= STATEMENT_CACHE_LIMIT) {
      const oldest = statements.keys().next();
      if (!oldest.done) statements.delete(oldest.value);
    }
    statements.set(sql, statement);
    return statement;
  };

  return {
    run(sql, params) {
      const s = prepare(sql);
      const result =
        params === undefined
          ? s.run()
          : isPositional(params)
            ? s.run(...params)
            : s.run({ ...params });
      return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
    },
    get<T extends object = Row>(sql: string, params?: SqlParams) {
      const s = prepare(sql);
      const row =
        params === undefined
          ? s.get()
          : isPositional(params)
            ? s.get(...params)
            : s.get({ ...params });
      return row as T | undefined;
    },
    all<T extends object = Row>(sql: string, params?: SqlParams) {
      const s = prepare(sql);
      const rows =
        params === undefined
          ? s.all()
          : isPositional(params)
            ? s.all(...params)
            : s.all({ ...params });
      return rows as T[];
    },
    transaction<T>(fn: () => T): T {
      if (raw.isTransaction) {
        const name = `sp_${++savepointDepth}`;
        raw.exec(`SAVEPOINT ${name}`);
        try {
          const result = ensureSync(fn());
          raw.exec(`RELEASE ${name}`);
          return result;
        } catch (error) {
          raw.exec(`ROLLBACK TO ${name}`);
          raw.exec(`RELEASE ${name}`);
          throw error;
        } finally {
          savepointDepth--;
        }
      }
      // IMMEDIATE takes the write lock up front, so two writers never deadlock upgrading a read lock.
      raw.exec('BEGIN IMMEDIATE');
      try {
        const result = ensureSync(fn());
        raw.exec('COMMIT');
        return result;
      } catch (error) {
        if (raw.isTransaction) raw.exec('ROLLBACK');
        throw error;
      }
    },
    close() {
      if (!raw.isOpen) return;
      statements.clear();
      raw.close();
    },
  };
}

function isPositional(params: SqlParams): params is readonly SqlValue[] {
  return Array.isArray(params);
}

function ensureSync<T>(value: T): T {
  if (typeof (value as { then?: unknown } | null)?.then === 'function') {
    throw new TypeError('Database.transaction callbacks must be synchronous');
  }
  return value;
}

function checkMigrationList(list: readonly Migration[]): void {
  let previous = 0;
  for (const migration of list) {
    if (!Number.isInteger(migration.version) || migration.version <= previous) {
      throw new Error(
        `Migration versions must be positive integers in increasing order (at ${migration.name})`,
      );
    }
    previous = migration.version;
  }
}

function migrate(raw: DatabaseSync, db: Database, list: readonly Migration[]): void {
  raw.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);

  // One transaction for the whole batch: a failed upgrade leaves the file exactly as it was, and
  // the write lock keeps two processes opening the same file from applying a migration twice.
  db.transaction(() => {
    const applied = new Set(
      db.all<{ version: number }>('SELECT version FROM schema_migrations').map((r) => r.version),
    );
    const known = new Set(list.map((m) => m.version));
    const unknown = [...applied].filter((v) => !known.has(v));
    if (unknown.length > 0) {
      throw new Error(
        `The database has migrations this code does not know (${unknown.join(', ')}); ` +
          'it was written by a newer sandbox',
      );
    }
    for (const migration of list) {
      if (applied.has(migration.version)) continue;
      if (typeof migration.up === 'string') raw.exec(migration.up);
      // What the file had before this run: an upgrade can tell what an older sandbox did.
      else migration.up(db, { appliedBefore: applied });
      db.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
    }
  });
}
