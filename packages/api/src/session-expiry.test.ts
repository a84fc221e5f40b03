import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient } from './client';
import { paths } from './paths';
import {
  SESSION_CHANNEL,
  broadcastSessionEnd,
  sessionTag,
  subscribeSessionExpiry,
} from './session-expiry';
import type { SessionEndReason, SessionExpiryOptions } from './session-expiry';
import { sendJson, startTestServer } from './test/http-server';
import type { TestHttpServer } from './test/http-server';
import * as v from 'valibot';

let server: TestHttpServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Resolves with the first reason a subscriber hears (each subscriber stands for a tab). */
function nextEnd(options?: SessionExpiryOptions): {
  heard: Promise<SessionEndReason>;
  stop: () => void;
} {
  let stop = () => {};
  const heard = new Promise<SessionEndReason>((resolve) => {
    stop = subscribeSessionExpiry(resolve, options);
  });
  return { heard, stop };
}

/** A tab that writes down everything it hears. */
function tab(options?: SessionExpiryOptions): { heard: SessionEndReason[]; stop: () => void } {
  const heard: SessionEndReason[] = [];
  const stop = subscribeSessionExpiry((reason) => heard.push(reason), options);
  return { heard, stop };
}

/**
 * Waits until a logout broadcast after everything sent so far has reached a fresh subscriber:
 * messages on the channel arrive in order, so whatever was going to be heard has been by then.
 */
async function settle(): Promise<void> {
  const marker = nextEnd();
  broadcastSessionEnd('logout');
  await marker.heard;
  marker.stop();
}

const expiredCall = async (getToken: () => string | null) => {
  server.handle = (_req, res) => sendJson(res, 401, { success: false, message: 'Expired' });
  const client = createApiClient({ baseUrl: server.url, merchant: 'jade', getToken });
  await client
    .request({ method: 'GET', path: paths.memberInfo, value: v.unknown() })
    .catch(() => {});
};

describe('session end across tabs', () => {
  test('a 401 reaches two other subscribers as an expiry', async () => {
    server.handle = (_req, res) => sendJson(res, 401, { success: false, message: 'Expired' });
    const tabA = nextEnd();
    const tabB = nextEnd();
    const client = createApiClient({ baseUrl: server.url, merchant: 'jade', getToken: () => 't' });
    await client
      .request({ method: 'GET', path: paths.memberInfo, value: v.unknown() })
      .catch(() => {});
    await expect(Promise.all([tabA.heard, tabB.heard])).resolves.toEqual(['expired', 'expired']);
    tabA.stop();
    tabB.stop();
  });

  test('a 401 to a call that carried no token, or a token no longer held, is not broadcast', async () => {
    const listener = tab();
    await expiredCall(() => null);
    let token = 'old';
    server.handle = (_req, res) => {
      token = 'new';
      sendJson(res, 401, { success: false, message: 'Expired' });
    };
    await createApiClient({ baseUrl: server.url, merchant: 'jade', getToken: () => token })
      .request({ method: 'GET', path: paths.memberInfo, value: v.unknown() })
      .catch(() => {});
    await settle();
    expect(listener.heard).toEqual(['logout']);
    listener.stop();
  });

  test('only the tabs holding the refused session end it', async () => {
    const same = tab({ currentToken: () => 't' });
    const otherMember = tab({ currentToken: () => 'someone-else' });
    const loggedOut = tab({ currentToken: () => null });
    await expiredCall(() => 't');
    await settle();
    // A logout names no session: it reaches every tab, which shows the ones above heard in time.
    expect(same.heard).toEqual(['expired', 'logout']);
    expect(otherMember.heard).toEqual(['logout']);
    expect(loggedOut.heard).toEqual(['logout']);
    for (const t of [same, otherMember, loggedOut]) t.stop();
  });

  test('the message names the session by a digest, never by the token', async () => {
    const spy = new BroadcastChannel(SESSION_CHANNEL);
    const received = new Promise<unknown>((resolve) => {
      spy.onmessage = (event: MessageEvent<unknown>) => resolve(event.data);
    });
    broadcastSessionEnd('expired', 'secret-token');
    const message = await received;
    spy.close();
    expect(message).toEqual({
      type: 'sessionEnded',
      reason: 'expired',
      session: createHash('sha256').update('secret-token').digest('hex'),
    });
    expect(JSON.stringify(message)).not.toContain('secret-token');
    expect(sessionTag('secret-token')).toBe((message as { session: string }).session);
  });

  test('a logout broadcast is heard as a logout', async () => {
    const tab = nextEnd();
    broadcastSessionEnd('logout');
    await expect(tab.heard).resolves.toBe('logout');
    tab.stop();
  });

  test('foreign messages on the channel are ignored', async () => {
    const received: SessionEndReason[] = [];
    const stop = subscribeSessionExpiry((reason) => received.push(reason));
    const tab = nextEnd();
    const stranger = new BroadcastChannel(SESSION_CHANNEL);
    stranger.postMessage({ type: 'sessionEnded', reason: 'whatever' });
    stranger.postMessage('expired');
    stranger.postMessage({ type: 'sessionEnded', reason: 'expired' });
    stranger.close();
    await tab.heard;
    expect(received).toEqual(['expired']);
    stop();
    tab.stop();
  });

  test('after unsubscribing nothing more is heard', async () => {
    const received: SessionEndReason[] = [];
    const stop = subscribeSessionExpiry((reason) => received.push(reason));
    stop();
    const tab = nextEnd();
    broadcastSessionEnd('expired');
    await tab.heard;
    expect(received).toEqual([]);
    tab.stop();
  });
});
