import * as v from 'valibot';
import { sha256 } from './crypto/sha256';

/** The channel every tab of the site listens on for the end of the session. */
export const SESSION_CHANNEL = 'lobby-session';

export type SessionEndReason = 'expired' | 'logout';

const messageSchema = v.object({
  type: v.literal('sessionEnded'),
  reason: v.picklist(['expired', 'logout']),
  /** Which session ended (`sessionTag` of its token); absent: every session of the site. */
  session: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))),
});

export interface SessionExpiryOptions {
  /**
   * The token this subscriber holds now. When given, a message that names another session (or
   * arrives while this one holds none) is ignored: tabs logged in as different members, or a tab
   * that has logged in again since, keep their sessions.
   */
  currentToken?: () => string | null | undefined;
}

/**
 * A digest that names a session on the channel without carrying its token: SHA-256 of the token,
 * in hex. Every tab can compute it from the token it holds and compare.
 */
export function sessionTag(token: string): string {
  let hex = '';
  for (const byte of sha256(new TextEncoder().encode(token))) {
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/**
 * Tells every other tab (and every other subscriber in this one) that the session is over, so each
 * clears its copy of the token. With `token`, only the tabs holding that session are meant; the
 * message carries its digest, never the token. Same-origin only by the platform's design.
 */
export function broadcastSessionEnd(reason: SessionEndReason, token?: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({
    type: 'sessionEnded',
    reason,
    ...(token === undefined ? {} : { session: sessionTag(token) }),
  });
  channel.close();
}

/**
 * Calls `onEnd` when any tab reports the end of the session. Returns the unsubscribe function.
 * Messages are parsed, not trusted: anything else on the channel is ignored.
 */
export function subscribeSessionExpiry(
  onEnd: (reason: SessionEndReason) => void,
  { currentToken }: SessionExpiryOptions = {},
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const parsed = v.safeParse(messageSchema, event.data);
    if (!parsed.success) return;
    const { reason, session } = parsed.output;
    if (session !== undefined && currentToken !== undefined) {
      const mine = currentToken();
      if (!mine || sessionTag(mine) !== session) return;
    }
    onEnd(reason);
  };
  return () => {
    channel.onmessage = null;
    channel.close();
  };
}
