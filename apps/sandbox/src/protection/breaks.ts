import { createMiddleware } from 'hono/factory';
import { PROTECTION_CODES } from '@lobby/api';
import { BREAK_PERIODS, breakEnd } from '@lobby/core';
import type { BreakKind, BreakPeriod } from '@lobby/core';
import type { Services } from '../context';
import type { Database } from '../db';
import { ApiError } from '../http/envelope';
import type { SessionEnv } from '../http/session';
import { extendBreak, runningBreakOf } from '../store/protectionBreaks';
import type { BreakRow } from '../store/protectionBreaks';
import { protectionSettingsOf } from '../store/protectionSettings';
import { endAllSessions } from '../store/sessions';

/*
 * Time-outs and self-exclusion (issue 30; security checklist RG-07). A break ends every session of
 * the member at once, refuses login until it ends, and refuses every money call should a token
 * survive; it cannot be lifted early, only extended.
 */

export interface BreakRequest {
  memberId: number;
  merchant: string;
  kind: BreakKind;
  period: BreakPeriod;
  now: number;
}

/**
 * Takes a break: refused with TOOL_NOT_OFFERED where the brand's market profile lacks the tool.
 * Writing the break and ending the member's sessions are one transaction, so no call can slip in
 * on an old token once the break is on record. Answers the break's end as it now stands (a break
 * already running to a later end keeps that end).
 */
export function takeBreak(db: Database, request: BreakRequest): { until: number | null } {
  const { tools } = protectionSettingsOf(db, request.merchant);
  if (!tools.includes(request.kind)) {
    throw new ApiError(
      403,
      request.kind === 'timeOut'
        ? 'Time-outs are not offered on this site'
        : 'Self-exclusion is not offered on this site',
      PROTECTION_CODES.toolNotOffered,
    );
  }
  // The api's schema pairs them already; a caller inside the sandbox is held to the same rule.
  if (!BREAK_PERIODS[request.kind].includes(request.period)) {
    throw new ApiError(400, `Invalid period: ${request.period} is no period of a ${request.kind}`);
  }
  const until = breakEnd(request.period, request.now);
  return db.transaction(() => {
    const row = extendBreak(db, {
      memberId: request.memberId,
      kind: request.kind,
      until,
      now: request.now,
    });
    endAllSessions(db, request.memberId);
    return { until: row.until };
  });
}

/** "2026-11-28 10:00 UTC": the end as a person reads it in the refusal's message. */
function readableEnd(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The refusal of anything a member on this break asks for: 403 ACCOUNT_BREAK with its end. */
export function breakRefusal(row: BreakRow): ApiError {
  const end = row.until === null ? 'permanently' : `until ${readableEnd(row.until)}`;
  const message =
    row.kind === 'timeOut'
      ? `Your account is on a time-out ${end}`
      : `Your account is self-excluded ${end}`;
  return new ApiError(403, message, PROTECTION_CODES.accountBreak, {
    value: {
      kind: row.kind,
      until: row.until === null ? null : new Date(row.until).toISOString(),
    },
  });
}

/** Throws the break's refusal when the member is on a break at `now`. */
export function refuseIfOnBreak(db: Database, memberId: number, now: number): void {
  const running = runningBreakOf(db, memberId, now);
  if (running !== undefined) throw breakRefusal(running);
}

/**
 * The one guard of every money, claim and launch route (after the session guard): a member on a
 * break whose token somehow survived is refused all the same. Taking the break ends every session,
 * so this is the second line, not the first.
 */
export function refuseOnBreak({ db, now }: Pick<Services, 'db' | 'now'>) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    refuseIfOnBreak(db, c.var.session.memberId, now());
    await next();
  });
}
