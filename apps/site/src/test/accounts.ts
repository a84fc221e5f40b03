import type { BotCheckProof, LoginResult, MemberInfo } from '@lobby/api';

// What the account flows' fake answers look like: a login, a member, a bot check's proof.

export const botProof: BotCheckProof = { challengeId: 'c1', nonce: '42' };

/** The answer of a login (or registration) of `account`, an ordinary player (type 0) by default. */
export function loginResult(account: string, over: Partial<LoginResult> = {}): LoginResult {
  return {
    token: `token-of-${account}`,
    firstTimeLogin: false,
    passwordExpired: false,
    mustChangePassword: false,
    user: { customerId: 9, account, username: account, type: 0 },
    ...over,
  };
}

/** The member info of `account`, with its consolidated balance in minor units. */
export function memberInfo(account: string, sumBalance: number): MemberInfo {
  return { id: 9, account, type: 0, memberLabel: [], balance: sumBalance, sumBalance };
}
