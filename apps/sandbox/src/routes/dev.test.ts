import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../store/outbox';
import { checksum, startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

let dev: Sandbox;
let production: Sandbox;
let seeded: string;

beforeAll(async () => {
  [dev, production] = await Promise.all([
    startSandbox({ dev: true }),
    startSandbox({ dev: false }),
  ]);
  seeded = checksum(dev.db);
});

afterAll(async () => {
  await Promise.all([dev.close(), production.close()]);
});

// Only tests that change something put the seed back, after themselves: a reset costs ~100 ms.
afterEach(async (context) => {
  if (context.task.name.startsWith('POST /wps/dev/')) await dev.post('/wps/dev/reset', {});
});

describe('dev controls', () => {
  it('POST /wps/dev/status puts a brand into maintenance, visible to /status', async () => {
    const res = await dev.post('/wps/dev/status', {
      merchant: 'jade',
      status: 1,
      endTime: '2030-01-02T03:04:05+08:00',
      message: 'Upgrading',
    });
    expect(res.status).toBe(200);
    expect((await dev.get('/wps/system/status', { Merchant: 'jade' })).body).toEqual({
      success: true,
      value: { status: 1, endTime: '2030-01-01T19:04:05.000Z' },
    });
    expect((await dev.get('/wps/system/status', { Merchant: 'aurora' })).body).toEqual({
      success: true,
      value: { status: 0 },
    });
  });

  it('POST /wps/dev/whitelabel flips one flag of one brand', async () => {
    const res = await dev.post('/wps/dev/whitelabel', {
      merchant: 'aurora',
      modId: 'FREEPLAY3',
      enabled: '1',
    });
    expect(res.status).toBe(200);
    const tree = JSON.stringify(
      (await dev.get('/wps/system/whitelabel', { Merchant: 'aurora' })).body,
    );
    expect(tree).toContain('"modId":"FREEPLAY3","enabled":"1"');
    const other = JSON.stringify(
      (await dev.get('/wps/system/whitelabel', { Merchant: 'jade' })).body,
    );
    expect(other).toContain('"modId":"FREEPLAY3","enabled":"0"');
  });

  it('GET /wps/dev/outbox shows what the sandbox sent, newest first, by recipient', async () => {
    sendMessage(dev.db, { channel: 'sms', to: '+639171234567', body: 'Code 1111' });
    sendMessage(dev.db, { channel: 'email', to: 'ann@example.com', body: 'Reset link' });
    sendMessage(dev.db, { channel: 'sms', to: '+639171234567', body: 'Code 2222' });
    const { body } = await dev.get('/wps/dev/outbox?to=%2B639171234567');
    expect(
      (body as { value: { body: string; channel: string }[] }).value.map((m) => m.body),
    ).toEqual(['Code 2222', 'Code 1111']);
    const all = (await dev.get('/wps/dev/outbox')).body as { value: unknown[] };
    expect(all.value).toHaveLength(3);
  });

  it('POST /wps/dev/reset returns every table to the seed', async () => {
    await dev.post('/wps/dev/status', { merchant: 'ember', status: 2 });
    await dev.post('/wps/dev/whitelabel', { merchant: 'ember', modId: 'FREEPLAY3', enabled: '0' });
    sendMessage(dev.db, { channel: 'sms', to: '1', body: 'x' });
    expect(checksum(dev.db)).not.toBe(seeded);
    expect((await dev.post('/wps/dev/reset', {})).body).toEqual({ success: true, value: null });
    expect(checksum(dev.db)).toBe(seeded);
  });

  it.each([
    [{ merchant: 'nobody', status: 1 }, 400, /Unknown merchant/],
    [{ merchant: 'jade', status: 3 }, 400, /status/],
    [{ merchant: 'jade', status: '1' }, 400, /status/],
    [{ merchant: 'jade', status: 1, endTime: 'tomorrow' }, 400, /endTime/],
    [{ merchant: 'jade', status: 1, endTime: '2030-02-31T00:00:00' }, 400, /endTime/],
    [{ merchant: 'jade', status: 1, message: 'x'.repeat(501) }, 400, /message/],
  ])('refuses the status body %j', async (body, status, message) => {
    const before = checksum(dev.db);
    const res = await dev.post('/wps/dev/status', body);
    expect(res.status).toBe(status);
    expect((res.body as { message: string }).message).toMatch(message);
    expect(checksum(dev.db)).toBe(before);
  });

  it.each([
    [{ merchant: 'jade', modId: 'NOSUCH3', enabled: '1' }, 404],
    [{ merchant: 'jade', modId: 'FREEPLAY3', enabled: 1 }, 400],
    [{ merchant: 'jade', modId: 'freeplay3', enabled: '1' }, 400],
    [{ merchant: 'ghost', modId: 'FREEPLAY3', enabled: '1' }, 400],
  ])('refuses the whitelabel body %j', async (body, status) => {
    const before = checksum(dev.db);
    expect((await dev.post('/wps/dev/whitelabel', body)).status).toBe(status);
    expect(checksum(dev.db)).toBe(before);
  });
});

describe('dev controls in production', () => {
  it.each([
    ['POST', '/wps/dev/status'],
    ['POST', '/wps/dev/whitelabel'],
    ['GET', '/wps/dev/outbox'],
    ['POST', '/wps/dev/reset'],
  ])('%s %s does not exist (404) and changes nothing', async (method, path) => {
    const before = checksum(production.db);
    const res =
      method === 'GET'
        ? await production.get(path)
        : await production.post(path, { merchant: 'jade', status: 1 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Not found' });
    expect(checksum(production.db)).toBe(before);
  });
});
