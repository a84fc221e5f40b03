import type { LoginResult, SessionUser } from '@lobby/api';
import { INSECURE_DEFAULT_PASSWORD } from '@lobby/core';
import type { Database } from '../db';
import { refuseIfOnBreak } from '../protection/breaks';
import { isFeatureEnabled } from '../store/content';
import { getMemberLabels, markFirstLogin, rememberIp } from '../store/members';
import type { Member } from '../store/members';
import { createSession } from '../store/sessions';
import { recordLogin } from '../store/money';
import { LOGIN_HISTORY_SIZE } from '../constants';
import type { LoginMethod } from '../store/sessions';

/** The expiry policy's age (doc 1 section 4, PWDEXPFORCECHANGE3). */
export const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/** The well-known default password (doc 1 section 9): a login with it must change it. */
export const DEFAULT_PASSWORD = INSECURE_DEFAULT_PASSWORD;

/** True only when the brand enforces expiry and the password is older than 90 days. */
export function isPasswordExpired(db: Database, member: Member, now: number): boolean {
  return (
    member.passwordChangedAt !== null &&
    now - member.passwordChangedAt > PASSWORD_MAX_AGE_MS &&
    isFeatureEnabled(db, member.merchant, 'PWDEXPFORCECHANGE3')
  );
}

/**
 * The forced change (doc 1 section 4), decided here and nowhere else: a login by password that
 * typed the well-known default password, or whose password is past its age where the brand
 * enforces expiry (PWDEXPFORCECHANGE3), must change it before anything else. Code logins are left
 * out, as the spec leaves them out (the member typed no password).
 */
export function mustChangeAfterLogin(
  db: Database,
  member: Member,
  typedPassword: string,
  now: number,
): boolean {
  return typedPassword === DEFAULT_PASSWORD || isPasswordExpired(db, member, now);
}

export interface SessionStart {
  ip: string;
  loginMethod: LoginMethod;
  /** The login proved the member without the password, or forces a change: no old password asked. */
  changeFree: boolean;
  /** `mustChangeAfterLogin` said so: member calls are refused until the change. */
  mustChangePassword: boolean;
  /** The `Device` of the login, for the login history. @default 'WEB' (what the site sends) */
  device?: string;
}

/**
 * Logs the member in: a new session (a new token on every login), the address remembered as
 * known, the first-login flag read and set. Answers the spec's login result, with the server's
 * decision on the forced change: the site opens its dialog from `mustChangePassword`.
 */
export function openSession(
  db: Database,
  member: Member,
  start: SessionStart,
  now: number,
): LoginResult {
  return db.transaction(() => {
    // Every way in ends here (password, SMS code, one-time password, the new-IP step, register):
    // no session opens for a member on a time-out or self-exclusion (issue 30).
    refuseIfOnBreak(db, member.id, now);
    const passwordExpired = isPasswordExpired(db, member, now);
    const firstTimeLogin = markFirstLogin(db, member.id);
    rememberIp(db, member.id, start.ip, now);
    recordLogin(
      db,
      { memberId: member.id, ip: start.ip, device: start.device ?? 'WEB', now },
      LOGIN_HISTORY_SIZE,
    );
    const token = createSession(
      db,
      {
        memberId: member.id,
        loginMethod: start.loginMethod,
        changeFree: start.changeFree || passwordExpired,
        mustChangePassword: start.mustChangePassword,
      },
      now,
    );
    return {
      token,
      firstTimeLogin,
      passwordExpired,
      mustChangePassword: start.mustChangePassword,
      user: sessionUser(db, member),
    };
  });
}

export function sessionUser(db: Database, member: Member): SessionUser {
  const [label] = getMemberLabels(db, member.id);
  return {
    customerId: member.id,
    account: member.account,
    username: member.account,
    type: member.type,
    ...(label === undefined ? {} : { memberLabel: label.labelName }),
  };
}
