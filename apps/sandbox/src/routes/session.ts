import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import {
  freeplayRequestSchema,
  loginRequestSchema,
  verificationRequestSchema,
  verificationSendRequestSchema,
} from '@lobby/api';
import type { Services } from '../context';
import { accountContext } from '../account/context';
import { logIn } from '../account/login';
import { openSession } from '../account/session';
import { completeVerification, sendVerificationCode } from '../account/verification';
import { ok, readJson } from '../http/envelope';
import { requireFeature } from '../http/guards';
import { visitorIp } from '../http/ip';
import { merchant } from '../http/merchant';
import type { MerchantEnv } from '../http/merchant';
import { enforceRateLimit } from '../http/rateLimit';
import { readSealed } from '../http/sealed';
import { requireSession } from '../http/session';
import { findMemberById, insertMember, isUniqueViolation, TRIAL_TYPE } from '../store/members';
import { endSession } from '../store/sessions';

/** What a free-play account starts with: 2,000.00 in minor units, play money only. */
export const TRIAL_BALANCE = 200_000;

/** `/wps/session/*`: login (and its new-IP step), free play and logout. */
export function sessionRoutes(services: Services) {
  const { db, now, limits } = services;
  const routes = new Hono<MerchantEnv>();
  routes.use('*', merchant(db));

  routes.post('/login', async (c) => {
    const request = await readSealed(c, services, loginRequestSchema);
    return ok(c, await logIn(accountContext(c, services), request));
  });

  routes.post('/verification/send', async (c) => {
    const request = await readJson(c, verificationSendRequestSchema);
    return ok(c, sendVerificationCode(accountContext(c, services), request));
  });

  routes.post('/verification', async (c) => {
    const request = await readSealed(c, services, verificationRequestSchema);
    return ok(c, completeVerification(accountContext(c, services), request));
  });

  // Free play (doc 1 section 4, C-12): a trial account of type 4 with play money, logged in.
  routes.post('/login/freeplay', async (c) => {
    await readJson(c, freeplayRequestSchema);
    const code = c.var.merchant.code;
    requireFeature(db, code, 'FREEPLAY3', 'Free play');
    const ip = visitorIp(c) ?? 'unknown';
    enforceRateLimit({ db, now, name: 'freeplay', rule: limits.freeplay }, ip);
    const id = createTrialMember(services, code);
    const member = findMemberById(db, id);
    if (!member) throw new Error('The trial member vanished');
    return ok(
      c,
      openSession(
        db,
        member,
        { ip, loginMethod: 'freeplay', changeFree: false, mustChangePassword: false },
        now(),
      ),
    );
  });

  // A member facing the forced change may always leave instead.
  routes.delete('/logout', requireSession(services, { duringForcedChange: true }), (c) => {
    endSession(db, c.var.session.tokenHash);
    return ok(c, null);
  });

  return routes;
}

const TRIAL_NAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function createTrialMember({ db, now }: Services, merchant: string): number {
  // 36^6 names: a collision is rare, and the UNIQUE constraint turns it into another draw.
  for (let attempt = 0; ; attempt++) {
    let suffix = '';
    for (let i = 0; i < 6; i++)
      suffix += TRIAL_NAME_ALPHABET[randomInt(TRIAL_NAME_ALPHABET.length)];
    try {
      return insertMember(db, {
        merchant,
        account: `demo-${suffix}`,
        passwordHash: null,
        nickname: 'Demo player',
        type: TRIAL_TYPE,
        balance: TRIAL_BALANCE,
        createdAt: now(),
        registerMethod: 'WEB',
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}
