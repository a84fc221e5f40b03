import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import * as v from 'valibot';
import { createApiClient, parseRetryAfter } from './client';
import type { ApiClientConfig } from './client';
import { ApiError, isApiError } from './errors';
import type { ApiErrorKind } from './errors';
import { getSystemStatus } from './endpoints/system';
import { paths } from './paths';
import { callHeaders, prefetchedResponses } from './prefetch';
import { SERVER_CODES } from './schemas/session';
import { ok, sendJson, startTestServer } from './test/http-server';
import type { TestHttpServer } from './test/http-server';

let api: TestHttpServer;
let other: TestHttpServer;

beforeAll(async () => {
  [api, other] = await Promise.all([startTestServer(), startTestServer()]);
});

afterAll(async () => {
  await Promise.all([api.close(), other.close()]);
});

beforeEach(() => {
  api.requests.length = 0;
  other.requests.length = 0;
  api.handle = (_req, res) => ok(res, { status: 0 });
  other.handle = (_req, res) => ok(res, { status: 0 });
});

function client(overrides: Partial<ApiClientConfig> = {}) {
  return createApiClient({ baseUrl: api.url, merchant: 'jade', ...overrides });
}

const statusCall = { method: 'GET', path: paths.systemStatus, value: v.unknown() } as const;

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('headers', () => {
  test('Merchant, Device and Language go on every call; no Authorization without a token', async () => {
    await client().request(statusCall);
    const { headers } = api.requests[0]!;
    expect(headers.merchant).toBe('jade');
    expect(headers.device).toBe('WEB');
    expect(headers.language).toBe('MY');
    expect(headers.authorization).toBeUndefined();
  });

  test('Language is read on every call', async () => {
    let language = 'EN';
    const c = client({ language: () => language });
    await c.request(statusCall);
    language = 'PT-BR';
    await c.request(statusCall);
    expect(api.requests.map((r) => r.headers.language)).toEqual(['EN', 'PT-BR']);
  });

  test('Authorization carries the token, as is, to the API origin', async () => {
    await client({ getToken: () => 'tok-123' }).request(statusCall);
    expect(api.requests[0]!.headers.authorization).toBe('tok-123');
  });

  test('an empty token sends no Authorization', async () => {
    await client({ getToken: () => '' }).request(statusCall);
    expect(api.requests[0]!.headers.authorization).toBeUndefined();
  });

  test('the token never goes to another origin, even when a full URL is passed', async () => {
    const c = client({ getToken: () => 'tok-123' });
    await c.request({ ...statusCall, path: `${other.url}${paths.systemStatus}` });
    await c.request({
      ...statusCall,
      path: `${other.url}${paths.systemStatus}`,
      headers: { Authorization: 'smuggled' },
    });
    expect(other.requests).toHaveLength(2);
    for (const request of other.requests) {
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers.merchant).toBe('jade');
    }
  });

  test('a full URL of the API origin does get the token', async () => {
    await client({ getToken: () => 'tok-123' }).request({
      ...statusCall,
      path: `${api.url}${paths.systemStatus}`,
    });
    expect(api.requests[0]!.headers.authorization).toBe('tok-123');
  });

  test('without a knowable API origin no token is sent anywhere', () => {
    // Node has no page location, so a same-origin ('') client cannot know its origin.
    expect(createApiClient({ merchant: 'jade', getToken: () => 't' }).apiOrigin).toBeUndefined();
    expect(client().apiOrigin).toBe(api.url);
  });

  test('query values are encoded and undefined ones left out', () => {
    const url = client().resolveUrl('/wps/relay/GAME_list', {
      gameType: 'RNG',
      gameName: 'a&b c',
      vassalage: undefined,
      page: 1,
    });
    expect(url).toBe(`${api.url}/wps/relay/GAME_list?gameType=RNG&gameName=a%26b+c&page=1`);
  });

  test('a base URL with a path and a trailing slash joins cleanly', () => {
    const c = createApiClient({ baseUrl: 'https://api.example.com/gw/', merchant: 'm' });
    expect(c.resolveUrl(paths.systemStatus)).toBe('https://api.example.com/gw/wps/system/status');
    expect(c.apiOrigin).toBe('https://api.example.com');
  });
});

describe('envelope', () => {
  test('a success answer yields its parsed value', async () => {
    api.handle = (_req, res) => ok(res, { status: 1, endTime: '2030-01-01T00:00:00Z' });
    await expect(getSystemStatus(client())).resolves.toEqual({
      status: 1,
      endTime: '2030-01-01T00:00:00Z',
    });
  });

  test('a failure envelope on 200 is a server error with its message and code', async () => {
    api.handle = (_req, res) => sendJson(res, 200, { success: false, message: 'Busy', code: 7 });
    const error = await failureOf(client().request(statusCall));
    expect(error.failure).toEqual({ kind: 'server', status: 200, message: 'Busy', code: '7' });
  });

  test("a failure's value travels with its code, on 200 and on a 4xx", async () => {
    const value = { verificationId: 'v1', methods: ['email'] };
    api.handle = (_req, res) =>
      sendJson(res, 403, {
        success: false,
        message: 'Verify',
        code: 'VERIFICATION_REQUIRED',
        value,
      });
    expect((await failureOf(client().request(statusCall))).failure).toEqual({
      kind: 'server',
      status: 403,
      message: 'Verify',
      code: 'VERIFICATION_REQUIRED',
      value,
    });
    api.handle = (_req, res) =>
      sendJson(res, 200, { success: false, message: 'Busy', code: 'X', value: [1] });
    expect((await failureOf(client().request(statusCall))).failure).toMatchObject({
      status: 200,
      value: [1],
    });
  });
});

describe('failures over real HTTP', () => {
  const cases: {
    name: string;
    handle: TestHttpServer['handle'];
    kind: ApiErrorKind;
    failure?: object;
  }[] = [
    {
      name: 'a dropped connection',
      handle: (req) => req.socket.destroy(),
      kind: 'network',
    },
    {
      name: '500 with an envelope message',
      handle: (_req, res) =>
        sendJson(res, 500, { success: false, message: 'Database down', code: 'E500' }),
      kind: 'server',
      failure: { kind: 'server', status: 500, message: 'Database down', code: 'E500' },
    },
    {
      name: '502 with an HTML page',
      handle: (_req, res) => {
        res.writeHead(502, { 'Content-Type': 'text/html' });
        res.end('<h1>Bad gateway</h1>');
      },
      kind: 'server',
      failure: { kind: 'server', status: 502 },
    },
    {
      name: '503 maintenance with an end time',
      handle: (_req, res) =>
        sendJson(res, 503, { success: false, message: 'Maintenance', endTime: '2030-01-01' }),
      kind: 'maintenance',
      failure: { kind: 'maintenance', endTime: '2030-01-01' },
    },
    {
      name: '451 region restricted with the ip',
      handle: (_req, res) =>
        sendJson(res, 451, { success: false, message: 'Blocked', value: { ip: '203.0.113.7' } }),
      kind: 'regionRestricted',
      failure: { kind: 'regionRestricted', ip: '203.0.113.7' },
    },
    {
      name: '401',
      handle: (_req, res) => sendJson(res, 401, { success: false, message: 'Unauthorized' }),
      kind: 'sessionExpired',
      failure: { kind: 'sessionExpired', status: 401 },
    },
    {
      name: 'the server expiry code on 200',
      handle: (_req, res) =>
        sendJson(res, 200, {
          success: false,
          message: 'Expired',
          code: SERVER_CODES.sessionExpired,
        }),
      kind: 'sessionExpired',
      failure: { kind: 'sessionExpired', status: 200, code: SERVER_CODES.sessionExpired },
    },
    {
      name: 'malformed JSON',
      handle: (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"success": true, "value": ');
      },
      kind: 'malformed',
    },
    {
      name: 'a body that fails the schema',
      handle: (_req, res) => ok(res, { status: 'fine' }),
      kind: 'malformed',
    },
    {
      name: 'a body that is not an envelope',
      handle: (_req, res) => sendJson(res, 200, { status: 0 }),
      kind: 'malformed',
    },
  ];

  test.each(cases)('$name -> $kind', async ({ handle, kind, failure }) => {
    api.handle = handle;
    // POST: one attempt, so the mapping is tested without retry delays.
    const error = await failureOf(
      client().request({
        method: 'POST',
        path: paths.systemStatus,
        value: v.object({ status: v.number() }),
      }),
    );
    expect(error.kind).toBe(kind);
    if (failure) expect(error.failure).toEqual(failure);
  });

  test('a stalled server is a timeout', async () => {
    api.handle = () => {};
    const error = await failureOf(client({ timeout: 150 }).request(statusCall));
    expect(error.kind).toBe('timeout');
  });

  test('a dropped connection on a GET is a network failure after its retries', async () => {
    api.handle = (req) => req.socket.destroy();
    const error = await failureOf(client().request(statusCall));
    expect(error.kind).toBe('network');
    expect(api.requests).toHaveLength(3);
  });

  test('429 with Retry-After 3600 fails at once as rateLimited, reporting the wait', async () => {
    api.handle = (_req, res) =>
      sendJson(res, 429, { success: false, message: 'Slow down' }, { 'Retry-After': '3600' });
    const started = performance.now();
    const error = await failureOf(client().request(statusCall));
    // Generous bound: the point is "not 3600 s, not even the 3 s cap", on a noisy machine.
    expect(performance.now() - started).toBeLessThan(2500);
    expect(error.failure).toEqual({ kind: 'rateLimited', retryAfterSeconds: 3600 });
    expect(api.requests).toHaveLength(1);
  });

  test('a 429 that names its limit carries the code, so the site can say which', async () => {
    api.handle = (_req, res) =>
      sendJson(
        res,
        429,
        { success: false, message: 'Wait', code: 'LOGIN_BACKOFF' },
        { 'Retry-After': '120' },
      );
    const error = await failureOf(client().request({ ...statusCall, method: 'POST' }));
    expect(error.failure).toEqual({
      kind: 'rateLimited',
      retryAfterSeconds: 120,
      code: 'LOGIN_BACKOFF',
    });
  });

  test('the malformed detail names where, never what was received', async () => {
    api.handle = (_req, res) => ok(res, { status: 'hunter2' });
    const error = await failureOf(
      client().request({ ...statusCall, value: v.object({ status: v.number() }) }),
    );
    expect(error.failure.kind === 'malformed' && error.failure.detail).toContain('value.status');
    expect(JSON.stringify(error.failure)).not.toContain('hunter2');
  });

  test('a caller abort stays an AbortError', async () => {
    api.handle = () => {};
    const controller = new AbortController();
    const pending = client().request({ ...statusCall, signal: controller.signal });
    controller.abort();
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('retries', () => {
  const failing: TestHttpServer['handle'] = (_req, res) =>
    sendJson(res, 500, { success: false, message: 'Oops' });

  test('GET is retried twice', async () => {
    api.handle = failing;
    const error = await failureOf(client().request(statusCall));
    expect(error.kind).toBe('server');
    expect(api.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
  });

  test('a GET that recovers succeeds', async () => {
    let calls = 0;
    api.handle = (req, res) => {
      calls += 1;
      if (calls === 1) req.socket.destroy();
      else ok(res, { status: 0 });
    };
    await expect(client().request(statusCall)).resolves.toEqual({ status: 0 });
    expect(api.requests).toHaveLength(2);
  });

  test('429 with a short Retry-After is retried after that wait', async () => {
    api.handle = (_req, res) =>
      sendJson(res, 429, { success: false, message: 'Slow' }, { 'Retry-After': '0' });
    const error = await failureOf(client().request(statusCall));
    expect(error.failure).toEqual({ kind: 'rateLimited', retryAfterSeconds: 0 });
    expect(api.requests).toHaveLength(3);
  });

  test.each(['POST', 'PUT', 'DELETE'] as const)('%s is never retried', async (method) => {
    api.handle = failing;
    const error = await failureOf(client().request({ ...statusCall, method, json: { a: 1 } }));
    expect(error.kind).toBe('server');
    expect(api.requests).toHaveLength(1);
  });

  test.each(['POST', 'PUT', 'DELETE'] as const)(
    '%s is not retried after a dropped connection',
    async (method) => {
      api.handle = (req) => req.socket.destroy();
      const error = await failureOf(client().request({ ...statusCall, method }));
      expect(error.kind).toBe('network');
      expect(api.requests).toHaveLength(1);
    },
  );

  test.each([401, 451, 503])('GET answered %i is not retried', async (status) => {
    api.handle = (_req, res) => sendJson(res, status, { success: false, message: 'no' });
    await failureOf(client().request(statusCall));
    expect(api.requests).toHaveLength(1);
  });
});

describe('session expiry', () => {
  test('401 calls onSessionExpired once with the typed error', async () => {
    api.handle = (_req, res) => sendJson(res, 401, { success: false, message: 'Expired' });
    const onSessionExpired = vi.fn();
    await failureOf(client({ onSessionExpired, getToken: () => 't' }).request(statusCall));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(isApiError(onSessionExpired.mock.calls[0]![0], 'sessionExpired')).toBe(true);
  });

  test('the failure names the token it refused', async () => {
    api.handle = (_req, res) => sendJson(res, 401, { success: false, message: 'Expired' });
    const error = await failureOf(client({ getToken: () => 't' }).request(statusCall));
    expect(error.failure).toEqual({ kind: 'sessionExpired', status: 401, sentToken: 't' });
  });

  test('a 401 to a call that carried no token ends nothing', async () => {
    api.handle = (_req, res) => sendJson(res, 401, { success: false, message: 'Expired' });
    other.handle = api.handle;
    const onSessionExpired = vi.fn();
    const anonymous = await failureOf(client({ onSessionExpired }).request(statusCall));
    expect(anonymous.failure).toEqual({ kind: 'sessionExpired', status: 401 });
    // The token never leaves for another origin, so that origin's 401 is not about it.
    const elsewhere = await failureOf(
      client({ onSessionExpired, getToken: () => 't' }).request({
        ...statusCall,
        path: `${other.url}${paths.memberInfo}`,
      }),
    );
    expect(other.requests[0]!.headers.authorization).toBeUndefined();
    expect(elsewhere.failure).toEqual({ kind: 'sessionExpired', status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  test('a 401 to a token replaced while the call was out ends nothing', async () => {
    let token = 'before';
    api.handle = (_req, res) => {
      // A logout and a new login in this tab while the old call was on its way.
      token = 'after';
      sendJson(res, 401, { success: false, message: 'Expired' });
    };
    const onSessionExpired = vi.fn();
    const error = await failureOf(
      client({ onSessionExpired, getToken: () => token }).request(statusCall),
    );
    expect(api.requests[0]!.headers.authorization).toBe('before');
    expect(error.failure).toMatchObject({ kind: 'sessionExpired', sentToken: 'before' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  test('other failures do not end the session', async () => {
    api.handle = (_req, res) => sendJson(res, 400, { success: false, message: 'Bad' });
    const onSessionExpired = vi.fn();
    await failureOf(client({ onSessionExpired }).request({ ...statusCall, method: 'POST' }));
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('answers the page asked for first', () => {
  /** What the boot script does: a real fetch to the test server with the client's headers. */
  function prefetch(path: string, headers = callHeaders({ merchant: 'jade', language: 'MY' })) {
    const url = `${api.url}${path}`;
    return { url, headers, response: fetch(url, { headers }) };
  }

  test('the first call of the same question takes the answer; the server is asked once', async () => {
    api.handle = (_req, res) => ok(res, { status: 1, endTime: 'soon' });
    const prefetched = prefetchedResponses([prefetch(paths.systemStatus)]);
    const c = client({ prefetched });
    expect(await c.request(statusCall)).toEqual({ status: 1, endTime: 'soon' });
    expect(api.requests).toHaveLength(1);
    // Used once: the next call asks the server.
    await c.request(statusCall);
    expect(api.requests).toHaveLength(2);
  });

  test('another URL, other headers or a token make it another question', async () => {
    const prefetched = prefetchedResponses([
      prefetch(`${paths.bannerList}?group=w_home`),
      prefetch(paths.systemStatus, callHeaders({ merchant: 'jade', language: 'EN' })),
      prefetch(paths.systemPermission),
    ]);
    const c = client({ prefetched, getToken: () => 'tok' });
    await c.request({ ...statusCall, path: paths.bannerList, query: { group: 'w_rng' } });
    await c.request(statusCall);
    await c.request({ ...statusCall, path: paths.systemPermission });
    // Three prefetches and three calls of the client's own.
    expect(api.requests).toHaveLength(6);
  });

  test('a POST is never answered from a prefetch', async () => {
    const prefetched = prefetchedResponses([prefetch(paths.systemStatus)]);
    await client({ prefetched }).request({ ...statusCall, method: 'POST' });
    expect(api.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
  });

  test('a prefetch that failed leaves the call to the server', async () => {
    const prefetched = prefetchedResponses([
      {
        url: `${api.url}${paths.systemStatus}`,
        headers: callHeaders({ merchant: 'jade', language: 'MY' }),
        response: Promise.reject(new TypeError('Failed to fetch')),
      },
    ]);
    expect(await client({ prefetched }).request(statusCall)).toEqual({ status: 0 });
    expect(api.requests).toHaveLength(1);
  });

  test('a prefetched hiccup is asked again, under the retry policy', async () => {
    let hiccups = 1;
    api.handle = (_req, res) => {
      if (hiccups > 0) {
        hiccups -= 1;
        return sendJson(res, 502, { success: false, message: 'Bad gateway' });
      }
      return ok(res, { status: 0 });
    };
    const prefetched = prefetchedResponses([prefetch(paths.systemStatus)]);
    expect(await client({ prefetched }).request(statusCall)).toEqual({ status: 0 });
    expect(api.requests).toHaveLength(2);
  });

  test('a prefetched failure is the call’s failure, with its message', async () => {
    api.handle = (_req, res) => sendJson(res, 400, { success: false, message: 'No such group' });
    const prefetched = prefetchedResponses([prefetch(paths.systemStatus)]);
    const error = await failureOf(client({ prefetched }).request(statusCall));
    expect(error.failure).toMatchObject({ kind: 'server', status: 400, message: 'No such group' });
    expect(api.requests).toHaveLength(1);
  });
});

describe('parseRetryAfter', () => {
  test.each([
    ['120', 120],
    [' 5 ', 5],
    ['Wed, 21 Oct 2015 07:28:30 GMT', 30],
    ['Wed, 21 Oct 2015 07:27:00 GMT', 0],
    ['soon', undefined],
    ['-1', undefined],
    ['1.5', undefined],
  ])('%j -> %j', (header, seconds) => {
    expect(parseRetryAfter(header, Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(seconds);
  });

  test('absent', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
