import * as v from 'valibot';
import type { ApiClient } from '../client';
import { isApiError } from '../errors';
import { emptyValueSchema } from '../schemas/common';
import { paths } from '../paths';
import {
  SERVER_CODES,
  captchaSchema,
  loginResultSchema,
  loginVerificationSchema,
  smsSentSchema,
} from '../schemas/session';
import type {
  FreeplayRequest,
  LoginRequest,
  LoginResult,
  LoginVerification,
  SmsForgotRequest,
  SmsNoLoginRequest,
  SmsRegisterRequest,
  SmsSent,
  VerificationRequest,
  VerificationSendRequest,
} from '../schemas/session';
import type { CallOptions } from './options';
import { withSignal } from './options';

/** Encrypted. The password or code goes exactly as typed. */
export function login(
  client: ApiClient,
  request: LoginRequest,
  options?: CallOptions,
): Promise<LoginResult> {
  return client.request({
    method: 'POST',
    path: paths.sessionLogin,
    json: request,
    encrypted: true,
    value: loginResultSchema,
    ...withSignal(options),
  });
}

/** Trial login; the operator wants request version 3 on this call. */
export function loginFreeplay(
  client: ApiClient,
  request: FreeplayRequest,
  options?: CallOptions,
): Promise<LoginResult> {
  return client.request({
    method: 'POST',
    path: paths.sessionFreeplay,
    json: request,
    headers: { Version: '3' },
    value: loginResultSchema,
    ...withSignal(options),
  });
}

/** Token; ends the session on the server (the site clears every tab with broadcastSessionEnd). */
export function logout(client: ApiClient, options?: CallOptions): Promise<null> {
  return client.request({
    method: 'DELETE',
    path: paths.sessionLogout,
    value: emptyValueSchema,
    ...withSignal(options),
  });
}

/** A base64 PNG. */
export function getCaptcha(client: ApiClient, options?: CallOptions): Promise<string> {
  return client.request({
    method: 'GET',
    path: paths.captcha,
    value: captchaSchema,
    ...withSignal(options),
  });
}

/** Login SMS code; the countdown is `expiredMinutes` × 60 s. */
export function sendLoginSms(
  client: ApiClient,
  request: SmsNoLoginRequest,
  options?: CallOptions,
): Promise<SmsSent> {
  return client.request({
    method: 'POST',
    path: paths.smsNoLogin,
    json: request,
    value: smsSentSchema,
    ...withSignal(options),
  });
}

export function sendRegisterSms(
  client: ApiClient,
  request: SmsRegisterRequest,
  options?: CallOptions,
): Promise<SmsSent> {
  return client.request({
    method: 'POST',
    path: paths.smsRegister,
    json: request,
    value: smsSentSchema,
    ...withSignal(options),
  });
}

/** Forgot password by phone: the code `setPasswordBySms` needs. */
export function sendForgotSms(
  client: ApiClient,
  request: SmsForgotRequest,
  options?: CallOptions,
): Promise<SmsSent> {
  return client.request({
    method: 'POST',
    path: paths.smsForgot,
    json: request,
    value: smsSentSchema,
    ...withSignal(options),
  });
}

/**
 * The new-IP step of a login refused with `VERIFICATION_REQUIRED`: what to verify and how, or
 * undefined for any other error.
 */
export function loginVerificationOf(error: unknown): LoginVerification | undefined {
  if (!isApiError(error, 'server') || error.failure.code !== SERVER_CODES.verificationRequired) {
    return undefined;
  }
  const parsed = v.safeParse(loginVerificationSchema, error.failure.value);
  return parsed.success ? parsed.output : undefined;
}

/** Sends the code of the new-IP step by SMS or e-mail; the countdown is `expiredMinutes` × 60 s. */
export function sendLoginVerificationCode(
  client: ApiClient,
  request: VerificationSendRequest,
  options?: CallOptions,
): Promise<SmsSent> {
  return client.request({
    method: 'POST',
    path: paths.sessionVerificationSend,
    json: request,
    value: smsSentSchema,
    ...withSignal(options),
  });
}

/** Encrypted. Completes the login the new-IP step held back; answers like `login`. */
export function completeLoginVerification(
  client: ApiClient,
  request: VerificationRequest,
  options?: CallOptions,
): Promise<LoginResult> {
  return client.request({
    method: 'POST',
    path: paths.sessionVerification,
    json: request,
    encrypted: true,
    value: loginResultSchema,
    ...withSignal(options),
  });
}
