import type {
  PointsConvertRequest,
  PointsConverted,
  PointsRedeemRequest,
  RedeemEntry,
} from '@lobby/api';
import { apiAtom } from '../../data/api';
import { invalidateQueriesAtom } from '../../data/query';
import { atom, type Setter } from '../../state/jotai';
import { moneyMoved } from '../memberCentre/money.actions';

/**
 * Points moved: the points, the history and the items' stock are asked again, and the header's
 * wallet balance at once (a conversion credits it; a redeem leaves it, and asking costs little).
 */
function pointsMoved(set: Setter): void {
  set(invalidateQueriesAtom, ['points']);
  set(invalidateQueriesAtom, ['pointsMall', 'items']);
  moneyMoved(set);
}

/** Redeems an item with the payment password (an encrypted call); In Process until decided. */
export const redeemAtom = atom(
  null,
  async (_get, set, request: PointsRedeemRequest): Promise<RedeemEntry> => {
    const { api, client } = await set(apiAtom);
    try {
      return await api.redeemPoints(client, request);
    } finally {
      // A refusal (the last one gone, the points spent in another tab) is news too.
      pointsMoved(set);
    }
  },
);

/** Converts points to wallet money with the payment password (an encrypted call). */
export const convertAtom = atom(
  null,
  async (_get, set, request: PointsConvertRequest): Promise<PointsConverted> => {
    const { api, client } = await set(apiAtom);
    try {
      return await api.convertPoints(client, request);
    } finally {
      // A refusal (the points spent in another tab meanwhile) is news too.
      pointsMoved(set);
    }
  },
);
