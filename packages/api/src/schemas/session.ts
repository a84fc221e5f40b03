import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import { botCheckSchema, emptyValueSchema, nonNegativeIntSchema, passwordSchema } from './common';

/**
 * Failure codes the client acts on (the server may send others; they are shown as its message).
 * The sandbox sends the same codes.
 */
export const SERVER_CODES = {
  /** The token is unknown or expired: the session ends in every tab. */
  sessionExpired: 'SESSION_EXPIRED',
  /** An encrypted call named a key id the server no longer holds: refetch the key once. */
  unknownKeyId: 'UNKNOWN_KEY_ID',
  /** Login needs a captcha: the field appears and an image is fetched. */
  captchaRequired: 'CAPTCHA_REQUIRED',
} as const;

const phoneEntries = {
  mobileNum: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
  countryDialingCode: v.pipe(v.string(), v.minLength(1), v.maxLength(8)),
};

const loginCommon = {
  captcha: v.optional(v.string()),
  botCheck: v.optional(botCheckSchema),
};

/** Login payload (encrypted). The password or code is sent exactly as typed. */
export const loginRequestSchema = v.variant('type', [
  v.object({
    type: v.literal('username'),
    username: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    password: passwordSchema,
    ...loginCommon,
  }),
  v.object({
    type: v.literal('sms'),
    ...phoneEntries,
    verificationCode: v.pipe(v.string(), v.minLength(1), v.maxLength(16)),
    ...loginCommon,
  }),
  v.object({
    type: v.literal('firebase'),
    ...phoneEntries,
    firebaseIdToken: v.pipe(v.string(), v.minLength(1)),
    ...loginCommon,
  }),
]);
export type LoginRequest = v.InferOutput<typeof loginRequestSchema>;

/** The session items the site keeps (token, account, account type for the isAgent rule, ...). */
export const sessionUserSchema = v.object({
  customerId: nonNegativeIntSchema,
  account: v.string(),
  username: v.string(),
  /** Account type code: 1, 2, 41, 42 members/agents, 4 trial (core decides isAgent from it). */
  type: v.pipe(v.number(), v.safeInteger()),
  memberLabel: v.optional(v.string()),
});
export type SessionUser = v.InferOutput<typeof sessionUserSchema>;

export const loginResultSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  firstTimeLogin: v.boolean(),
  passwordExpired: v.boolean(),
  user: sessionUserSchema,
});
export type LoginResult = v.InferOutput<typeof loginResultSchema>;
export const loginResponseSchema = envelopeSchema(loginResultSchema);

/** Free-play (trial) login; sent with header `Version: 3`. */
export const freeplayRequestSchema = v.object({
  os: v.pipe(v.string(), v.maxLength(32)),
  platform: v.literal('W'),
});
export type FreeplayRequest = v.InferOutput<typeof freeplayRequestSchema>;
export const freeplayResponseSchema = loginResponseSchema;

export const logoutResponseSchema = envelopeSchema(emptyValueSchema);

/** The captcha image: a base64 PNG. */
export const captchaSchema = v.pipe(v.string(), v.minLength(1));
export const captchaResponseSchema = envelopeSchema(captchaSchema);

// --- SMS codes (a known SMS-bomber target: the server throttles, the client only debounces) ---

export const smsNoLoginRequestSchema = v.object({
  ...phoneEntries,
  botCheck: v.optional(botCheckSchema),
});
export type SmsNoLoginRequest = v.InferOutput<typeof smsNoLoginRequestSchema>;

export const smsSentSchema = v.object({ expiredMinutes: v.pipe(v.number(), v.minValue(0)) });
export type SmsSent = v.InferOutput<typeof smsSentSchema>;
export const smsSentResponseSchema = envelopeSchema(smsSentSchema);

export const smsRegisterRequestSchema = v.object({
  countryDialingCode: phoneEntries.countryDialingCode,
  mobileNo: phoneEntries.mobileNum,
  registerType: v.picklist(['mobile', 'username']),
  botCheck: v.optional(botCheckSchema),
});
export type SmsRegisterRequest = v.InferOutput<typeof smsRegisterRequestSchema>;
