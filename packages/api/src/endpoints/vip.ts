import type { ApiClient } from '../client';
import { paths } from '../paths';
import { feedbackAnswerSchema, vipLevelListSchema, vipProgressSchema } from '../schemas/vip';
import type { FeedbackAnswer, FeedbackRequest, VipLevel, VipProgress } from '../schemas/vip';
import type { CallOptions } from './options';
import { withSignal } from './options';

/** The merchant's VIP levels and their benefits, lowest first (no token). */
export function getVipLevels(client: ApiClient, options?: CallOptions): Promise<VipLevel[]> {
  return client.request({
    method: 'GET',
    path: paths.vipLevels,
    value: vipLevelListSchema,
    ...withSignal(options),
  });
}

/** The member's level and progress to the next (token; a trial account is refused). */
export function getVipProgress(client: ApiClient, options?: CallOptions): Promise<VipProgress> {
  return client.request({
    method: 'GET',
    path: paths.vipProgress,
    value: vipProgressSchema,
    ...withSignal(options),
  });
}

/** Sends a feedback (PUT, no token, doc 2 §6); the server enforces the content's bounds. */
export function sendFeedback(
  client: ApiClient,
  request: FeedbackRequest,
  options?: CallOptions,
): Promise<FeedbackAnswer> {
  return client.request({
    method: 'PUT',
    path: paths.feedback,
    json: request,
    value: feedbackAnswerSchema,
    ...withSignal(options),
  });
}
