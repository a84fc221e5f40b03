import type { LoginVerification } from '@lobby/api';
import type { BreakKind, ForcedChangeReason } from '@lobby/core';
import { atom } from '../../state/jotai';

/** A login from an IP the server does not know: the extra step's state (doc 1 §4). */
export interface PendingVerification extends LoginVerification {
  /** How the member logged in, for what follows the step (forced change, agent page). */
  loginType: 'username' | 'sms' | 'firebase';
  username: string | null;
  remember: boolean | undefined;
  pathname: string;
}

/**
 * Player protection (issue 30): why the session just ended, for the dialog that says so: a break
 * the player took (until when; null = permanent) or the session-time limit reached.
 */
export type ProtectionNotice =
  | { notice: 'break'; breakKind: BreakKind; until: string | null }
  | { notice: 'sessionLimit'; minutes: number | null };

/** The account dialog on screen; one at a time, owned by the header (doc 1 §2). */
export type AccountDialog =
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'forgotPassword' }
  | { kind: 'forcedChange'; reason: ForcedChangeReason | 'required' }
  | { kind: 'verification'; pending: PendingVerification }
  | { kind: 'realAccountNeeded' }
  | { kind: 'memberCentreOff' }
  | { kind: 'notAgent' }
  | { kind: 'logout' }
  | ({ kind: 'protection' } & ProtectionNotice);

export const accountDialogAtom = atom<AccountDialog | null>(null);

/** A short message the login dialog opens with (the session expired, another tab logged out). */
export const loginNoticeAtom = atom<'sessionExpired' | null>(null);

/** The after-login dialog flag (doc 1 §4 Login): the popup notices show once after a login. */
export const afterLoginDialogAtom = atom(false);

/** The member just logged in for the first time: the after-login dialog welcomes them. */
export const firstLoginAtom = atom(false);
