import type { Promotion, PromotionCount, PromotionDetail } from '@lobby/api';
import { defineQuery } from '../../data/query';

// Promotions and activities (issue 27). The list and the detail answer anyone, but with a token
// each status is the player's: scope 'session', so logging in or out asks again. ['promotions']
// covers them all, so an action invalidates the list, the detail and the count together.

/** The brand's promotions, every category (the page's tabs filter them). */
export const promotionsQuery = defineQuery<Promotion[]>({
  key: ['promotions', 'list'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getPromotions(client, {}, { signal }),
});

/** One promotion with its rules. */
export const promotionDetailQuery = (id: number) =>
  defineQuery<PromotionDetail>({
    key: ['promotions', 'detail', id],
    scope: 'session',
    load: ({ api, client, signal }) => api.getPromotion(client, id, { signal }),
  });

/** How many promotions the member can act on now: part of the avatar's unclaimed count. */
export const promotionCountQuery = defineQuery<PromotionCount>({
  key: ['promotions', 'count'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getPromotionCount(client, { signal }),
});
