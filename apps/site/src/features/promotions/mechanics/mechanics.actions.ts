import type { Api } from '../../../data/api';
import { apiAtom } from '../../../data/api';
import { invalidateQueriesAtom } from '../../../data/query';
import { atom, type Setter } from '../../../state/jotai';
import { moneyMoved } from '../../memberCentre/money.actions';

/**
 * Runs a mechanic's action. Paid: the header's balance and the records follow (moneyMoved). Paid
 * or refused (taken today in another tab, nothing left), the mechanics' states are asked again, and
 * the avatar's count of promotions to act on, which counts a mechanic with something left.
 */
async function playing<R>(set: Setter, call: (api: Api) => Promise<R>): Promise<R> {
  const api = await set(apiAtom);
  try {
    const result = await call(api);
    moneyMoved(set);
    return result;
  } finally {
    set(invalidateQueriesAtom, ['mechanics']);
    set(invalidateQueriesAtom, ['promotions', 'count']);
  }
}

export const openRedEnvelopeAtom = atom(null, (_get, set) =>
  playing(set, ({ api, client }) => api.openRedEnvelope(client)),
);

export const spinWheelAtom = atom(null, (_get, set) =>
  playing(set, ({ api, client }) => api.spinWheel(client)),
);

export const smashEggAtom = atom(null, (_get, set, egg: number) =>
  playing(set, ({ api, client }) => api.smashEgg(client, egg)),
);

export const signInTodayAtom = atom(null, (_get, set) =>
  playing(set, ({ api, client }) => api.signInToday(client)),
);

/** Claims a promotion's free spins: no money moves, so only the states are asked again. */
export const claimFreeSpinsAtom = atom(null, async (_get, set, promotionId: number) => {
  const { api, client } = await set(apiAtom);
  try {
    return await api.claimFreeSpins(client, promotionId);
  } finally {
    set(invalidateQueriesAtom, ['mechanics']);
    set(invalidateQueriesAtom, ['promotions', 'count']);
  }
});
