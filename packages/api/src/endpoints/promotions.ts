import type { ApiClient } from '../client';
import { paths } from '../paths';
import { emptyValueSchema } from '../schemas/common';
import { promotionListSchema } from '../schemas/promotions';
import type { Promotion } from '../schemas/promotions';
import type { CallOptions } from './options';
import { withSignal } from './options';

export function getPromotions(client: ApiClient, options?: CallOptions): Promise<Promotion[]> {
  return client.request({
    method: 'GET',
    path: paths.promotionList,
    value: promotionListSchema,
    ...withSignal(options),
  });
}

/** Token. */
export function claimPromotion(
  client: ApiClient,
  promotionId: number,
  options?: CallOptions,
): Promise<null> {
  return client.request({
    method: 'POST',
    path: paths.promotionClaim,
    json: { promotionId },
    value: emptyValueSchema,
    ...withSignal(options),
  });
}
