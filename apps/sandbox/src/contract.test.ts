import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { paths, systemStatusResponseSchema } from '@lobby/api';
import { createApp } from './app';
import { openDatabase, type Database } from './db';
import { setSystemStatus, type SystemStatus } from './store/system';
import { startServer, type TestServer } from './test/server';

// The contract: every answer of the sandbox parses with the api package's schema of that call.
let db: Database;
let server: TestServer;

beforeAll(async () => {
  db = openDatabase({ memory: true });
  server = await startServer(createApp({ db, dev: false }));
});

afterAll(async () => {
  await server.close();
  db.close();
});

const statuses: SystemStatus[] = [
  { status: 0, maintenanceEnd: null, message: null },
  { status: 1, maintenanceEnd: '2030-01-01T00:00:00.000Z', message: 'Upgrading' },
  { status: 1, maintenanceEnd: null, message: null },
  { status: 2, maintenanceEnd: null, message: null },
];

describe('contract: system status', () => {
  test.each(statuses)(
    'status $status (end $maintenanceEnd) parses with the api schema',
    async (status) => {
      setSystemStatus(db, 'jade', status);
      const res = await fetch(`${server.url}${paths.systemStatus}`, {
        headers: { Merchant: 'jade' },
      });
      const parsed = v.parse(systemStatusResponseSchema, await res.json());
      expect(parsed.success && parsed.value.status).toBe(status.status);
    },
  );

  test('a refusal parses as a failure envelope', async () => {
    const res = await fetch(`${server.url}${paths.systemStatus}`, {
      headers: { Merchant: 'nobody' },
    });
    const parsed = v.parse(systemStatusResponseSchema, await res.json());
    expect(parsed.success).toBe(false);
  });
});
