import { describe, expect, it } from 'vitest';
import { isAgentPage, loginOutcome, type LoginOutcomeInput } from './loginOutcome';

const base: LoginOutcomeInput = {
  loginType: 'username',
  typedPassword: 'Secret-42',
  passwordExpired: false,
  expiryPolicyEnabled: true,
  isAgent: 0,
  pathname: '/',
};

describe('loginOutcome', () => {
  it.each([
    ['a normal login', {}, { kind: 'loggedIn', next: null }],
    [
      'the default password',
      { typedPassword: '123456' },
      { kind: 'forcedChange', reason: 'defaultPassword' },
    ],
    [
      'an expired password with the policy on',
      { passwordExpired: true },
      { kind: 'forcedChange', reason: 'expiredPassword' },
    ],
    [
      'an expired password with the policy off',
      { passwordExpired: true, expiryPolicyEnabled: false },
      { kind: 'loggedIn', next: null },
    ],
    [
      'an sms login with an expired password',
      { loginType: 'sms', typedPassword: undefined, passwordExpired: true },
      { kind: 'loggedIn', next: null },
    ],
    [
      'a firebase login whose code happens to be 123456',
      { loginType: 'firebase', typedPassword: '123456' },
      { kind: 'loggedIn', next: null },
    ],
    ['a near-default password', { typedPassword: '1234567' }, { kind: 'loggedIn', next: null }],
    [
      'an agent on the join page',
      { isAgent: 1, pathname: '/join' },
      { kind: 'loggedIn', next: '/agentHome' },
    ],
    ['an agent elsewhere', { isAgent: 41 }, { kind: 'loggedIn', next: null }],
    ['a player on the join page', { isAgent: 0, pathname: '/join?x=1' }, { kind: 'notAgent' }],
    [
      'a trial account on the agent home',
      { isAgent: 4, pathname: '/agentHome' },
      { kind: 'notAgent' },
    ],
    [
      'an agent with the default password on the join page',
      { isAgent: 2, pathname: '/join', typedPassword: '123456' },
      { kind: 'forcedChange', reason: 'defaultPassword' },
    ],
  ] as const)('%s', (_name, change, expected) => {
    expect(loginOutcome({ ...base, ...change })).toEqual(expected);
  });

  it('recognises the agent pages in any case, with query and hash', () => {
    expect(isAgentPage('/JOIN#top')).toBe(true);
    expect(isAgentPage('/agenthome?from=1')).toBe(true);
    expect(isAgentPage('/joinus')).toBe(false);
  });
});
