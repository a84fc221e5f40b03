import type { ApiClient } from '../client';
import { paths } from '../paths';
import type { CallOptions } from './options';
import { withSignal } from './options';
import { betListSchema, bonusListSchema, playerRankSchema, profitSchema } from '../schemas/records';
import type {
  BetList,
  BetListQuery,
  BonusList,
  BonusListQuery,
  PlayerRank,
  Profit,
  ProfitQuery,
} from '../schemas/records';

/** The betting record: newest first, with totals over the whole filter. */
export function getBets(
  client: ApiClient,
  query: BetListQuery = {},
  options?: CallOptions,
): Promise<BetList> {
  return client.request({
    method: 'GET',
    path: paths.betList,
    query: {
      from: query.from,
      to: query.to,
      gameType: query.gameType,
      vendor: query.vendor,
      page: query.page,
      pageSize: query.pageSize,
    },
    value: betListSchema,
    ...withSignal(options),
  });
}

/** Profit and loss per day and per game type; the last 7 days when no range is given. */
export function getProfit(
  client: ApiClient,
  query: ProfitQuery = {},
  options?: CallOptions,
): Promise<Profit> {
  return client.request({
    method: 'GET',
    path: paths.profitSummary,
    query: { from: query.from, to: query.to },
    value: profitSchema,
    ...withSignal(options),
  });
}

/** Bonus details: every bonus credited, newest first, with the sum over the filter. */
export function getBonuses(
  client: ApiClient,
  query: BonusListQuery = {},
  options?: CallOptions,
): Promise<BonusList> {
  return client.request({
    method: 'GET',
    path: paths.bonusList,
    query: {
      from: query.from,
      to: query.to,
      source: query.source,
      page: query.page,
      pageSize: query.pageSize,
    },
    value: bonusListSchema,
    ...withSignal(options),
  });
}

/** The member's level, progress to the next and every level of the brand. */
export function getPlayerRank(client: ApiClient, options?: CallOptions): Promise<PlayerRank> {
  return client.request({
    method: 'GET',
    path: paths.playerRank,
    value: playerRankSchema,
    ...withSignal(options),
  });
}
