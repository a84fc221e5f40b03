import type { ClaimResult, PromotionDetail } from '@lobby/api';
import type { PromotionApplication } from '@lobby/ui';
import { apiAtom, type Api } from '../../data/api';
import { invalidateQueriesAtom } from '../../data/query';
import { atom, type Setter } from '../../state/jotai';
import { moneyMoved } from '../memberCentre/money.actions';

/**
 * Runs a promotion action. Done or refused (taken in another tab, ended meanwhile), the list, the
 * detail and the avatar's count are asked again, so the page shows what the server now holds.
 */
async function acting<T>(set: Setter, call: (api: Api) => Promise<T>): Promise<T> {
  const api = await set(apiAtom);
  try {
    return await call(api);
  } finally {
    set(invalidateQueriesAtom, ['promotions']);
  }
}

export const joinPromotionAtom = atom(
  null,
  (_get, set, promotionId: number): Promise<PromotionDetail> =>
    acting(set, ({ api, client }) => api.joinPromotion(client, promotionId)),
);

export const applyToPromotionAtom = atom(
  null,
  (_get, set, promotionId: number, application: PromotionApplication): Promise<PromotionDetail> =>
    acting(set, ({ api, client }) => api.applyToPromotion(client, { promotionId, ...application })),
);

/** A claim pays: the header's balance and the account record follow. */
export const claimPromotionAtom = atom(
  null,
  async (_get, set, promotionId: number): Promise<ClaimResult> => {
    const result = await acting(set, ({ api, client }) => api.claimPromotion(client, promotionId));
    moneyMoved(set);
    return result;
  },
);
