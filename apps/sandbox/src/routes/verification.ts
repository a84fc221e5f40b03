import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  SERVER_CODES,
  smsForgotRequestSchema,
  smsNoLoginRequestSchema,
  smsRegisterRequestSchema,
} from '@lobby/api';
import type { Services } from '../context';
import { parsePhone } from '../account/phone';
import type { Phone } from '../account/phone';
import { ApiError, ok, readJson } from '../http/envelope';
import { requireBotCheck, requireFeature } from '../http/guards';
import { visitorIp } from '../http/ip';
import { merchant } from '../http/merchant';
import type { MerchantEnv } from '../http/merchant';
import { enforceRateLimit } from '../http/rateLimit';
import { CODE_TTL_MINUTES, issueCode } from '../account/codes';
import type { CodePurpose } from '../account/codes';
import { isFeatureEnabled } from '../store/content';
import { findMemberByMobile } from '../store/members';
import { sendMessage } from '../store/outbox';

/**
 * `/wps/verification/sms/*`: the SMS codes for login, registration and forgot-password. These are
 * the known SMS-bomber target: each send needs a solved bot check and counts against a per-IP
 * budget and a per-phone cooldown (429 with Retry-After).
 */
export function verificationRoutes(services: Services) {
  const { db } = services;
  const routes = new Hono<MerchantEnv>();
  routes.use('*', merchant(db));

  // Answered the same for a number nobody has, so the call cannot be used to find accounts; only
  // an existing member's phone gets a message.
  routes.post('/sms/noLogin', async (c) => {
    const request = await readJson(c, smsNoLoginRequestSchema);
    const code = c.var.merchant.code;
    requireFeature(db, code, 'MOBILEVERCODELOGIN3', 'Login by SMS code');
    const phone = parsePhone(db, request.countryDialingCode, request.mobileNum);
    admitSend(c, services, request.botCheck, phone);
    const member = findMemberByMobile(db, code, phone.dialingCode, phone.mobile);
    if (member && !member.nonMember) sendCode(services, code, 'login', phone);
    return ok(c, { expiredMinutes: CODE_TTL_MINUTES });
  });

  routes.post('/sms/register', async (c) => {
    const request = await readJson(c, smsRegisterRequestSchema);
    const code = c.var.merchant.code;
    requireFeature(db, code, 'DIRECTREG3', 'Registration');
    if (
      !isFeatureEnabled(db, code, 'MOBILENUMREG3') &&
      !isFeatureEnabled(db, code, 'REGMOBVERF3')
    ) {
      throw new ApiError(
        403,
        'Registration with a mobile number is not available on this site',
        SERVER_CODES.featureDisabled,
      );
    }
    const phone = parsePhone(db, request.countryDialingCode, request.mobileNo, 'mobileNo');
    admitSend(c, services, request.botCheck, phone);
    // Registration would refuse the number anyway; saying so now saves the player a wasted code.
    if (findMemberByMobile(db, code, phone.dialingCode, phone.mobile)) {
      throw new ApiError(400, 'This mobile number is already registered', SERVER_CODES.mobileTaken);
    }
    sendCode(services, code, 'register', phone);
    return ok(c, { expiredMinutes: CODE_TTL_MINUTES });
  });

  // As with the login code: the same answer whether or not the number is a member's.
  routes.post('/sms/forgot', async (c) => {
    const request = await readJson(c, smsForgotRequestSchema);
    const code = c.var.merchant.code;
    const phone = parsePhone(db, request.countryDialingCode, request.mobileNo, 'mobileNo');
    admitSend(c, services, request.botCheck, phone);
    const member = findMemberByMobile(db, code, phone.dialingCode, phone.mobile);
    if (member && !member.nonMember && member.passwordHash !== null) {
      sendCode(services, code, 'forgot', phone);
    }
    return ok(c, { expiredMinutes: CODE_TTL_MINUTES });
  });

  return routes;
}

/**
 * The gate of every send: the per-IP budget first (cheap), then the bot check, then the per-phone
 * cooldown, so a caller without a proof of work cannot spend a victim's cooldown.
 */
function admitSend(c: Context, services: Services, botCheck: unknown, phone: Phone): void {
  const { db, now, limits } = services;
  enforceRateLimit({ db, now, name: 'smsPerIp', rule: limits.smsPerIp }, visitorIp(c) ?? 'unknown');
  requireBotCheck(services, botCheck);
  enforceRateLimit({ db, now, name: 'smsPerPhone', rule: limits.smsPerPhone }, phone.recipient);
  enforceRateLimit(
    { db, now, name: 'smsPerPhoneDaily', rule: limits.smsPerPhoneDaily },
    phone.recipient,
  );
}

const PURPOSE_TEXT: Readonly<Record<Exclude<CodePurpose, 'new-ip' | 'bind'>, string>> = {
  login: 'login',
  register: 'registration',
  forgot: 'password reset',
};

function sendCode(
  { db, now }: Services,
  merchant: string,
  purpose: Exclude<CodePurpose, 'new-ip' | 'bind'>,
  phone: Phone,
): void {
  const code = issueCode(db, { merchant, purpose, recipient: phone.recipient }, now());
  // Nothing is sent while the number's wrong tries are used up: that code could not be checked.
  if (code === undefined) return;
  sendMessage(
    db,
    {
      channel: 'sms',
      to: phone.recipient,
      body: `Your ${PURPOSE_TEXT[purpose]} code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. Never share it.`,
    },
    now(),
  );
}
