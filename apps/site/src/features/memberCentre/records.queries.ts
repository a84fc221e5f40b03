import type {
  BetList,
  BetListQuery,
  BonusList,
  BonusListQuery,
  PlayerRank,
  Profit,
} from '@lobby/api';
import { defineQuery } from '../../data/query';

// The member's records (doc 2 §2.3). Bets arrive with every round a game plays, not through an
// action of the site, so no answer stays fresh: opening a page shows the last answer and asks
// again at once (a round just played is in the record). Every key starts with 'records', so an
// action that moves money (['records']) refreshes them too.
const FRESH_MS = 0;

/** The betting record: one page under the filter, with its totals and filter choices. */
export const betsQuery = (query: Required<Pick<BetListQuery, 'page'>> & BetListQuery) =>
  defineQuery<BetList>({
    key: [
      'records',
      'bets',
      query.from ?? null,
      query.to ?? null,
      query.gameType ?? null,
      query.vendor ?? null,
      query.page,
    ],
    scope: 'session',
    staleTime: FRESH_MS,
    load: ({ api, client, signal }) => api.getBets(client, query, { signal }),
  });

/** Profit and loss over a range of UTC days (both inclusive). */
export const profitQuery = (query: { from: string; to: string }) =>
  defineQuery<Profit>({
    key: ['records', 'profit', query.from, query.to],
    scope: 'session',
    staleTime: FRESH_MS,
    load: ({ api, client, signal }) => api.getProfit(client, query, { signal }),
  });

/** Bonus details: one page under the filter, with the sum over it. */
export const bonusesQuery = (query: Required<Pick<BonusListQuery, 'page'>> & BonusListQuery) =>
  defineQuery<BonusList>({
    key: [
      'records',
      'bonuses',
      query.from ?? null,
      query.to ?? null,
      query.source ?? null,
      query.page,
    ],
    scope: 'session',
    staleTime: FRESH_MS,
    load: ({ api, client, signal }) => api.getBonuses(client, query, { signal }),
  });

/** The member's level, progress to the next and the brand's levels. */
export const playerRankQuery = defineQuery<PlayerRank>({
  key: ['records', 'rank'],
  scope: 'session',
  staleTime: FRESH_MS,
  load: ({ api, client, signal }) => api.getPlayerRank(client, { signal }),
});
