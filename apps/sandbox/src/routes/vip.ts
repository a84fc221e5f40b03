import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { FEEDBACK_CODES, MONEY_CODES, feedbackRequestSchema, paths } from '@lobby/api';
import type { VipLevel, VipProgress } from '@lobby/api';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  feedbackLength,
  hasVipService,
} from '@lobby/core';
import type { Services } from '../context';
import { ApiError, ok, readJson } from '../http/envelope';
import { visitorIp } from '../http/ip';
import { merchant } from '../http/merchant';
import { rateLimit } from '../http/rateLimit';
import { requireSession, sessionOf } from '../http/session';
import type { SessionEnv } from '../http/session';
import { findMemberById, TRIAL_TYPE } from '../store/members';
import { insertFeedback, listVipLevels, vipTotalsOf } from '../store/vip';
import type { VipLevelRow } from '../store/vip';
import { vipStandingOf } from '../vip/standing';

const relay = (path: string): string => path.replace(/^\/wps\/relay/, '');

function levelOut(row: VipLevelRow): VipLevel {
  return {
    level: row.level,
    name: row.name,
    validBet: row.minValidBet,
    deposit: row.minDeposit,
    rebateBp: row.rebateBp,
    dailyWithdrawals: row.dailyWithdrawals,
    dailyWithdrawalLimit: row.dailyWithdrawalLimit,
    birthdayBonus: row.birthdayBonus,
    vipService: hasVipService(row.level),
  };
}

/**
 * `/wps/relay/VIP_*` (issue 27): the merchant's VIP ladder for anyone, and a member's standing on
 * it, computed here from their real valid bets and credited deposits (vip/standing.ts). Not the
 * member centre's calls: /vip is a page of its own, so the member-centre switch does not gate it.
 */
export function vipRelayRoutes(services: Services) {
  const { db } = services;
  const routes = new Hono<SessionEnv>();
  const brand = merchant(db);
  // A trial account plays with demo credit: it has no standing, and is told to register.
  const realMember = createMiddleware<SessionEnv>(async (c, next) => {
    if (findMemberById(db, c.var.session.memberId)?.type === TRIAL_TYPE) {
      throw new ApiError(403, 'please register a member account first', MONEY_CODES.trialAccount);
    }
    await next();
  });

  routes.get(relay(paths.vipLevels), brand, (c) =>
    ok(c, listVipLevels(db, c.var.merchant.code).map(levelOut)),
  );

  routes.get(relay(paths.vipProgress), brand, requireSession(services), realMember, (c) => {
    const member = findMemberById(db, c.var.session.memberId);
    const standing: VipProgress = vipStandingOf(
      listVipLevels(db, c.var.merchant.code),
      vipTotalsOf(db, c.var.session.memberId),
      member?.clubRank ?? null,
    );
    return ok(c, standing);
  });

  return routes;
}

/**
 * `PUT /wps/feedback` (doc 2 §7; no token, doc 2 §6): a visitor's or member's feedback, stored for
 * the operator. The content's bounds are core's, enforced here with doc 2 §8's two messages; a
 * session, when one comes along, names the member. Counted per IP: without a token, the address
 * is what a flood has.
 */
export function feedbackRoutes(services: Services) {
  const { db, now, limits } = services;
  const routes = new Hono<SessionEnv>();

  routes.put(
    '/',
    merchant(db),
    rateLimit({ db, now, name: 'feedback', rule: limits.feedback }),
    async (c) => {
      const request = await readJson(c, feedbackRequestSchema);
      const content = request.content.trim();
      const length = feedbackLength(content);
      if (length === 0) {
        throw new ApiError(400, 'feedback content required', FEEDBACK_CODES.contentRequired);
      }
      if (length < FEEDBACK_CONTENT_MIN || length > FEEDBACK_CONTENT_MAX) {
        throw new ApiError(
          400,
          `content between ${FEEDBACK_CONTENT_MIN} and ${FEEDBACK_CONTENT_MAX} characters`,
          FEEDBACK_CODES.contentLength,
          { value: { min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX } },
        );
      }
      const contact = request.contact?.trim() ?? '';
      const id = insertFeedback(db, {
        merchant: c.var.merchant.code,
        memberId: sessionOf(c, services)?.memberId ?? null,
        kind: request.kind,
        content,
        contact: contact === '' ? null : contact,
        ip: visitorIp(c) ?? 'unknown',
        now: now(),
      });
      return ok(c, { id });
    },
  );

  return routes;
}
