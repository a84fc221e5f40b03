import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { SERVER_CODES, botCheckProofSchema } from '@lobby/api';
import { ACCOUNT_CENTRE_CODES } from '@lobby/core';
import type { WhitelabelFlag } from '../constants';
import type { Services } from '../context';
import type { Database } from '../db';
import { verifyBotCheck } from '../store/botCheck';
import { isFeatureEnabled } from '../store/content';
import { findMemberById, TRIAL_TYPE } from '../store/members';
import type { Member } from '../store/members';
import { ApiError } from './envelope';
import { requireSession } from './session';
import type { SessionEnv } from './session';

/** A valid, unused proof of work, or a 400 with `BOT_CHECK_FAILED`. */
export function requireBotCheck(
  { db, now }: Pick<Services, 'db' | 'now'>,
  botCheck: unknown,
): void {
  const proof = v.safeParse(botCheckProofSchema, botCheck);
  if (!proof.success || !verifyBotCheck(db, proof.output, now())) {
    throw new ApiError(
      400,
      'The automatic bot check failed; please try again',
      SERVER_CODES.botCheckFailed,
    );
  }
}

/** The brand's whitelabel flag must be on; otherwise a 403 naming the feature. */
export function requireFeature(
  db: Database,
  merchant: string,
  flag: WhitelabelFlag,
  feature: string,
): void {
  if (!isFeatureEnabled(db, merchant, flag)) {
    throw new ApiError(
      403,
      `${feature} is not available on this site`,
      SERVER_CODES.featureDisabled,
    );
  }
}

/** The agent routes' context: the session and the calling agent's member row. */
export type AgentEnv = SessionEnv & { Variables: { agent: Member } };

/**
 * The agent centre's guard (issue 26): a session whose member is a real agent account, i.e. type
 * 1, 2, 41 or 42 (core ACCOUNT_CENTRE_CODES). A player (0), a trial account (4, which is on the
 * spec's agent list but is no real account) or any other type is refused with 403 `NOT_AGENT` and
 * the spec's message, so the rule holds even when a client shows the entry by mistake. The member
 * row is put on the context as `agent` for the handlers.
 */
export function agentGuard(services: Pick<Services, 'db' | 'now'>) {
  const session = requireSession(services);
  const agentAccount = createMiddleware<AgentEnv>(async (c, next) => {
    const member = findMemberById(services.db, c.var.session.memberId);
    if (!member || !isAgentAccount(member.type)) {
      throw new ApiError(403, 'Non-agents cannot log in', SERVER_CODES.notAgent);
    }
    c.set('agent', member);
    await next();
  });
  return [session, agentAccount] as const;
}

/** Whether an account type is a real agent account (not a player, not a trial account). */
export function isAgentAccount(type: number): boolean {
  return (ACCOUNT_CENTRE_CODES as readonly number[]).includes(type) && type !== TRIAL_TYPE;
}
