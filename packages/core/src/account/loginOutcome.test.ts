import { describe, expect, it } from 'vitest';
import { isAgentPage, loginOutcome, type LoginOutcomeInput } from './loginOutcome';

const base: LoginOutcomeInput = {
  mustChangePassword: false,
  passwordExpired: false,
  isAgent: 0,
  pathname: '/',
};

describe('loginOutcome', () => {
  it.each([
    ['a normal login', {}, { kind: 'loggedIn', next: null }],
    [
      'the server holds the member to a change (the default password)',
      { mustChangePassword: true },
      { kind: 'forcedChange', reason: 'defaultPassword' },
    ],
    [
      'the server holds the member to a change of an expired password',
      { mustChangePassword: true, passwordExpired: true },
      { kind: 'forcedChange', reason: 'expiredPassword' },
    ],
    [
      'an expired password the server does not enforce (the brand’s policy is off)',
      { passwordExpired: true },
      { kind: 'loggedIn', next: null },
    ],
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
      'an agent held to a change on the join page',
      { isAgent: 2, pathname: '/join', mustChangePassword: true },
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
