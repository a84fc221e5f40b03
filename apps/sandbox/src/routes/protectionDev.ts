import { Hono } from 'hono';
import * as v from 'valibot';
import type { Services } from '../context';
import { sha256Hex } from '../auth/tokens';
import type { Database } from '../db';
import { ApiError, ok, readJson } from '../http/envelope';
import { elapsePending } from '../protection/limits';
import { findMemberByAccount } from '../store/members';
import { ageSession, ageSessions, memberIdsWithAccount } from '../store/protectionLimits';

const MINUTE_MS = 60_000;

const merchantCode = v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,32}$/, 'must be a merchant code'));
const account = v.pipe(v.string(), v.minLength(1, 'is empty'), v.maxLength(64, 'is too long'));
const token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be a session token'));

const elapseBody = v.object({ merchant: v.optional(merchantCode), account });

// Under a session's 12-hour absolute end: an aged session stays live (SESSION_MAX_MS).
const MAX_AGE_MINUTES = 600;
const sessionAgeBody = v.pipe(
  v.object({
    merchant: v.optional(merchantCode),
    account: v.optional(account),
    token: v.optional(token),
    minutes: v.pipe(
      v.number(),
      v.safeInteger('must be whole minutes'),
      v.minValue(1),
      v.maxValue(MAX_AGE_MINUTES),
    ),
  }),
  v.check(
    (body) => body.account !== undefined || body.token !== undefined,
    'name an account or a token',
  ),
);

/**
 * `/wps/dev/protection/*` (dev mode only, like routes/dev.ts): what the protection journeys cannot
 * wait for. `elapse` applies every pending limit change of a member now (the cooling-off "has
 * passed"); `sessionAge` moves the start of a member's sessions (or of one token's) back, so a
 * reality check or a session-time limit comes due at once. The member is named by account, with
 * the merchant where the same account exists on more than one brand.
 */
export function protectionDevRoutes({ db, now }: Services) {
  const routes = new Hono();

  routes.post('/elapse', async (c) => {
    const body = await readJson(c, elapseBody);
    const memberId = memberIdOf(db, body.merchant, body.account);
    return ok(c, { applied: elapsePending(db, memberId, now()) });
  });

  routes.post('/sessionAge', async (c) => {
    const body = await readJson(c, sessionAgeBody);
    const ms = body.minutes * MINUTE_MS;
    const aged =
      body.token === undefined
        ? ageSessions(db, memberIdOf(db, body.merchant, body.account ?? ''), ms)
        : ageSession(db, sha256Hex(body.token), ms);
    if (aged === 0) throw new ApiError(404, 'No session to age');
    return ok(c, { sessions: aged });
  });

  return routes;
}

/** The member of `account` on `merchant`, or on the only brand that has the account. */
function memberIdOf(db: Database, merchant: string | undefined, account: string): number {
  const name = account.trim();
  if (merchant !== undefined) {
    const member = findMemberByAccount(db, merchant, name);
    if (!member) throw new ApiError(404, 'No such member');
    return member.id;
  }
  const found = memberIdsWithAccount(db, name);
  if (found.length > 1) {
    throw new ApiError(400, 'That account is on several brands: name the merchant');
  }
  const only = found[0];
  if (only === undefined) throw new ApiError(404, 'No such member');
  return only;
}
