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
  /**
   * Login needs a captcha (three failures in 15 minutes), or the one sent was wrong: the field
   * appears and a new image is fetched.
   */
  captchaRequired: 'CAPTCHA_REQUIRED',
  /** Wrong account, password or login code: one answer, whichever part was wrong. */
  badCredentials: 'BAD_CREDENTIALS',
  /** The proof of work is missing, wrong, used or expired: solve a fresh challenge. */
  botCheckFailed: 'BOT_CHECK_FAILED',
  /** A back-office account: it may not log in to the site. */
  nonMember: 'NON_MEMBER',
  /**
   * A login from an IP the member has not used: the failure's value is a `LoginVerification`
   * (`loginVerificationOf` reads it).
   */
  verificationRequired: 'VERIFICATION_REQUIRED',
  /** The new-IP verification is unknown, expired or out of attempts: start the login again. */
  verificationFailed: 'VERIFICATION_FAILED',
  /** An SMS or e-mail code that is wrong, used or expired. */
  badCode: 'BAD_CODE',
  /** The brand has switched the feature off (its whitelabel flag). */
  featureDisabled: 'FEATURE_DISABLED',
  /** An encrypted body that is not an envelope, or not for this server. */
  badEnvelope: 'BAD_ENVELOPE',
  /** An encrypted body whose nonce is unknown, used or expired: a replay, or a stale form. */
  nonceRejected: 'NONCE_REJECTED',
  /** A registration or password field breaks the brand's rule; the message names the field. */
  invalidField: 'INVALID_FIELD',
  usernameTaken: 'USERNAME_TAKEN',
  mobileTaken: 'MOBILE_TAKEN',
  /** The e-mail address is another member's (binding it). */
  emailTaken: 'EMAIL_TAKEN',
  invalidAffiliate: 'INVALID_AFFILIATE',
  /** Sent with 429 and Retry-After; the client reports it as `rateLimited`. */
  rateLimited: 'RATE_LIMITED',
  /**
   * 403 on every member call of a session whose login said `mustChangePassword` (the default
   * password, or an expired one where PWDEXPFORCECHANGE3 is on), except change password and
   * logout: open the forced-change dialog. The session itself stays valid.
   */
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  /**
   * 429 with Retry-After (the client reports it as `rateLimited` with this code): the account has
   * failed several logins in a row, and the next try must wait that long.
   */
  loginBackoff: 'LOGIN_BACKOFF',
  /**
   * 403: too many failed logins in a row; the password no longer logs in until it is reset (the
   * forgot-password code, or the one-time password of forgot by e-mail).
   */
  accountLocked: 'ACCOUNT_LOCKED',
  /**
   * 429 with Retry-After (reported as `rateLimited` with this code): the phone number or e-mail
   * address has used up its wrong code entries for the day; no code to it is checked until then.
   */
  codeAttemptsExhausted: 'CODE_ATTEMPTS_EXHAUSTED',
  // agent centre: team (issue 26)
  /** 403 "Non-agents cannot log in": an agent call from a player, a trial or any non-agent account. */
  notAgent: 'NOT_AGENT',
  /** 404: the member is not in the calling agent's team (its downline, at any depth). */
  notInTeam: 'NOT_IN_TEAM',
  /** 400: a new downline account's rebate above the agent's own rebate rate. */
  rebateAboveOwn: 'REBATE_ABOVE_OWN',
  /** 409: an agent application from a member who already is an agent. */
  alreadyAgent: 'ALREADY_AGENT',
  /** 409: the member already has an agent application waiting for a decision. */
  applicationPending: 'APPLICATION_PENDING',
  // document 1 rows (issue 29): registration
  /** 400: a registration without the terms and privacy acceptance. */
  termsNotAccepted: 'TERMS_NOT_ACCEPTED',
  /** 400: a registration without the confirmation of the brand's minimum age. */
  ageNotConfirmed: 'AGE_NOT_CONFIRMED',
  // social and phone-provider sign-in (issue 29)
  /**
   * 400: the identity provider's ID token is forged, expired, another brand's, names another
   * phone or channel, or comes through a channel the brand has not switched on.
   */
  identityTokenInvalid: 'IDENTITY_TOKEN_INVALID',
  /** 400: the provider verified the phone, but no member of this brand has that number. */
  identityAccountUnknown: 'IDENTITY_ACCOUNT_UNKNOWN',
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
  /**
   * The server's decision that this session must change its password before anything else (the
   * forced change): the site opens the dialog from this, never from the typed password.
   * Until the change every member call but change password and logout is refused with
   * `PASSWORD_CHANGE_REQUIRED`. A backend that does not send it means false; its refusals still
   * open the dialog.
   */
  mustChangePassword: v.optional(v.boolean(), false),
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

/** Forgot password by phone: the code `setPasswordBySms` needs. Same fields as the register SMS. */
export const smsForgotRequestSchema = v.object({
  countryDialingCode: phoneEntries.countryDialingCode,
  mobileNo: phoneEntries.mobileNum,
  botCheck: v.optional(botCheckSchema),
});
export type SmsForgotRequest = v.InferOutput<typeof smsForgotRequestSchema>;

// --- the new-IP step of login ---

/** How a member can prove a login from a new IP: a code by SMS or e-mail, the payee name, or TOTP. */
export const LOGIN_VERIFICATION_METHODS = [
  'mobile',
  'email',
  'bankAccountName',
  'authenticator',
] as const;
export type LoginVerificationMethod = (typeof LOGIN_VERIFICATION_METHODS)[number];

const verificationIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** The value of a `VERIFICATION_REQUIRED` failure. */
export const loginVerificationSchema = v.object({
  verificationId: verificationIdSchema,
  methods: v.array(v.picklist(LOGIN_VERIFICATION_METHODS)),
});
export type LoginVerification = v.InferOutput<typeof loginVerificationSchema>;

/** Sends the code of a method that needs one (SMS or e-mail). */
export const verificationSendRequestSchema = v.object({
  verificationId: verificationIdSchema,
  method: v.picklist(['mobile', 'email']),
});
export type VerificationSendRequest = v.InferOutput<typeof verificationSendRequestSchema>;
export const verificationSendResponseSchema = smsSentResponseSchema;

/**
 * Completes the login (encrypted). The proof goes in `code` (the SMS or e-mail code, the
 * authenticator code) or, for the payee name, in `answer`; the server takes whichever is present.
 */
export const verificationRequestSchema = v.pipe(
  v.object({
    verificationId: verificationIdSchema,
    method: v.picklist(LOGIN_VERIFICATION_METHODS),
    code: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))),
    answer: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))),
  }),
  v.check(
    (request) => request.code !== undefined || request.answer !== undefined,
    'needs a code or an answer',
  ),
);
export type VerificationRequest = v.InferOutput<typeof verificationRequestSchema>;
export const verificationResponseSchema = loginResponseSchema;
