import type { ProtectionStatus, SessionFigures } from '@lobby/api';
import { defineQuery } from '../../data/query';

// Player protection (issue 30): the member's limits and the session's figures. Both belong to the
// logged-in member (scope 'session'), under ['protection', ...].

/** The nine money limits, the session limit, the reality-check interval and the cooling-off. */
export const protectionStatusQuery = defineQuery<ProtectionStatus>({
  key: ['protection', 'status'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getProtectionStatus(client, { signal }),
});

/** The session's figures, and when they arrived by this device's clock. */
export interface ReceivedSessionFigures extends SessionFigures {
  /** Date.now() as the answer arrived: with the server's `now`, how far the two clocks differ. */
  receivedAt: number;
}

/**
 * The server's session: when it started, and the stakes and the net since then. Always asked
 * afresh (staleTime 0): a reality check shows the figures of the moment it opens.
 */
export const sessionFiguresQuery = defineQuery<ReceivedSessionFigures>({
  key: ['protection', 'session'],
  scope: 'session',
  staleTime: 0,
  load: async ({ api, client, signal }) => ({
    ...(await api.getSessionFigures(client, { signal })),
    receivedAt: Date.now(),
  }),
});
