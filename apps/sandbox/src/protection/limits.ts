import {
  LIMIT_PERIODS,
  LIMIT_TOOL,
  MONEY_LIMIT_KINDS,
  formatMoney,
  periodEnd,
  periodStart,
} from '@lobby/core';
import type { LimitPeriod, MoneyLimitKind, ProtectionTool } from '@lobby/core';
import type { Database } from '../db';
import {
  applyDueLimits,
  depositedSince,
  latestSessionStartOf,
  limitRowsOf,
  playSince,
  realityCheckMinutesOf,
  sessionStartOf,
  setRealityCheckMinutes,
  writeLimit,
} from '../store/protectionLimits';
import type { LimitRow } from '../store/protectionLimits';
import type { ProtectionSettings } from '../store/protectionSettings';
import { LimitRefusal } from './limitRefusal';

/*
 * A member's protection limits (issue 30, the shared contract): deposit, loss and wager limits per
 * UTC calendar period, and the session-time limit. The rules:
 * - setting a limit where there was none, or lowering one, takes effect at once and drops any
 *   pending change of it (a player who wants to be safer never waits);
 * - raising or removing one waits the merchant's cooling-off (the limit in force stays until then),
 *   so a decision made in the heat of play cannot lift a limit at once;
 * - a pending change is applied lazily, by the first read or check at or after its time;
 * - every check runs inside the transaction that moves the money, so two requests racing cannot
 *   both pass against the same remaining room.
 * Times are epoch ms; routes/protection.ts turns them into the wire's ISO strings.
 */

const MINUTE_MS = 60_000;

export interface Pending<T> {
  value: T | null;
  effectiveAt: number;
}

export interface MoneyLimitState {
  kind: MoneyLimitKind;
  period: LimitPeriod;
  amount: number | null;
  /** Deposits (pending + credited), net loss (floored at 0) or stakes, this period. */
  used: number;
  resetsAt: number;
  pending: Pending<number> | null;
}

export interface LimitsState {
  /** Every kind x every period, in MONEY_LIMIT_KINDS x LIMIT_PERIODS order. */
  limits: MoneyLimitState[];
  sessionLimit: { minutes: number | null; pending: Pending<number> | null };
  realityCheckMinutes: number | null;
}

const PERIOD_WORD: Readonly<Record<LimitPeriod, string>> = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
};

// --- reading ---

/** The member's limits as they stand at `now` (due pending changes applied first). */
export function limitsOf(db: Database, memberId: number, now: number): LimitsState {
  return db.transaction(() => {
    applyDueLimits(db, memberId, now);
    const rows = limitRowsOf(db, memberId);
    const rowOf = (kind: LimitRow['kind'], period: LimitRow['period']) =>
      rows.find((r) => r.kind === kind && r.period === period);
    const limits: MoneyLimitState[] = [];
    for (const kind of MONEY_LIMIT_KINDS) {
      for (const period of LIMIT_PERIODS) {
        const row = rowOf(kind, period);
        limits.push({
          kind,
          period,
          amount: row?.amount ?? null,
          used: usedOf(db, memberId, kind, periodStart(period, now)),
          resetsAt: periodEnd(period, now),
          pending: pendingOf(row),
        });
      }
    }
    const session = rowOf('session', 'session');
    return {
      limits,
      sessionLimit: { minutes: session?.amount ?? null, pending: pendingOf(session) },
      realityCheckMinutes: realityCheckMinutesOf(db, memberId),
    };
  });
}

function pendingOf(row: LimitRow | undefined): Pending<number> | null {
  if (row?.pendingAt === null || row?.pendingAt === undefined) return null;
  return { value: row.pendingAmount, effectiveAt: row.pendingAt };
}

/** What counts against a limit of `kind` since `from`. */
function usedOf(db: Database, memberId: number, kind: MoneyLimitKind, from: number): number {
  if (kind === 'deposit') return depositedSince(db, memberId, from);
  const { stakes, wins } = playSince(db, memberId, from);
  return kind === 'wager' ? stakes : Math.max(0, stakes - wins);
}

// --- changing ---

/**
 * Sets, lowers, raises or removes (null) one money limit. Refused with `toolNotOffered` where the
 * merchant's profile lacks the kind's tool.
 */
export function setMoneyLimit(
  db: Database,
  settings: ProtectionSettings,
  change: {
    memberId: number;
    kind: MoneyLimitKind;
    period: LimitPeriod;
    amount: number | null;
    now: number;
  },
): void {
  requireTool(settings, LIMIT_TOOL[change.kind]);
  if (change.amount !== null && !(Number.isSafeInteger(change.amount) && change.amount > 0)) {
    throw new LimitRefusal('invalidLimit', 'A limit must be a positive amount');
  }
  changeLimit(db, settings.coolingOffMs, {
    memberId: change.memberId,
    kind: change.kind,
    period: change.period,
    value: change.amount,
    now: change.now,
  });
}

/** Sets, lowers, raises or removes (null) the session-time limit, in minutes of the profile's choices. */
export function setSessionLimit(
  db: Database,
  settings: ProtectionSettings,
  change: { memberId: number; minutes: number | null; now: number },
): void {
  requireTool(settings, 'sessionLimit');
  if (change.minutes !== null && !settings.sessionLimitMinutes.includes(change.minutes)) {
    throw new LimitRefusal(
      'invalidLimit',
      `A session-time limit must be one of ${settings.sessionLimitMinutes.join(', ')} minutes`,
    );
  }
  changeLimit(db, settings.coolingOffMs, {
    memberId: change.memberId,
    kind: 'session',
    period: 'session',
    value: change.minutes,
    now: change.now,
  });
}

/** The reality-check interval: not a limit, so any change (off included) takes effect at once. */
export function setRealityCheck(
  db: Database,
  settings: ProtectionSettings,
  memberId: number,
  minutes: number | null,
): void {
  requireTool(settings, 'realityCheck');
  if (minutes !== null && !settings.realityCheckMinutes.includes(minutes)) {
    throw new LimitRefusal(
      'invalidLimit',
      `A reality check must come every ${settings.realityCheckMinutes.join(', ')} minutes`,
    );
  }
  setRealityCheckMinutes(db, memberId, minutes);
}

/**
 * The one rule of a change: stricter (a first limit, a lower one, the same one) at once, looser (a
 * higher one, or none) after the cooling-off. Asking again for the change already pending keeps
 * its time, so repeating a request never pushes it back, and never brings it forward.
 */
function changeLimit(
  db: Database,
  coolingOffMs: number,
  change: {
    memberId: number;
    kind: LimitRow['kind'];
    period: LimitRow['period'];
    value: number | null;
    now: number;
  },
): void {
  const { memberId, kind, period, value, now } = change;
  db.transaction(() => {
    applyDueLimits(db, memberId, now);
    const current = limitRowsOf(db, memberId).find((r) => r.kind === kind && r.period === period);
    const inForce = current?.amount ?? null;
    const stricter = inForce === null || (value !== null && value <= inForce);
    if (stricter) {
      // No limit, and none asked for: nothing to write (nothing can be pending without a limit).
      if (inForce === null && value === null) return;
      writeLimit(
        db,
        memberId,
        { kind, period, amount: value, pendingAmount: null, pendingAt: null },
        now,
      );
      return;
    }
    if (current?.pendingAt != null && current.pendingAmount === value) return;
    writeLimit(
      db,
      memberId,
      { kind, period, amount: inForce, pendingAmount: value, pendingAt: now + coolingOffMs },
      now,
    );
  });
}

/**
 * The dev control's "the cooling-off has passed": every pending change of the member takes effect
 * now. Answers how many did.
 */
export function elapsePending(db: Database, memberId: number, now: number): number {
  return applyDueLimits(db, memberId, now, Number.MAX_SAFE_INTEGER);
}

function requireTool(settings: ProtectionSettings, tool: ProtectionTool): void {
  if (!settings.tools.includes(tool)) {
    throw new LimitRefusal('toolNotOffered', 'This site does not offer that protection tool');
  }
}

// --- checking (inside the money's own transaction) ---

/**
 * Refuses a deposit of `amount` that would take a deposit limit's period past it, or a deposit
 * made in a session older than the session-time limit. Call it inside the transaction that inserts
 * the deposit.
 */
export function checkDeposit(
  db: Database,
  request: { memberId: number; amount: number; now: number; sessionStartedAt?: number | undefined },
): void {
  const { memberId, amount, now } = request;
  const rows = dueRows(db, memberId, now);
  if (request.sessionStartedAt !== undefined) {
    refuseLongSession(rows, request.sessionStartedAt, now);
  }
  refuseOverLimits(db, memberId, rows, ['deposit'], amount, now);
}

/**
 * Refuses a round staking `stake` that would take a loss or wager limit past it (a stake counts
 * whole against a loss limit: the round may lose it), or one played in a session older than the
 * session-time limit. Call it inside the transaction that debits the stake.
 */
export function checkBet(
  db: Database,
  request: { memberId: number; stake: number; now: number; sessionStartedAt?: number | undefined },
): void {
  const { memberId, stake, now } = request;
  const rows = dueRows(db, memberId, now);
  if (request.sessionStartedAt !== undefined) {
    refuseLongSession(rows, request.sessionStartedAt, now);
  }
  refuseOverLimits(db, memberId, rows, ['loss', 'wager'], stake, now);
}

/** Refuses a launch (or anything else) in a session older than the member's session-time limit. */
export function checkSessionAge(
  db: Database,
  memberId: number,
  sessionStartedAt: number,
  now: number,
): void {
  db.transaction(() => refuseLongSession(dueRows(db, memberId, now), sessionStartedAt, now));
}

/**
 * When the session a round belongs to started: the site session of the token hash the round came
 * through, else (a round with no site session of its own) the member's most recent live session;
 * undefined when the member has none.
 */
export function sessionStartFor(
  db: Database,
  memberId: number,
  tokenHash: string | undefined,
  now: number,
): number | undefined {
  return (
    (tokenHash === undefined ? undefined : sessionStartOf(db, tokenHash)) ??
    latestSessionStartOf(db, memberId, now)
  );
}

function dueRows(db: Database, memberId: number, now: number): LimitRow[] {
  applyDueLimits(db, memberId, now);
  return limitRowsOf(db, memberId);
}

function refuseLongSession(rows: readonly LimitRow[], startedAt: number, now: number): void {
  const minutes = rows.find((r) => r.kind === 'session')?.amount ?? null;
  if (minutes === null || now - startedAt < minutes * MINUTE_MS) return;
  throw new LimitRefusal(
    'sessionLimitReached',
    `Your session-time limit of ${minutes} minutes is reached; log out and take a break before you play on`,
    { minutes },
  );
}

/**
 * Of the limits of `kinds` that `add` would take past their amount, refuses with the one that
 * resets last: that is when the member can go on, so it is the one worth naming.
 */
function refuseOverLimits(
  db: Database,
  memberId: number,
  rows: readonly LimitRow[],
  kinds: readonly MoneyLimitKind[],
  add: number,
  now: number,
): void {
  let binding:
    { kind: MoneyLimitKind; period: LimitPeriod; amount: number; used: number } | undefined;
  for (const row of rows) {
    if (row.amount === null || !isMoneyKind(row.kind, kinds) || row.period === 'session') continue;
    const used = usedOf(db, memberId, row.kind, periodStart(row.period, now));
    if (used + add <= row.amount) continue;
    if (binding === undefined || periodEnd(row.period, now) > periodEnd(binding.period, now)) {
      binding = { kind: row.kind, period: row.period, amount: row.amount, used };
    }
  }
  if (binding === undefined) return;
  const resetsAt = periodEnd(binding.period, now);
  throw new LimitRefusal('limitReached', limitMessage(binding, resetsAt), {
    kind: binding.kind,
    period: binding.period,
    amount: binding.amount,
    resetsAt: new Date(resetsAt).toISOString(),
  });
}

function isMoneyKind(
  kind: LimitRow['kind'],
  kinds: readonly MoneyLimitKind[],
): kind is MoneyLimitKind {
  return (kinds as readonly string[]).includes(kind);
}

/**
 * "Your daily deposit limit of 50.00 is reached; it resets at 2026-11-27 00:00 UTC", or, with room
 * left that this amount is more than, how much is left.
 */
export function limitMessage(
  limit: { kind: MoneyLimitKind; period: LimitPeriod; amount: number; used: number },
  resetsAt: number,
): string {
  const name = `${PERIOD_WORD[limit.period]} ${limit.kind} limit of ${amountText(limit.amount)}`;
  const when = `it resets at ${utcText(resetsAt)}`;
  const left = limit.amount - limit.used;
  if (left <= 0) return `Your ${name} is reached; ${when}`;
  return `This would go over your ${name} (${amountText(left)} left); ${when}`;
}

const amountText = (minor: number): string => formatMoney(minor, { symbol: '' });

/** 2026-11-27 00:00 UTC */
function utcText(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

// --- the session's figures (the reality check) ---

export interface SessionFigures {
  startedAt: number;
  now: number;
  /** Stakes since the session started. */
  wagered: number;
  /** Wins minus stakes since the session started (negative: a loss). */
  net: number;
  realityCheckMinutes: number | null;
  sessionLimitMinutes: number | null;
}

export function sessionFiguresOf(
  db: Database,
  memberId: number,
  startedAt: number,
  now: number,
): SessionFigures {
  return db.transaction(() => {
    const rows = dueRows(db, memberId, now);
    const { stakes, wins } = playSince(db, memberId, startedAt);
    return {
      startedAt,
      now,
      wagered: stakes,
      net: wins - stakes,
      realityCheckMinutes: realityCheckMinutesOf(db, memberId),
      sessionLimitMinutes: rows.find((r) => r.kind === 'session')?.amount ?? null,
    };
  });
}
