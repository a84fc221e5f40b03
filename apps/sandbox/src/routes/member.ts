import { Hono } from 'hono';
import type { Context } from 'hono';
import * as v from 'valibot';
import {
  SERVER_CODES,
  bindRequestSchema,
  bindTargetSchema,
  paymentPasswordRequestSchema,
  changePasswordRequestSchema,
  forgotPasswordEmailRequestSchema,
  registerRequestSchema,
  setPasswordBySmsRequestSchema,
} from '@lobby/api';
import type { MemberInfo } from '@lobby/api';
import type { Services } from '../context';
import { clubLabelOf } from '../vip/standing';
import { LANGUAGES } from '../constants';
import type { Language } from '../constants';
import { bindContact, bindRecipient, sendBindCode } from '../account/bind';
import { accountContext } from '../account/context';
import { changePassword, forgotByEmail, setPasswordBySms } from '../account/password';
import { registerMember } from '../account/register';
import type { RegisterRoute } from '../account/register';
import { ApiError, ok, readJson } from '../http/envelope';
import { merchant } from '../http/merchant';
import type { MerchantEnv } from '../http/merchant';
import { readQuery } from '../http/query';
import { enforceRateLimit, rateLimit } from '../http/rateLimit';
import { readSealed } from '../http/sealed';
import { hasToken, requireSession, sessionOrThrow } from '../http/session';
import type { SessionEnv } from '../http/session';
import { isAffiliateCodeValid } from '../store/affiliates';
import { findMemberById, getMemberLabels, setMemberLanguage } from '../store/members';
import { loginHistoryOf, uplineOf } from '../store/money';
import { LOGIN_HISTORY_SIZE } from '../constants';
import { settleDue, walletsOf } from '../wallet/money';
import { hasPaymentPassword, setPaymentPassword } from '../wallet/paymentPassword';
import { memberOnly, money } from './money';

const languageBody = v.object({
  language: v.picklist(LANGUAGES, 'must be one of the site language codes'),
});

const affiliateQuery = v.object({
  code: v.pipe(v.string(), v.maxLength(64, 'is too long')),
  domain: v.pipe(v.string(), v.maxLength(261, 'is too long')),
});

/** The spec's default currency symbol (doc 1 section 3). */
const CURRENCY_SYMBOL = 'P';

export function memberRoutes(services: Services) {
  const { db, now, limits } = services;
  const routes = new Hono<MerchantEnv>();
  routes.use('*', merchant(db));

  // A visitor's choice is acknowledged; a member's is stored. A token that is no longer valid is
  // a 401 like on any token route, so the site learns the session ended.
  routes.post(
    '/language',
    rateLimit({ db, now, name: 'language', rule: limits.language }),
    async (c) => {
      const { language } = await readJson(c, languageBody);
      if (hasToken(c)) {
        const session = sessionOrThrow(c, services);
        setMemberLanguage(db, session.memberId, language);
      }
      return ok(c, null);
    },
  );

  routes.get('/affiliate', (c) => {
    const { code, domain } = readQuery(c, affiliateQuery);
    if (!isAffiliateCodeValid(db, c.var.merchant.code, code, domain)) {
      throw new ApiError(400, 'Invalid affiliate code', SERVER_CODES.invalidAffiliate);
    }
    return ok(c, null);
  });

  routes.post('/password/email', async (c) => {
    const request = await readJson(c, forgotPasswordEmailRequestSchema);
    await forgotByEmail(accountContext(c, services), request);
    return ok(c, null);
  });

  routes.post('/password/sms', async (c) => {
    const request = await readSealed(c, services, setPasswordBySmsRequestSchema);
    await setPasswordBySms(accountContext(c, services), request);
    return ok(c, null);
  });

  const register = (route: RegisterRoute) => async (c: Context<MerchantEnv>) => {
    const request = await readSealed(c, services, registerRequestSchema);
    const language = c.req.header('language')?.trim().toUpperCase();
    const known = LANGUAGES.find((code: Language) => code === language) ?? null;
    return ok(c, await registerMember(accountContext(c, services), request, route, known));
  };
  routes.put('/register', register('username'));
  routes.put('/register/mobile', register('mobile'));

  const session = requireSession(services);

  routes.get('/info', session, (c) => {
    const member = findMemberById(db, c.var.session.memberId);
    if (!member)
      throw new ApiError(401, 'Your session has ended; please log in', SERVER_CODES.sessionExpired);
    settleDue(db, now());
    const wallets = walletsOf(db, member.id, c.var.merchant.code);
    const upline = uplineOf(db, member.id);
    const clubLabel = clubLabelOf(db, member);
    const info: MemberInfo = {
      id: member.id,
      account: member.account,
      ...(member.nickname === null ? {} : { nickname: member.nickname }),
      type: member.type,
      // issue 27: the VIP level reached by play, or the operator's label (vip/standing.ts)
      ...(clubLabel === null ? {} : { clubLabel }),
      memberLabel: getMemberLabels(db, member.id),
      balance: wallets.balance,
      sumBalance: wallets.sumBalance,
      currencySymbol: CURRENCY_SYMBOL,
      hasPaymentPassword: hasPaymentPassword(db, member.id),
      ...(upline ? { upline: upline.account } : {}),
      ...(member.mobile === null ? {} : { mobileNum: member.mobile }),
      ...(member.email === null ? {} : { email: member.email }),
    };
    return ok(c, info);
  });

  // With the forced change pending this is the one member call that answers (and logout).
  routes.post('/password', requireSession(services, { duringForcedChange: true }), async (c) => {
    const request = await readSealed(c, services, changePasswordRequestSchema);
    await changePassword(accountContext(c, services), c.var.session, request);
    return ok(c, null);
  });

  // Sets the payment password, or changes it with the old one (encrypted: it carries both).
  routes.post('/paymentPassword', ...memberOnly(services), async (c) => {
    const request = await readSealed(c, services, paymentPasswordRequestSchema);
    await money(() => setPaymentPassword(db, c.var.session.memberId, request, now));
    return ok(c, null);
  });

  // Binding a mobile number or an e-mail address: a code to it (under the SMS limits, per address),
  // then the bind with that code.
  routes.post('/bind/send', ...memberOnly(services), async (c) => {
    const target = await readJson(c, bindTargetSchema);
    const recipient = bindRecipient(db, target);
    enforceRateLimit({ db, now, name: 'smsPerPhone', rule: limits.smsPerPhone }, recipient);
    enforceRateLimit(
      { db, now, name: 'smsPerPhoneDaily', rule: limits.smsPerPhoneDaily },
      recipient,
    );
    const expiredMinutes = sendBindCode(db, bindContext(c), target);
    return ok(c, { expiredMinutes });
  });

  routes.post('/bind', ...memberOnly(services), async (c) => {
    const request = await readJson(c, bindRequestSchema);
    bindContact(db, bindContext(c), request);
    return ok(c, null);
  });

  routes.get('/loginHistory', ...memberOnly(services), (c) =>
    ok(
      c,
      loginHistoryOf(db, c.var.session.memberId, LOGIN_HISTORY_SIZE).map((row) => ({
        at: new Date(row.at).toISOString(),
        ip: row.ip,
        device: row.device,
      })),
    ),
  );

  return routes;

  function bindContext(c: Context<SessionEnv>) {
    return { merchant: c.var.merchant.code, memberId: c.var.session.memberId, now: now() };
  }
}
