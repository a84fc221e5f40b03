import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient } from './client';
import { paths } from './paths';
import { SESSION_CHANNEL, broadcastSessionEnd, subscribeSessionExpiry } from './session-expiry';
import type { SessionEndReason } from './session-expiry';
import { sendJson, startTestServer } from './test/http-server';
import type { TestHttpServer } from './test/http-server';
import * as v from 'valibot';

let server: TestHttpServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Resolves with the first reason a subscriber hears (each subscriber stands for a tab). */
function nextEnd(): { heard: Promise<SessionEndReason>; stop: () => void } {
  let stop = () => {};
  const heard = new Promise<SessionEndReason>((resolve) => {
    stop = subscribeSessionExpiry(resolve);
  });
  return { heard, stop };
}

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
