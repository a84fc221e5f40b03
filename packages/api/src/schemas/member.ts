import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import {
  botCheckSchema,
  emptyValueSchema,
  languageCodeSchema,
  minorUnitsSchema,
  nonNegativeIntSchema,
  passwordSchema,
} from './common';
import { loginResultSchema } from './session';

// --- language ---

export const languageRequestSchema = v.object({ language: languageCodeSchema });
export type LanguageRequest = v.InferOutput<typeof languageRequestSchema>;
export const languageResponseSchema = envelopeSchema(emptyValueSchema);

// --- member info ---

export const memberInfoSchema = v.object({
  id: nonNegativeIntSchema,
  account: v.string(),
  nickname: v.optional(v.string()),
  /** Account type code (the agent flag). */
  type: v.pipe(v.number(), v.safeInteger()),
  toUpline: v.optional(v.boolean()),
  clubLabel: v.optional(v.object({ labelName: v.string(), rankLevel: v.number() })),
  /** The first labelName is the VIP service. Default colour #ABABAB when none is given. */
  memberLabel: v.array(v.object({ labelName: v.string(), color: v.optional(v.string()) })),
  /** Minor units. */
  balance: minorUnitsSchema,
  /** Minor units, consolidated over wallets. */
  sumBalance: minorUnitsSchema,
  currencySymbol: v.optional(v.string()),
  /** Whether the member has set a payment password (withdrawals and transfers need one). */
  hasPaymentPassword: v.optional(v.boolean()),
  /** The account of the agent above the member (transfer to upline); absent when there is none. */
  upline: v.optional(v.string()),
  /** The bound mobile number and e-mail address (the security centre); absent when not bound. */
  mobileNum: v.optional(v.string()),
  email: v.optional(v.string()),
});
export type MemberInfo = v.InferOutput<typeof memberInfoSchema>;
export const memberInfoResponseSchema = envelopeSchema(memberInfoSchema);

// --- passwords (change and set-by-phone are encrypted) ---

/**
 * `oldPassword` may be left out only where the session itself proved the member (an SMS-code login,
 * or the forced change after an expired or default password); the server asks for it otherwise.
 */
export const changePasswordRequestSchema = v.object({
  oldPassword: v.optional(passwordSchema),
  newPassword: passwordSchema,
  confirmNewPassword: passwordSchema,
});
export type ChangePasswordRequest = v.InferOutput<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = envelopeSchema(emptyValueSchema);

export const forgotPasswordEmailRequestSchema = v.object({
  username: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  email: v.pipe(v.string(), v.email()),
});
export type ForgotPasswordEmailRequest = v.InferOutput<typeof forgotPasswordEmailRequestSchema>;
export const forgotPasswordEmailResponseSchema = envelopeSchema(emptyValueSchema);

export const setPasswordBySmsRequestSchema = v.object({
  newPassword: passwordSchema,
  mobileNum: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
  countryDialingCode: v.optional(v.pipe(v.string(), v.maxLength(8))),
  verificationCode: v.pipe(v.string(), v.minLength(1), v.maxLength(16)),
});
export type SetPasswordBySmsRequest = v.InferOutput<typeof setPasswordBySmsRequestSchema>;
export const setPasswordBySmsResponseSchema = envelopeSchema(emptyValueSchema);

// --- registration (encrypted; login: true answers with a session) ---

const optionalText = v.optional(v.pipe(v.string(), v.maxLength(128)));

/**
 * Only the fields the brand's register rules enable are sent; the server checks them against the
 * same rules (`/wps/system/setting/register`).
 */
export const registerRequestSchema = v.object({
  username: optionalText,
  // document 1 rows (issue 29): optional only for a mobile registration where the brand has
  // MOBILENUMPASSREG3 off (the number and its code make the account); the server requires them
  // everywhere else.
  password: v.optional(passwordSchema),
  confirmPassword: v.optional(passwordSchema),
  payeeName: optionalText,
  email: optionalText,
  qqNum: optionalText,
  mobileNum: optionalText,
  countryDialingCode: optionalText,
  recommenderId: optionalText,
  captcha: optionalText,
  verificationCode: optionalText,
  affiliateCode: optionalText,
  paymentPassword: v.optional(passwordSchema),
  line: optionalText,
  whatsapp: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  referralCode: optionalText,
  domain: optionalText,
  firebaseChannel: optionalText,
  firebaseIdToken: v.optional(v.string()),
  // document 1 rows (issue 29): the visitor ticked the terms and privacy acceptance and confirmed
  // the brand's minimum age. Optional in the shape so the server, not the parser, answers a
  // missing one with its own code (TERMS_NOT_ACCEPTED, AGE_NOT_CONFIRMED).
  termsAccepted: v.optional(v.boolean()),
  ageConfirmed: v.optional(v.boolean()),
  login: v.literal(true),
  registerUrl: v.string(),
  registerMethod: v.literal('WEB'),
  botCheck: v.optional(botCheckSchema),
});
export type RegisterRequest = v.InferOutput<typeof registerRequestSchema>;
export const registerResponseSchema = envelopeSchema(loginResultSchema);

// --- affiliate check (success tells validity) ---

export const affiliateQuerySchema = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  domain: v.pipe(v.string(), v.minLength(1), v.maxLength(253)),
});
export type AffiliateQuery = v.InferOutput<typeof affiliateQuerySchema>;
export const affiliateResponseSchema = envelopeSchema(emptyValueSchema);

// --- binding a mobile number or an e-mail address (the security centre) ---

/** Where a bind code goes: a mobile number with its dialing code, or an e-mail address. */
export const bindTargetSchema = v.variant('kind', [
  v.object({
    kind: v.literal('phone'),
    countryDialingCode: v.pipe(v.string(), v.minLength(1), v.maxLength(8)),
    mobileNum: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
  }),
  v.object({
    kind: v.literal('email'),
    email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()),
  }),
]);
export type BindTarget = v.InferOutput<typeof bindTargetSchema>;

/** `POST /wps/member/bind`: the target again, with the code sent to it. */
export const bindRequestSchema = v.intersect([
  bindTargetSchema,
  v.object({ code: v.pipe(v.string(), v.minLength(1), v.maxLength(16)) }),
]);
export type BindRequest = v.InferOutput<typeof bindRequestSchema>;
