import type { Database } from './index';

export interface Migration {
  /** Strictly increasing; never renumber or edit a migration that has shipped — add a new one. */
  version: number;
  name: string;
  /** SQL (may hold several statements) or a function for seed data that is easier built in code. */
  up: string | ((db: Database) => void);
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'merchants and system status',
    up: `
      CREATE TABLE merchants (
        code TEXT PRIMARY KEY NOT NULL,
        name TEXT NOT NULL
      ) STRICT;

      -- status: 0 normal, 1 maintenance, 2 region restriction (the /wps/system/status codes)
      CREATE TABLE system_status (
        merchant TEXT PRIMARY KEY NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
        maintenance_end TEXT,
        message TEXT
      ) STRICT;

      INSERT INTO merchants (code, name) VALUES ('aurora', 'Aurora'), ('jade', 'Jade'), ('ember', 'Ember');
      INSERT INTO system_status (merchant, status) SELECT code, 0 FROM merchants;
    `,
  },
];
