import { SERVER_CODES, paths } from '@lobby/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { botCheckFor, requestFrom, sealFor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { JsonResponse, Sandbox } from '../test/harness';
import { normaliseAddress, trustedProxies, visitorOf } from './ip';

const HOUR = 60 * 60 * 1000;

describe('visitorOf', () => {
  const trusted = trustedProxies(['10.0.0.1', '192.168.0.0/16', '2001:db8::/32']);
  const from = (socket: string, xff?: string, proto?: string) =>
    visitorOf(
      socket,
      new Headers({
        ...(xff === undefined ? {} : { 'X-Forwarded-For': xff }),
        ...(proto === undefined ? {} : { 'X-Forwarded-Proto': proto }),
      }),
      'http://127.0.0.1:4173/wps/system/status',
      trusted,
    );

  it('believes no header from an address that is not a trusted proxy', () => {
    expect(from('203.0.113.9', '198.51.100.1', 'https')).toEqual({
      ip: '203.0.113.9',
      https: false,
    });
  });

  it('takes the first address from the right that is not a trusted proxy', () => {
    expect(from('10.0.0.1', '198.51.100.1').ip).toBe('198.51.100.1');
    // Two proxies in a row (a CDN, then the load balancer).
    expect(from('10.0.0.1', '198.51.100.1, 192.168.4.4').ip).toBe('198.51.100.1');
    // What the client wrote itself, further left, is never believed.
    expect(from('10.0.0.1', '127.0.0.1, 6.6.6.6, 198.51.100.1').ip).toBe('198.51.100.1');
    expect(from('2001:db8::5', '2001:DB8:1::9, 198.51.100.2').ip).toBe('198.51.100.2');
  });

  it('stops at the last proxy that spoke when a hop is not an address', () => {
    expect(from('10.0.0.1', 'garbage').ip).toBe('10.0.0.1');
    expect(from('10.0.0.1', 'garbage, 192.168.1.1').ip).toBe('192.168.1.1');
    expect(from('10.0.0.1').ip).toBe('10.0.0.1');
    expect(from('10.0.0.1', '').ip).toBe('10.0.0.1');
  });

  it('reads https from a trusted proxy only, the first value as the client-facing proxy set it', () => {
    expect(from('10.0.0.1', '198.51.100.1', 'https').https).toBe(true);
    expect(from('10.0.0.1', '198.51.100.1', 'HTTPS, http').https).toBe(true);
    expect(from('10.0.0.1', '198.51.100.1', 'http').https).toBe(false);
    expect(from('203.0.113.9', undefined, 'https').https).toBe(false);
  });

  it('normalises the forms proxies write addresses in', () => {
    expect(normaliseAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(normaliseAddress('198.51.100.7:5678')).toBe('198.51.100.7');
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normaliseAddress(' 2001:db8::1 ')).toBe('2001:db8::1');
    for (const bad of ['', 'unknown', '1.2.3', '1.2.3.4.5', '[1.2.3.4', 'a:b:c']) {
      expect(normaliseAddress(bad), bad).toBeUndefined();
    }
  });

  it('refuses a list entry that is neither an address nor a range', () => {
    for (const bad of ['proxy.example', '10.0.0.0/33', '::/129', '10.0.0.0/x', '10.0.0.0/8/8']) {
      expect(() => trustedProxies([bad]), bad).toThrow(/is not an IP address or a CIDR range/);
    }
  });
});

describe('behind a trusted proxy', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    // 127.0.0.1 plays the proxy; 127.0.0.2 is a client that reaches the sandbox directly.
    sandbox = await startSandbox({
      trustedProxies: ['127.0.0.1'],
      rateLimits: { nonce: { limit: 2, windowMs: HOUR } },
    });
  });
  afterAll(() => sandbox.close());
  beforeEach(() => {
    sandbox.clock.now += HOUR;
  });

  const locationOf = (res: JsonResponse) =>
    (res.body as { value: { location: { ip: string } } }).value.location.ip;
  const permission = '/wps/system/permission?url=lobby.example';

  it('reports the forwarded client as the visitor, and ignores the header from anyone else', async () => {
    expect(locationOf(await sandbox.get(permission))).toBe('127.0.0.1');
    expect(locationOf(await sandbox.get(permission, { 'X-Forwarded-For': '198.51.100.7' }))).toBe(
      '198.51.100.7',
    );
    const direct = await requestFrom(sandbox, '127.0.0.2', 'GET', permission, undefined, {
      'X-Forwarded-For': '198.51.100.7',
    });
    expect(locationOf(direct)).toBe('127.0.0.2');
  });

  it('sends HSTS when the trusted proxy says the client came over https, and only then', async () => {
    const hsts = async (res: Promise<JsonResponse>) =>
      (await res).headers.get('strict-transport-security');
    expect(await hsts(sandbox.get(paths.systemStatus, { 'X-Forwarded-Proto': 'https' }))).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(await hsts(sandbox.get(paths.systemStatus, { 'X-Forwarded-Proto': 'http' }))).toBeNull();
    expect(await hsts(sandbox.get(paths.systemStatus))).toBeNull();
    // A client that reaches the sandbox directly cannot claim it.
    expect(
      await hsts(
        requestFrom(sandbox, '127.0.0.2', 'GET', paths.systemStatus, undefined, {
          'X-Forwarded-Proto': 'https',
        }),
      ),
    ).toBeNull();
  });

  it('gives every forwarded client its own budget of a per-address limit', async () => {
    const nonce = (client: string) =>
      sandbox.get(paths.systemNonce, { 'X-Forwarded-For': client }).then((res) => res.status);
    expect([await nonce('198.51.100.1'), await nonce('198.51.100.1')]).toEqual([200, 200]);
    expect(await nonce('198.51.100.1')).toBe(429);
    // Another player behind the same proxy is not held back by the first one.
    expect(await nonce('198.51.100.2')).toBe(200);
    // Writing another address to the left of the proxy's buys nothing.
    expect(await nonce('203.0.113.50, 198.51.100.1')).toBe(429);
  });

  it('checks known addresses against the forwarded client: a new one asks for the new-IP step', async () => {
    const { player } = DEMO_ACCOUNTS;
    const logIn = async (forwardedFor: string) => {
      const { body, headers } = await sealFor(sandbox, {
        type: 'username',
        username: player.username,
        password: player.password,
        botCheck: await botCheckFor(sandbox),
      });
      return sandbox.post(paths.sessionLogin, body, {
        ...headers,
        'X-Forwarded-For': forwardedFor,
      });
    };
    // player01 knows 127.0.0.1, the proxy's own address: that no longer lets a stranger in.
    const stranger = await logIn('198.51.100.9');
    expect(stranger).toMatchObject({
      status: 403,
      body: { code: SERVER_CODES.verificationRequired },
    });
    expect((await logIn('127.0.0.1')).status).toBe(200);
  });
});
