import type { ApiClient } from '../client';
import { paths } from '../paths';
import {
  mallItemListSchema,
  pointsBalanceSchema,
  pointsConfigSchema,
  pointsConvertedSchema,
  pointsDetailSchema,
  redeemEntrySchema,
  redeemListSchema,
} from '../schemas/points';
import type {
  MallItemList,
  PointsBalance,
  PointsConfig,
  PointsConverted,
  PointsConvertRequest,
  PointsDetail,
  PointsDetailQuery,
  PointsRedeemRequest,
  RedeemEntry,
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

/** No token needed: the merchant's ratio and earning rules. */
export function getPointsConfig(client: ApiClient, options?: CallOptions): Promise<PointsConfig> {
  return client.request({
    method: 'GET',
    path: paths.pointsConfig,
    value: pointsConfigSchema,
    ...withSignal(options),
  });
}

/** No token needed: a visitor sees the items too. */
export function getMallItems(client: ApiClient, options?: CallOptions): Promise<MallItemList> {
  return client.request({
    method: 'GET',
    path: paths.pointsItems,
    value: mallItemListSchema,
    ...withSignal(options),
  });
}

/** Token. */
export function getRedeemList(
  client: ApiClient,
  query: RedeemListQuery = {},
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

/** Token. */
export function getPointsDetail(
  client: ApiClient,
  query: PointsDetailQuery = {},
  options?: CallOptions,
): Promise<PointsDetail> {
  return client.request({
    method: 'GET',
    path: paths.pointsDetail,
    query: { earnType: query.earnType, page: query.page, pageSize: query.pageSize },
    value: pointsDetailSchema,
    ...withSignal(options),
  });
}

/** Token, encrypted (carries the payment password). */
export function redeemPoints(
  client: ApiClient,
  request: PointsRedeemRequest,
  options?: CallOptions,
): Promise<RedeemEntry> {
  return client.request({
    method: 'POST',
    path: paths.pointsRedeem,
    json: request,
    encrypted: true,
    value: redeemEntrySchema,
    ...withSignal(options),
  });
}

/** Token, encrypted (carries the payment password). */
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
