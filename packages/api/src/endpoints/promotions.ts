import type { ApiClient } from '../client';
import { paths } from '../paths';
import { claimResultSchema } from '../schemas/claims';
import type { ClaimResult } from '../schemas/claims';
import {
  promotionCountSchema,
  promotionDetailSchema,
  promotionListSchema,
} from '../schemas/promotions';
import type {
  Promotion,
  PromotionApplyRequest,
  PromotionCount,
  PromotionDetail,
  PromotionListQuery,
} from '../schemas/promotions';
import type { CallOptions } from './options';
import { withSignal } from './options';

/** No token needed; with one, each status is this player's. */
export function getPromotions(
  client: ApiClient,
  query: PromotionListQuery = {},
  options?: CallOptions,
): Promise<Promotion[]> {
  return client.request({
    method: 'GET',
    path: paths.promotionList,
    ...(query.category === undefined ? {} : { query: { category: query.category } }),
    value: promotionListSchema,
    ...withSignal(options),
  });
}

/** No token needed; with one, the status (and comment) are this player's. */
export function getPromotion(
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<PromotionDetail> {
  return client.request({
    method: 'GET',
    path: paths.promotionDetail,
    query: { id: String(id) },
    value: promotionDetailSchema,
    ...withSignal(options),
  });
}

/** Token. A `join` promotion: answers it with the status Joined. */
export function joinPromotion(
  client: ApiClient,
  promotionId: number,
  options?: CallOptions,
): Promise<PromotionDetail> {
  return client.request({
    method: 'POST',
    path: paths.promotionJoin,
    json: { promotionId },
    value: promotionDetailSchema,
    ...withSignal(options),
  });
}

/** Token. An `apply` promotion's application (multipart): answers it with the status Applying. */
export function applyToPromotion(
  client: ApiClient,
  request: PromotionApplyRequest,
  options?: CallOptions,
): Promise<PromotionDetail> {
  const form = new FormData();
  form.set('promotionId', String(request.promotionId));
  form.set('comment', request.comment);
  request.images.forEach((image, index) => {
    form.append('images', image, image instanceof File ? image.name : `image-${index + 1}`);
  });
  return client.request({
    method: 'POST',
    path: paths.promotionApply,
    formData: form,
    value: promotionDetailSchema,
    ...withSignal(options),
  });
}

/** Token. A `claim` promotion pays its reward once: answers the bonus and the balance after it. */
export function claimPromotion(
  client: ApiClient,
  promotionId: number,
  options?: CallOptions,
): Promise<ClaimResult> {
  return client.request({
    method: 'POST',
    path: paths.promotionClaim,
    json: { promotionId },
    value: claimResultSchema,
    ...withSignal(options),
  });
}

/** Token. What the avatar's unclaimed count adds: the promotions the member can act on now. */
export function getPromotionCount(
  client: ApiClient,
  options?: CallOptions,
): Promise<PromotionCount> {
  return client.request({
    method: 'GET',
    path: paths.promotionCount,
    value: promotionCountSchema,
    ...withSignal(options),
  });
}
