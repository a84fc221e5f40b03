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

/**
 * The server's session: when it started, and the stakes and the net since then. Always asked
 * afresh (staleTime 0): a reality check shows the figures of the moment it opens.
 */
export const sessionFiguresQuery = defineQuery<SessionFigures>({
  key: ['protection', 'session'],
  scope: 'session',
  staleTime: 0,
  load: ({ api, client, signal }) => api.getSessionFigures(client, { signal }),
});
