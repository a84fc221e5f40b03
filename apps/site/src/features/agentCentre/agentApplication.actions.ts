import type { AgentApplication, AgentApplyRequest } from '@lobby/api';
import { apiAtom } from '../../data/api';
import { invalidateQueriesAtom } from '../../data/query';
import { atom } from '../../state/jotai';

/** Sends the member's agent application (/join); the page then shows its status. */
export const applyForAgentAtom = atom(
  null,
  async (_get, set, request: AgentApplyRequest): Promise<AgentApplication> => {
    const { api, client } = await set(apiAtom);
    try {
      return await api.applyForAgent(client, request);
    } finally {
      // Sent or refused (one already waiting), the page shows what the server now holds.
      set(invalidateQueriesAtom, ['agentApplication']);
    }
  },
);
