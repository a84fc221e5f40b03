import type { Api } from '../../data/api';
import type { ClaimResult } from '@lobby/api';
import { apiAtom } from '../../data/api';
import { invalidateQueriesAtom } from '../../data/query';
import { atom, type Setter } from '../../state/jotai';
import { moneyMoved } from './money.actions';

/**
 * Runs a claim. Paid: the header's balance and the account record follow (moneyMoved). Paid or
 * refused (claimed in another tab, expired), the claim lists and badges are asked again, so the
 * page shows what the server now holds.
 */
async function claiming(
  set: Setter,
  call: (api: Api) => Promise<ClaimResult>,
): Promise<ClaimResult> {
  const api = await set(apiAtom);
  try {
    const result = await call(api);
    moneyMoved(set);
    return result;
  } finally {
    set(invalidateQueriesAtom, ['claims']);
  }
}

export const claimRewardAtom = atom(null, (_get, set, id: number) =>
  claiming(set, ({ api, client }) => api.claimReward(client, id)),
);

export const claimMissionAtom = atom(null, (_get, set, id: number) =>
  claiming(set, ({ api, client }) => api.claimMission(client, id)),
);

export const claimRebateAtom = atom(null, (_get, set) =>
  claiming(set, ({ api, client }) => api.claimRebate(client)),
);
