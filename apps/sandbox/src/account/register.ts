import { randomBytes } from 'node:crypto';
import { SERVER_CODES } from '@lobby/api';
import type { LoginResult, RegisterRequest } from '@lobby/api';
import type { FieldKind } from '@lobby/core';
import { REGISTER_FIELDS } from '../constants';
import type { RegisterField } from '../constants';
import { hashPassword } from '../auth/password';
import type { Database } from '../db';
import { ApiError } from '../http/envelope';
import { requireBotCheck, requireFeature } from '../http/guards';
import { isAffiliateCodeValid } from '../store/affiliates';
import { getRegistrationAge } from '../store/brandSettings';
import { agentOfPromotionCode } from '../store/agentPromotion';
import { setUplineOf } from '../store/agentTeam';
import { checkCaptcha } from '../store/captcha';
import { getRegisterRules, isFeatureEnabled } from '../store/content';
import type { FieldRule } from '../store/content';
import {
  TRIAL_TYPE,
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  insertMember,
  isUniqueViolation,
} from '../store/members';
import { checkCode } from './codes';
import type { AccountContext } from './context';
import { checkFieldRule } from './fieldRules';
import { checkIdentityToken } from './identity';
import { parsePhone } from './phone';
import type { Phone } from './phone';
import { openSession } from './session';

export type RegisterRoute = 'username' | 'mobile';

const PASSWORD_FIELDS: ReadonlySet<RegisterField> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
]);
const CONTACT_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;

/**
 * Registration (doc 1 sections 3-5): the brand's switches, the bot check, every field against the
 * brand's rules, uniqueness, the affiliate and recommender, the captcha and the SMS code, then the
 * new member, logged in. Checks that cost nothing and use nothing up come first, so a mistake in
 * the form does not burn the captcha or the code.
 */
export async function registerMember(
  ctx: AccountContext,
  request: RegisterRequest,
  route: RegisterRoute,
  language: string | null,
): Promise<LoginResult> {
  const { services, merchant, ip } = ctx;
  const { db, now } = services;
  requireFeature(db, merchant, 'DIRECTREG3', 'Registration');
  if (route === 'username')
    requireFeature(db, merchant, 'USERNAMEREG3', 'Registration by user name');
  else requireFeature(db, merchant, 'MOBILENUMREG3', 'Registration by mobile number');
  requireConsent(db, merchant, request);
  requireBotCheck(services, request.botCheck);

  const rules = getRegisterRules(db, merchant);
  const mobileRequired = route === 'mobile';
  // MOBILENUMPASSREG3 (doc 1 §3, §6): the mobile tab asks for a password too. Off, the number and
  // its code make the account, which logs in by SMS code and may set a password later.
  const passwordAsked = !mobileRequired || isFeatureEnabled(db, merchant, 'MOBILENUMPASSREG3');
  const rule = (field: RegisterField): FieldRule | undefined => {
    const own = rules[field];
    // The mobile tab has no user name: its account is the mobile number.
    if (mobileRequired && field === 'username') return undefined;
    // The provider's ID token stands for the code (checked below, with the phone it names).
    if (field === 'verificationCode' && present(request.firebaseIdToken) !== undefined) {
      return undefined;
    }
    // The account always exists, and its password where one is asked; the mobile tab always needs
    // the phone and code.
    const forced =
      field === 'username' ||
      (passwordAsked && (field === 'password' || field === 'confirmPassword')) ||
      (mobileRequired && (field === 'mobileNum' || field === 'verificationCode'));
    if (!passwordAsked && (field === 'password' || field === 'confirmPassword')) return undefined;
    if (forced) return { ...(own ?? ANY_TEXT), enabled: true, required: true };
    return own?.enabled ? own : undefined;
  };
  const value = (field: RegisterField): string | undefined =>
    rule(field) === undefined ? undefined : fieldValue(request, field);

  for (const field of REGISTER_FIELDS) {
    const own = rule(field);
    if (!own) continue;
    const kind: FieldKind = PASSWORD_FIELDS.has(field) ? 'password' : 'text';
    checkFieldRule(field, own, value(field), kind);
  }
  if (passwordAsked && request.confirmPassword !== request.password) {
    throw new ApiError(
      400,
      'Invalid confirmPassword: the two passwords differ',
      SERVER_CODES.invalidField,
    );
  }

  const mobile = present(value('mobileNum'));
  let phone: Phone | undefined;
  if (mobile !== undefined) {
    const dialingCode = present(request.countryDialingCode);
    if (dialingCode === undefined) {
      throw new ApiError(400, 'Invalid countryDialingCode: is required', SERVER_CODES.invalidField);
    }
    phone = parsePhone(db, dialingCode, mobile);
  }
  const needsCode =
    phone !== undefined &&
    (mobileRequired ||
      isFeatureEnabled(db, merchant, 'REGMOBVERF3') ||
      rules.verificationCode?.required === true);
  // A code check through the social-auth provider (doc 1 §4): its ID token proves the phone in
  // place of the brand's own SMS code. Checked here, before anything is used up.
  const providerToken = present(request.firebaseIdToken);
  const providerVerified =
    providerToken !== undefined &&
    phone !== undefined &&
    checkIdentityToken(
      db,
      merchant,
      {
        token: providerToken,
        phone,
        channel: present(request.firebaseChannel) ?? 'phone',
      },
      now(),
    ) !== '';
  const code = present(request.verificationCode);
  if (needsCode && !providerVerified && code === undefined) {
    throw new ApiError(400, 'Invalid verificationCode: is required', SERVER_CODES.invalidField);
  }

  // A mobile registration's account is the national number, which a password login also accepts.
  const username = mobileRequired && phone ? phone.mobile : (request.username ?? '').trim();
  if (phone && findMemberByMobile(db, merchant, phone.dialingCode, phone.mobile)) {
    throw new ApiError(400, 'This mobile number is already registered', SERVER_CODES.mobileTaken);
  }
  if (findMemberByAccount(db, merchant, username)) {
    throw new ApiError(400, 'This user name is already taken', SERVER_CODES.usernameTaken);
  }
  const affiliateCode = present(value('affiliateCode'));
  if (
    affiliateCode !== undefined &&
    !isAffiliateCodeValid(db, merchant, affiliateCode, request.domain)
  ) {
    throw new ApiError(400, 'Invalid affiliate code', SERVER_CODES.invalidAffiliate);
  }
  // agent centre (issue 26): an agent's promotion code puts the new member under that agent,
  // whether or not the brand shows the affiliate field (the agent's link carries it).
  const promotionCode = affiliateCode ?? present(request.affiliateCode);
  const promoter =
    promotionCode === undefined ? undefined : agentOfPromotionCode(db, merchant, promotionCode);
  const recommenderId = present(value('recommenderId'));
  if (recommenderId !== undefined) {
    const recommender = findMemberByAccount(db, merchant, recommenderId);
    if (!recommender || recommender.type === TRIAL_TYPE || recommender.nonMember) {
      throw new ApiError(400, 'Invalid recommenderId: no such member', SERVER_CODES.invalidField);
    }
  }

  if (rule('captcha') && !checkCaptcha(db, merchant, ip, request.captcha ?? '', now())) {
    throw new ApiError(
      400,
      'The characters do not match the picture',
      SERVER_CODES.captchaRequired,
    );
  }
  if (
    needsCode &&
    !providerVerified &&
    phone &&
    !checkCode(db, { merchant, purpose: 'register', recipient: phone.recipient }, code ?? '', now())
  ) {
    throw new ApiError(400, 'The verification code is wrong or has expired', SERVER_CODES.badCode);
  }

  const paymentPassword = value('paymentPassword');
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    // A password nobody knows where none was asked: the account is never password-less, so the
    // forgot-password code and the security centre can give it one.
    hashPassword(
      passwordAsked && request.password !== undefined
        ? request.password
        : randomBytes(32).toString('base64url'),
    ),
    paymentPassword ? hashPassword(paymentPassword) : Promise.resolve(null),
  ]);
  const contacts: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const given = present(value(field));
    if (given !== undefined) contacts[field] = given;
  }

  let id: number;
  try {
    id = db.transaction(() => {
      const made = insertMember(db, {
        merchant,
        account: username,
        passwordHash,
        nickname: username,
        type: 0,
        dialingCode: phone?.dialingCode ?? null,
        mobile: phone?.mobile ?? null,
        email: present(value('email')) ?? null,
        payeeName: present(value('payeeName')) ?? null,
        paymentPasswordHash,
        passwordChangedAt: now(),
        language,
        createdAt: now(),
        registerMethod: request.registerMethod,
        registerUrl: request.registerUrl,
        referralCode: present(request.referralCode) ?? null,
        affiliateCode: (promoter === undefined ? affiliateCode : promotionCode) ?? null,
        recommender: recommenderId ?? null,
        contacts,
      });
      if (promoter !== undefined) setUplineOf(db, made, promoter);
      return made;
    });
  } catch (error) {
    // Two registrations racing for the same name or number: the database decides.
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(
      400,
      'This user name or mobile number is already taken',
      SERVER_CODES.usernameTaken,
    );
  }
  const member = findMemberById(db, id);
  if (!member) throw new Error('The new member vanished');
  return openSession(
    db,
    member,
    { ip, loginMethod: 'register', changeFree: false, mustChangePassword: false },
    now(),
  );
}

/**
 * The form's two promises (doc 1 §4 "the terms flag must be on", §9 the registration age): a
 * request that skips the form must make them too. Checked before the bot check, which a refusal
 * here would otherwise use up.
 */
function requireConsent(db: Database, merchant: string, request: RegisterRequest): void {
  if (request.termsAccepted !== true) {
    throw new ApiError(
      400,
      'Accept the terms and conditions and the privacy policy to register',
      SERVER_CODES.termsNotAccepted,
    );
  }
  if (request.ageConfirmed !== true) {
    throw new ApiError(
      400,
      `Confirm you are at least ${getRegistrationAge(db, merchant)} years old to register`,
      SERVER_CODES.ageNotConfirmed,
    );
  }
}

const ANY_TEXT: FieldRule = {
  enabled: true,
  required: true,
  minLength: 1,
  maxLength: 64,
  acceptedPattern: '*',
  patternId: 0,
};

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** The request's text for a register field (the captcha and code fields included). */
function fieldValue(request: RegisterRequest, field: RegisterField): string | undefined {
  const value: unknown = (request as Readonly<Record<string, unknown>>)[field];
  return typeof value === 'string' ? value : undefined;
}
