import type { BreakRequest, LimitRequest, ProtectionStatus } from '@lobby/api';
import { apiAtom } from '../../data/api';
import { invalidateQueriesAtom, sessionScopeAtom, setQueryData } from '../../data/query';
import { atom, type Getter, type Setter } from '../../state/jotai';
import {
  accountDialogAtom,
  afterLoginDialogAtom,
  type ProtectionNotice,
} from '../account/dialogs.atoms';
import { endSessionAtom } from '../session/session.actions';
import { sessionTokenAtom } from '../session/session.atoms';
import { protectionStatusQuery } from './protection.queries';

/** The server's status after a change is the page's status at once (no second call). */
function statusChanged(get: Getter, set: Setter, session: number, status: ProtectionStatus): void {
  setQueryData(set, protectionStatusQuery, () => status, { session });
  // The session's figures carry the reality-check interval and the session limit the watch
  // schedules by: asked again, so a change applies without a reload.
  if (get(sessionScopeAtom) === session) set(invalidateQueriesAtom, ['protection', 'session']);
}

/**
 * A money limit set, lowered, raised or removed (amount null). The server decides what takes effect
 * now and what waits for the cooling-off; its answer shows which.
 */
export const setProtectionLimitAtom = atom(
  null,
  async (get, set, request: LimitRequest): Promise<void> => {
    const session = get(sessionScopeAtom);
    const { api, client } = await set(apiAtom);
    statusChanged(get, set, session, await api.setProtectionLimit(client, request));
  },
);

/** The session-time limit, in minutes among the profile's choices, or null to remove it. */
export const setSessionLimitAtom = atom(
  null,
  async (get, set, minutes: number | null): Promise<void> => {
    const session = get(sessionScopeAtom);
    const { api, client } = await set(apiAtom);
    statusChanged(get, set, session, await api.setSessionLimit(client, { minutes }));
  },
);

/** The reality-check interval, among the profile's choices, or null to turn it off. */
export const setRealityCheckAtom = atom(
  null,
  async (get, set, minutes: number | null): Promise<void> => {
    const session = get(sessionScopeAtom);
    const { api, client } = await set(apiAtom);
    statusChanged(get, set, session, await api.setRealityCheck(client, { minutes }));
  },
);

/**
 * The session has ended on the server (a break ends it there; the session-time limit's logout
 * asked for it): it ends in this tab and every tab holding it, and a dialog says why. The
 * session-expired path is not taken: its login dialog would hide the reason.
 */
async function endedByServer(get: Getter, set: Setter, notice: ProtectionNotice): Promise<void> {
  const token = get(sessionTokenAtom);
  set(endSessionAtom);
  set(afterLoginDialogAtom, false);
  set(accountDialogAtom, { kind: 'protection', ...notice });
  try {
    const { api } = await set(apiAtom);
    if (token !== null) api.broadcastSessionEnd('logout', token);
  } catch {
    // Without the API's code no other tab can be told; each learns at its next call.
  }
}

/**
 * A time-out or self-exclusion, taken now: the server ends every session of the member at once, so
 * the site logs out here too and tells the player until when (it cannot be ended early).
 */
export const takeBreakAtom = atom(null, async (get, set, request: BreakRequest): Promise<void> => {
  const { api, client } = await set(apiAtom);
  const { until } = await api.takeBreak(client, request);
  await endedByServer(get, set, { notice: 'break', breakKind: request.kind, until });
});

/**
 * The session-time limit has run out (the watch's clock, or a call refused with
 * SESSION_LIMIT_REACHED): the player is logged out and told why.
 */
export const sessionLimitReachedAtom = atom(
  null,
  async (get, set, minutes: number | null): Promise<void> => {
    if (get(sessionTokenAtom) === null) return;
    try {
      const { api, client } = await set(apiAtom);
      await api.logout(client);
    } catch {
      // The session ends here whatever the server answered.
    }
    await endedByServer(get, set, { notice: 'sessionLimit', minutes });
  },
);
