import type { ApiClient } from '../client';
import { paths } from '../paths';
import { emptyValueSchema } from '../schemas/common';
import { pointsBalanceSchema, pointsConvertedSchema, redeemListSchema } from '../schemas/points';
import type {
  PointsBalance,
  PointsConverted,
  PointsConvertRequest,
  PointsRedeemRequest,
  RedeemList,
  RedeemListQuery,
} from '../schemas/points';
import type { CallOptions } from './options';
import { withSignal } from './options';

/** Token. */
export function getPointsBalance(client: ApiClient, options?: CallOptions): Promise<PointsBalance> {
  return client.request({
    method: 'GET',
    path: paths.pointsBalance,
    value: pointsBalanceSchema,
    ...withSignal(options),
  });
}

/** Token. */
export function getRedeemList(
  client: ApiClient,
  query: RedeemListQuery,
  options?: CallOptions,
): Promise<RedeemList> {
  return client.request({
    method: 'GET',
    path: paths.pointsRedeemList,
    query: { page: query.page, pageSize: query.pageSize },
    value: redeemListSchema,
    ...withSignal(options),
  });
}

/** Token, encrypted (carries the password check). */
export function redeemPoints(
  client: ApiClient,
  request: PointsRedeemRequest,
  options?: CallOptions,
): Promise<null> {
  return client.request({
    method: 'POST',
    path: paths.pointsRedeem,
    json: request,
    encrypted: true,
    value: emptyValueSchema,
    ...withSignal(options),
  });
}

/** Token, encrypted (carries the password check). */
export function convertPoints(
  client: ApiClient,
  request: PointsConvertRequest,
  options?: CallOptions,
): Promise<PointsConverted> {
  return client.request({
    method: 'POST',
    path: paths.pointsConvert,
    json: request,
    encrypted: true,
    value: pointsConvertedSchema,
    ...withSignal(options),
  });
}
