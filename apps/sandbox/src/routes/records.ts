import { Hono } from 'hono';
import * as v from 'valibot';
import {
  MONEY_PAGE_SIZE,
  PROFIT_MAX_DAYS,
  betListQuerySchema,
  betOutcomeSchema,
  bonusListQuerySchema,
  paths,
  profitQuerySchema,
} from '@lobby/api';
import type {
  BetOutcome,
  BetRecord,
  BetTotals,
  BonusRecord,
  GameType,
  PlayerLevel,
  ProfitRow,
} from '@lobby/api';
import type { BonusSource } from '@lobby/core';
import type { Services } from '../context';
import { ApiError, ok } from '../http/envelope';
import { merchant } from '../http/merchant';
import { readQuery } from '../http/query';
import type { SessionEnv } from '../http/session';
import { rankOf } from '../records/rank';
import {
  betGameTypesOf,
  betVendorsOf,
  lifetimeValidBetOf,
  listBetRecords,
  listBonusRecords,
  playerLevelsOf,
  profitOf,
} from '../store/records';
import type { BetTotals as TotalsRow, PlayerLevelRow } from '../store/records';
import { memberOnly } from './money';

const relay = (path: string): string => path.replace(/^\/wps\/relay/, '');
const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number): string => new Date(ms).toISOString();
const dayOf = (ms: number): string => iso(ms).slice(0, 10);
const startOfDay = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** [from, to) in ms for inclusive UTC days; either end open when not given. */
function rangeOf(query: { from?: string | undefined; to?: string | undefined }) {
  const from = query.from === undefined ? 0 : startOfDay(query.from);
  const to = query.to === undefined ? Number.MAX_SAFE_INTEGER : startOfDay(query.to) + DAY_MS;
  if (from >= to) throw new ApiError(400, 'Invalid to: must not be before from');
  return { from, to };
}

function paging(query: { page?: number | undefined; pageSize?: number | undefined }) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? MONEY_PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

const totalsOut = (row: TotalsRow): BetTotals => ({
  count: row.count,
  stake: row.stake,
  validBet: row.validBet,
  win: row.win,
  winLoss: row.win - row.stake,
});

/** The engine's stored outcome; one the record cannot read is 'other' rather than a failure. */
function outcomeOf(json: string): BetOutcome {
  try {
    const parsed = v.safeParse(betOutcomeSchema, JSON.parse(json));
    if (parsed.success) return parsed.output;
  } catch {
    // Not JSON: fall through.
  }
  return { kind: 'other' };
}

const levelOut = (row: PlayerLevelRow): PlayerLevel => ({ ...row });

/** `/wps/relay/*` calls of the member's records (token, no trial accounts, member centre on). */
export function recordsRelayRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono<SessionEnv>();
  const guard = memberOnly(services);
  const brand = merchant(db);

  routes.get(relay(paths.betList), brand, ...guard, (c) => {
    const query = readQuery(c, betListQuerySchema);
    const page = paging(query);
    const memberId = c.var.session.memberId;
    const { rows, totals } = listBetRecords(db, {
      memberId,
      ...rangeOf(query),
      gameType: query.gameType,
      vendor: query.vendor,
      limit: page.limit,
      offset: page.offset,
    });
    const list: BetRecord[] = rows.map((row) => ({
      id: row.id,
      createdAt: iso(row.createdAt),
      gameName: row.gameName,
      gameType: row.gameType as GameType,
      vendor: row.vendor,
      vendorName: row.vendorName,
      stake: row.stake,
      validBet: row.validBet,
      win: row.win,
      winLoss: row.win - row.stake,
      outcome: outcomeOf(row.outcome),
    }));
    return ok(c, {
      list,
      page: page.page,
      pageSize: page.pageSize,
      total: totals.count,
      totalPage: Math.ceil(totals.count / page.pageSize),
      totals: totalsOut(totals),
      vendors: betVendorsOf(db, memberId),
      gameTypes: betGameTypesOf(db, memberId) as GameType[],
    });
  });

  routes.get(relay(paths.profitSummary), brand, ...guard, (c) => {
    const query = readQuery(c, profitQuerySchema);
    // No range: the last 7 days, today included.
    const to = query.to ?? dayOf(now());
    const from = query.from ?? dayOf(startOfDay(to) - 6 * DAY_MS);
    const range = rangeOf({ from, to });
    if (range.to - range.from > PROFIT_MAX_DAYS * DAY_MS) {
      throw new ApiError(400, `Invalid from: at most ${PROFIT_MAX_DAYS} days at a time`);
    }
    const profit = profitOf(db, { memberId: c.var.session.memberId, ...range });
    const rowOut = (row: TotalsRow & { key: string }): ProfitRow => ({
      key: row.key,
      ...totalsOut(row),
    });
    return ok(c, {
      from,
      to,
      byDay: profit.byDay.map(rowOut),
      byGameType: profit.byGameType.map(rowOut),
      totals: totalsOut(profit.totals),
    });
  });

  routes.get(relay(paths.bonusList), brand, ...guard, (c) => {
    const query = readQuery(c, bonusListQuerySchema);
    const page = paging(query);
    const { rows, count, amount } = listBonusRecords(db, {
      memberId: c.var.session.memberId,
      ...rangeOf(query),
      source: query.source,
      limit: page.limit,
      offset: page.offset,
    });
    const list: BonusRecord[] = rows.map((row) => ({
      id: row.id,
      source: row.source as BonusSource,
      title: row.title,
      amount: row.amount,
      createdAt: iso(row.createdAt),
    }));
    return ok(c, {
      list,
      page: page.page,
      pageSize: page.pageSize,
      total: count,
      totalPage: Math.ceil(count / page.pageSize),
      amount,
    });
  });

  routes.get(relay(paths.playerRank), brand, ...guard, (c) => {
    const levels = playerLevelsOf(db, c.var.merchant.code);
    const rank = rankOf(levels, lifetimeValidBetOf(db, c.var.session.memberId));
    if (!rank) throw new ApiError(404, 'This brand has no player levels');
    return ok(c, {
      validBet: rank.validBet,
      level: levelOut(rank.level),
      next: rank.next === null ? null : levelOut(rank.next),
      remaining: rank.remaining,
      progress: rank.progress,
      levels: levels.map(levelOut),
    });
  });

  return routes;
}
