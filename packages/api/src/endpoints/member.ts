import type { ApiClient } from '../client';
import { paths } from '../paths';
import { emptyValueSchema } from '../schemas/common';
import { memberInfoSchema } from '../schemas/member';
import type {
  BindRequest,
  BindTarget,
  AffiliateQuery,
  ChangePasswordRequest,
  ForgotPasswordEmailRequest,
  MemberInfo,
  RegisterRequest,
  SetPasswordBySmsRequest,
} from '../schemas/member';
import { loginResultSchema, smsSentSchema } from '../schemas/session';
import type { LoginResult, SmsSent } from '../schemas/session';
import type { CallOptions } from './options';
import { withSignal } from './options';

/** Token. */
export function getMemberInfo(client: ApiClient, options?: CallOptions): Promise<MemberInfo> {
  return client.request({
    method: 'GET',
    path: paths.memberInfo,
    value: memberInfoSchema,
    ...withSignal(options),
  });
}

export function setLanguage(
  client: ApiClient,
  language: string,
  options?: CallOptions,
): Promise<null> {
  return client.request({
    method: 'POST',
    path: paths.memberLanguage,
    json: { language },
    value: emptyValueSchema,
    ...withSignal(options),
  });
}

/** Token, encrypted. */
export function changePassword(
  client: ApiClient,
  request: ChangePasswordRequest,
  options?: CallOptions,
): Promise<null> {
  return client.request({
    method: 'POST',
    path: paths.memberPassword,
    json: request,
    encrypted: true,
    value: emptyValueSchema,
    ...withSignal(options),
  });
}

/** The spec's form POST, sent as JSON (the contract's bodies are JSON; a form needs no CORS preflight). */
export function forgotPasswordByEmail(
  client: ApiClient,
  request: ForgotPasswordEmailRequest,
  options?: CallOptions,
): Promise<null> {
  return client.request({
    method: 'POST',
    path: paths.memberPasswordEmail,
    json: request,
    value: emptyValueSchema,
    ...withSignal(options),
  });
}

/** Set password by phone; encrypted. */
export function setPasswordBySms(
  client: ApiClient,
  request: SetPasswordBySmsRequest,
  options?: CallOptions,
): Promise<null> {
  return client.request({
    method: 'POST',
    path: paths.memberPasswordSms,
    json: request,
    encrypted: true,
    value: emptyValueSchema,
    ...withSignal(options),
  });
}

/** Register by username; encrypted; `login: true` answers with a session. */
export function register(
  client: ApiClient,
  request: RegisterRequest,
  options?: CallOptions,
): Promise<LoginResult> {
  return client.request({
    method: 'PUT',
    path: paths.memberRegister,
    json: request,
    encrypted: true,
    value: loginResultSchema,
    ...withSignal(options),
  });
}

/** Register by mobile; encrypted. */
export function registerByMobile(
  client: ApiClient,
  request: RegisterRequest,
  options?: CallOptions,
): Promise<LoginResult> {
  return client.request({
    method: 'PUT',
    path: paths.memberRegisterMobile,
    json: request,
    encrypted: true,
    value: loginResultSchema,
    ...withSignal(options),
  });
}

/** Resolves when the affiliate code is valid; an invalid one is a 'server' failure. */
export function checkAffiliate(
  client: ApiClient,
  query: AffiliateQuery,
  options?: CallOptions,
): Promise<null> {
  return client.request({
    method: 'GET',
    path: paths.memberAffiliate,
    query: { code: query.code, domain: query.domain },
    value: emptyValueSchema,
    ...withSignal(options),
  });
}

/** Sends a code to the mobile number or e-mail address the member is binding. */
export function sendBindCode(
  client: ApiClient,
  target: BindTarget,
  options?: CallOptions,
): Promise<SmsSent> {
  return client.request({
    method: 'POST',
    path: paths.memberBindSend,
    json: target,
    value: smsSentSchema,
    ...withSignal(options),
  });
}

/** Binds the mobile number or e-mail address the code was sent to. */
export function bindContact(
  client: ApiClient,
  request: BindRequest,
  options?: CallOptions,
): Promise<null> {
  return client.request({
    method: 'POST',
    path: paths.memberBind,
    json: request,
    value: emptyValueSchema,
    ...withSignal(options),
  });
}
