import * as v from 'valibot';

/** The channel every tab of the site listens on for the end of the session. */
export const SESSION_CHANNEL = 'lobby-session';

export type SessionEndReason = 'expired' | 'logout';

const messageSchema = v.object({
  type: v.literal('sessionEnded'),
  reason: v.picklist(['expired', 'logout']),
});

/**
 * Tells every other tab (and every other subscriber in this one) that the session is over, so each
 * clears its copy of the token. Same-origin only by the platform's design; the message carries no
 * token or user data.
 */
export function broadcastSessionEnd(reason: SessionEndReason): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ type: 'sessionEnded', reason });
  channel.close();
}

/**
 * Calls `onEnd` when any tab reports the end of the session. Returns the unsubscribe function.
 * Messages are parsed, not trusted: anything else on the channel is ignored.
 */
export function subscribeSessionExpiry(onEnd: (reason: SessionEndReason) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const parsed = v.safeParse(messageSchema, event.data);
    if (parsed.success) onEnd(parsed.output.reason);
  };
  return () => {
    channel.onmessage = null;
    channel.close();
  };
}
