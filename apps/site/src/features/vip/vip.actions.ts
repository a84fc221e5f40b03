import type { FeedbackAnswer, FeedbackRequest } from '@lobby/api';
import { apiAtom } from '../../data/api';
import { atom } from '../../state/jotai';

/** Sends a feedback (no token needed; a session, if any, names the member on the server). */
export const sendFeedbackAtom = atom(
  null,
  async (_get, set, feedback: FeedbackRequest): Promise<FeedbackAnswer> => {
    const { api, client } = await set(apiAtom);
    return api.sendFeedback(client, feedback);
  },
);
