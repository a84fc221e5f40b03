import type { SQLInputValue, SQLOutputValue } from 'node:sqlite';

// The types the rest of the sandbox codes against; index.ts implements them on node:sqlite. A file
// of their own, so migrations.ts can use them without importing index.ts, which imports it.

export type SqlValue = SQLInputValue;
export type SqlParams = readonly SqlValue[] | Readonly<Record<string, SqlValue>>;
export type Row = Record<string, SQLOutputValue>;

export interface RunResult {
  changes: number;
  lastInsertRowid: number;
}

export interface Database {
  /** Runs one statement that returns no rows (INSERT, UPDATE, DELETE, DDL). */
  run(sql: string, params?: SqlParams): RunResult;
  /**
   * The first row, or undefined. `T` is the caller's claim about the row's shape: keep the select
   * list and the type side by side.
   */
  get<T extends object = Row>(sql: string, params?: SqlParams): T | undefined;
  all<T extends object = Row>(sql: string, params?: SqlParams): T[];
  /**
   * Runs `fn` atomically: commits when it returns, rolls back when it throws. Nested calls become
   * savepoints. `fn` must be synchronous — an await inside would let other requests' statements
   * join the open transaction.
   */
  transaction<T>(fn: () => T): T;
  close(): void;
}
