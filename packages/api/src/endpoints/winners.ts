import type { ApiClient } from '../client';
import { paths } from '../paths';
import { WINNERS_DEFAULT_COUNT, winnerListSchema } from '../schemas/winners';
import type { Winner, WinnerRankQuery } from '../schemas/winners';
import type { CallOptions } from './options';
import { withSignal } from './options';

/** The latest big wins, newest first, player names masked (no token); 20 unless `count` says. */
export function getWinners(
  client: ApiClient,
  query: WinnerRankQuery = {},
  options?: CallOptions,
): Promise<Winner[]> {
  return client.request({
    method: 'GET',
    path: paths.winnerRank,
    query: { count: query.count ?? WINNERS_DEFAULT_COUNT },
    value: winnerListSchema,
    ...withSignal(options),
  });
}
