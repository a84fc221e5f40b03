import { Hono } from 'hono';
import * as v from 'valibot';
import type { Services } from '../context';
import { LANGUAGES } from '../constants';
import { clearAccountFailuresOf, memberFailureKey } from '../account/lockout';
import { parsePhone } from '../account/phone';
import { hashPassword } from '../auth/password';
import { decodeBase32, totpCode } from '../auth/totp';
import { ApiError, ok, readJson } from '../http/envelope';
import { visitorIp } from '../http/ip';
import { readQuery } from '../http/query';
import { SEED_MERCHANTS, resetToSeed } from '../seed';
import { DEMO_KNOWN_IP } from '../seed/accounts';
import { addHostileNotices, withdrawHostileNotices } from '../seed/notices';
import { peekCaptcha } from '../store/captcha';
import { getWhitelabelTree, setWhitelabelFlag } from '../store/content';
import {
  MEMBER_TYPES,
  findMemberByAccount,
  forgetIps,
  insertMember,
  isUniqueViolation,
  rememberIp,
  setPasswordChangedAt,
} from '../store/members';
import type { Member } from '../store/members';
import { listCspViolations } from '../store/cspReports';
import { listOutbox } from '../store/outbox';
import { findMerchant, getSystemStatus, setSystemStatus } from '../store/system';
import { findWithdrawal, setConfirmBy, setUpline } from '../store/money';
import { setPaymentPassword } from '../wallet/paymentPassword';
import { settleDue, settlePendingDeposit, stepWithdrawal } from '../wallet/money';
import { depositOut, money, withdrawalOut } from './money';
import { sendNotice } from '../inbox/messages';

const merchantCode = v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,32}$/, 'must be a merchant code'));

const isoDateTime = v.pipe(
  v.string(),
  v.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/,
    'must be an ISO date-time with a zone, such as 2030-01-01T00:00:00Z',
  ),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'must be a real date'),
  v.transform((s) => new Date(s).toISOString()),
);

const statusBody = v.object({
  merchant: merchantCode,
  status: v.picklist([0, 1, 2], 'must be 0, 1 or 2'),
  endTime: v.optional(isoDateTime),
  message: v.optional(v.pipe(v.string(), v.maxLength(500, 'is too long'))),
});

const whitelabelBody = v.object({
  merchant: merchantCode,
  modId: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,40}$/, 'must be a module id')),
  enabled: v.picklist(['1', '0'], "must be '1' or '0'"),
});

const hostileNoticesBody = v.object({
  merchant: v.picklist(
    SEED_MERCHANTS.map((m) => m.code),
    `must be one of ${SEED_MERCHANTS.map((m) => m.code).join(', ')}`,
  ),
  enabled: v.boolean('must be true or false'),
});

const outboxQuery = v.object({
  to: v.optional(v.pipe(v.string(), v.maxLength(254, 'is too long'))),
});

const DAY_MS = 24 * 60 * 60 * 1000;
const text = (max: number) =>
  v.pipe(v.string(), v.minLength(1, 'is empty'), v.maxLength(max, 'is too long'));
const ipAddress = v.pipe(v.string(), v.regex(/^[0-9A-Fa-f:.]{2,45}$/, 'must be an IP address'));

const memberBody = v.object({
  merchant: merchantCode,
  account: v.pipe(
    v.string(),
    v.regex(
      /^[A-Za-z][A-Za-z0-9_-]{2,31}$/,
      'must be 3 to 32 letters, digits, _ or -, starting with a letter',
    ),
  ),
  password: v.optional(
    v.pipe(v.string(), v.minLength(1, 'is empty'), v.maxLength(256, 'is too long')),
  ),
  nickname: v.optional(text(64)),
  type: v.optional(v.picklist(MEMBER_TYPES, `must be one of ${MEMBER_TYPES.join(', ')}`)),
  nonMember: v.optional(v.boolean()),
  countryDialingCode: v.optional(text(8)),
  mobileNum: v.optional(text(20)),
  email: v.optional(v.pipe(v.string(), v.email('must be an e-mail address'), v.maxLength(254))),
  payeeName: v.optional(text(128)),
  balance: v.optional(
    v.pipe(v.number(), v.safeInteger('must be whole minor units'), v.minValue(0), v.maxValue(1e13)),
  ),
  clubLabel: v.optional(
    v.object({
      labelName: text(64),
      rankLevel: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(99)),
    }),
  ),
  memberLabels: v.optional(
    v.pipe(
      v.array(
        v.object({
          labelName: text(64),
          color: v.optional(v.pipe(v.string(), v.regex(/^#[0-9A-Fa-f]{6}$/, 'must be #rrggbb'))),
        }),
      ),
      v.maxLength(8, 'has too many labels'),
    ),
  ),
  /** How old the password is, in days (91 makes it expired where the brand enforces expiry). */
  passwordAgeDays: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(3650))),
  /** The addresses the member has logged in from; 127.0.0.1 when left out, [] for none. */
  knownIps: v.optional(v.pipe(v.array(ipAddress), v.maxLength(10, 'has too many addresses'))),
  firstLoginDone: v.optional(v.boolean()),
  totpSecret: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Z2-7]{16,64}$/, 'must be base32'),
      v.check((s) => decodeBase32(s) !== undefined, 'must be base32'),
    ),
  ),
  language: v.optional(v.picklist(LANGUAGES, 'must be one of the site language codes')),
  /** The payment password a transfer or withdrawal asks for, set as the member would set it. */
  paymentPassword: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  /** The account of the member's upline (an agent of the same brand). */
  upline: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
});

const memberRef = { merchant: merchantCode, account: text(64) };

const agePasswordBody = v.object({
  ...memberRef,
  days: v.pipe(v.number(), v.safeInteger('must be whole days'), v.minValue(0), v.maxValue(3650)),
});

const captchaQuery = v.object({
  merchant: v.optional(merchantCode),
  ip: v.optional(ipAddress),
});

const totpQuery = v.object(memberRef);

const recordId = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const idBody = v.object({ id: recordId });
const withdrawalStepBody = v.object({
  id: recordId,
  step: v.picklist(['approve', 'reject', 'disburse'], 'must be approve, reject or disburse'),
});
const depositSettleBody = v.object({
  id: recordId,
  outcome: v.picklist(['credited', 'failed'], 'must be credited or failed'),
});
const depositDelayBody = v.object({
  ms: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(24 * 60 * 60 * 1000)),
});
const uplineBody = v.object({ ...memberRef, upline: v.nullable(text(64)) });
const messageSendBody = v.object({ ...memberRef, title: text(120), body: text(2000) });

/**
 * Development-only controls: app.ts mounts them only in dev mode, so in production these paths do
 * not exist (404), rather than exist and refuse.
 */
export function devRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono();

  // --- money (ADR 027): the operator's side of deposits and withdrawals, on demand ---

  // Approve, reject (refunded) or disburse a withdrawal now; the state machine still decides.
  routes.post('/withdrawal/step', async (c) => {
    const body = await readJson(c, withdrawalStepBody);
    return ok(
      c,
      withdrawalOut(await money(() => stepWithdrawal(db, body.id, body.step, { now: now() }))),
    );
  });

  // Closes a disbursed withdrawal's confirmation window now: it becomes autoReceived.
  routes.post('/withdrawal/expire', async (c) => {
    const { id } = await readJson(c, idBody);
    if (!setConfirmBy(db, id, now())) {
      throw new ApiError(409, 'Only a disbursed withdrawal has a window to close');
    }
    settleDue(db, now());
    const row = findWithdrawal(db, id);
    if (!row) throw new ApiError(404, 'No such withdrawal');
    return ok(c, withdrawalOut(row));
  });

  // Credits or fails a pending deposit now.
  routes.post('/deposit/settle', async (c) => {
    const body = await readJson(c, depositSettleBody);
    const settled = settlePendingDeposit(db, body.id, body.outcome, now());
    if (!settled) throw new ApiError(409, 'Only a pending deposit can be settled');
    return ok(c, depositOut(settled));
  });

  // How long new deposits wait before they are credited (this run only).
  routes.post('/deposit/delay', async (c) => {
    const { ms } = await readJson(c, depositDelayBody);
    services.money.depositDelayMs = ms;
    return ok(c, { ms });
  });

  // Who a member's upline is (null: none); the upline must be on the same brand.
  routes.post('/member/upline', async (c) => {
    const body = await readJson(c, uplineBody);
    const member = requireMember(body.merchant, body.account);
    const upline = body.upline === null ? null : requireMember(body.merchant, body.upline);
    if (upline?.id === member.id) throw new ApiError(400, 'A member is not their own upline');
    setUpline(db, member.id, upline?.id ?? null);
    return ok(c, null);
  });

  routes.post('/status', async (c) => {
    const body = await readJson(c, statusBody);
    requireMerchant(body.merchant);
    setSystemStatus(db, body.merchant, {
      status: body.status,
      maintenanceEnd: body.endTime ?? null,
      message: body.message ?? null,
    });
    return ok(c, getSystemStatus(db, body.merchant));
  });

  routes.post('/whitelabel', async (c) => {
    const body = await readJson(c, whitelabelBody);
    requireMerchant(body.merchant);
    if (!setWhitelabelFlag(db, body.merchant, body.modId, body.enabled)) {
      throw new ApiError(404, 'Unknown module');
    }
    return ok(c, getWhitelabelTree(db, body.merchant));
  });

  // The notices with hostile markup, on one brand, for the tests that prove the site defuses them;
  // no brand is seeded with them, so no visitor reads them.
  routes.post('/hostileNotices', async (c) => {
    const body = await readJson(c, hostileNoticesBody);
    const count = body.enabled
      ? addHostileNotices(db, body.merchant)
      : withdrawHostileNotices(db, body.merchant);
    return ok(c, { count });
  });

  routes.get('/outbox', (c) => {
    const { to } = readQuery(c, outboxQuery);
    return ok(c, listOutbox(db, to));
  });

  // --- messages: an operator's notice to one member, now ---
  routes.post('/messages/send', async (c) => {
    const body = await readJson(c, messageSendBody);
    const member = requireMember(body.merchant, body.account);
    return ok(c, { id: sendNotice(db, member.id, { title: body.title, body: body.body }, now()) });
  });

  // What the browsers reported against the site's Content-Security-Policy, newest first.
  routes.get('/csp-reports', (c) => ok(c, listCspViolations(db)));

  routes.post('/reset', (c) => {
    resetToSeed(db);
    return ok(c, null);
  });

  // A member with chosen attributes, for end-to-end journeys (a VIP, an agent, an expired password).
  routes.post('/member', async (c) => {
    const body = await readJson(c, memberBody);
    requireMerchant(body.merchant);
    if ((body.countryDialingCode === undefined) !== (body.mobileNum === undefined)) {
      throw new ApiError(
        400,
        'Invalid mobileNum: give both countryDialingCode and mobileNum, or neither',
      );
    }
    const phone =
      body.countryDialingCode === undefined || body.mobileNum === undefined
        ? undefined
        : parsePhone(db, body.countryDialingCode, body.mobileNum);
    const passwordHash = body.password === undefined ? null : await hashPassword(body.password);
    let id: number;
    try {
      id = db.transaction(() => {
        const created = insertMember(db, {
          merchant: body.merchant,
          account: body.account,
          passwordHash,
          nickname: body.nickname ?? body.account,
          type: body.type ?? 0,
          nonMember: body.nonMember ?? false,
          dialingCode: phone?.dialingCode ?? null,
          mobile: phone?.mobile ?? null,
          email: body.email ?? null,
          payeeName: body.payeeName ?? null,
          clubLabel: body.clubLabel?.labelName ?? null,
          clubRank: body.clubLabel?.rankLevel ?? null,
          balance: body.balance ?? 0,
          passwordChangedAt: now() - (body.passwordAgeDays ?? 0) * DAY_MS,
          firstLoginDone: body.firstLoginDone ?? false,
          language: body.language ?? null,
          createdAt: now(),
          totpSecret: body.totpSecret ?? null,
          registerMethod: 'WEB',
          labels: body.memberLabels ?? [],
        });
        for (const ip of body.knownIps ?? [DEMO_KNOWN_IP]) rememberIp(db, created, ip, now());
        return created;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new ApiError(400, 'That account or mobile number already exists on this brand');
    }
    if (body.paymentPassword !== undefined) {
      await setPaymentPassword(db, id, { password: body.paymentPassword }, now);
    }
    if (body.upline !== undefined) setUpline(db, id, requireMember(body.merchant, body.upline).id);
    return ok(c, { id, account: body.account });
  });

  // The new-IP step on demand: the member's next login from anywhere is from a new address.
  routes.post('/member/forgetIps', async (c) => {
    const body = await readJson(c, v.object(memberRef));
    const member = requireMember(body.merchant, body.account);
    return ok(c, { forgotten: forgetIps(db, member.id) });
  });

  // The end of a lock after failed logins (ADR 022), as a reset of the password would end it.
  routes.post('/member/unlock', async (c) => {
    const body = await readJson(c, v.object(memberRef));
    const member = requireMember(body.merchant, body.account);
    clearAccountFailuresOf(db, memberFailureKey(member));
    return ok(c, null);
  });

  // Password expiry on demand: the password was last changed `days` ago.
  routes.post('/member/agePassword', async (c) => {
    const body = await readJson(c, agePasswordBody);
    const member = requireMember(body.merchant, body.account);
    setPasswordChangedAt(db, member.id, now() - body.days * DAY_MS);
    return ok(c, null);
  });

  // What the captcha picture shows, for the address given or the caller's own.
  routes.get('/captcha', (c) => {
    const query = readQuery(c, captchaQuery);
    const merchant = query.merchant ?? 'aurora';
    requireMerchant(merchant);
    const answer = peekCaptcha(db, merchant, query.ip ?? visitorIp(c) ?? 'unknown', now());
    if (answer === undefined) throw new ApiError(404, 'No captcha for that address');
    return ok(c, { answer });
  });

  // The member's current authenticator code, as the app on their phone would show it.
  routes.get('/member/totp', (c) => {
    const query = readQuery(c, totpQuery);
    const member = requireMember(query.merchant, query.account);
    if (member.totpSecret === null) throw new ApiError(404, 'That member has no authenticator');
    return ok(c, { code: totpCode(member.totpSecret, now()) });
  });

  function requireMerchant(code: string): void {
    if (!findMerchant(db, code)) throw new ApiError(400, 'Unknown merchant');
  }

  function requireMember(merchant: string, account: string): Member {
    requireMerchant(merchant);
    const member = findMemberByAccount(db, merchant, account.trim());
    if (!member) throw new ApiError(404, 'No such member');
    return member;
  }

  return routes;
}
