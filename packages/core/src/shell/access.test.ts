import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  accessFor,
  customerServiceRoute,
  guardProtectedAction,
  hasAccountCentre,
  isAgentCode,
  isTrialAccount,
} from './access';

describe('account codes (doc 1 §4, §9)', () => {
  test.each([
    // code, trial, account centre, agent code
    [0, false, false, false],
    [1, false, true, true],
    [2, false, true, true],
    [3, false, false, false],
    [4, true, false, true],
    [41, false, true, true],
    [42, false, true, true],
    [43, false, false, false],
    [undefined, false, false, false],
    [null, false, false, false],
  ])('isAgent %s: trial %s, account centre %s, agent code %s', (code, trial, centre, agent) => {
    expect(isTrialAccount(code)).toBe(trial);
    expect(hasAccountCentre(code)).toBe(centre);
    expect(isAgentCode(code)).toBe(agent);
  });

  test.each([
    [undefined, 'liveChat'],
    [0, 'liveChat'],
    [4, 'liveChat'],
    [5, 'vipService'],
    [10, 'vipService'],
  ])('club rank level %s -> %s', (level, route) => {
    expect(customerServiceRoute(level)).toBe(route);
  });
});

describe('accessFor (the header’s visibility rules)', () => {
  test('a visitor sees none of the member features', () => {
    expect(accessFor({ loggedIn: false, isAgent: 1, clubRankLevel: 9 })).toEqual({
      loggedIn: false,
      trial: false,
      memberCentre: false,
      deposit: false,
      withdraw: false,
      mailbox: false,
      accountCentre: false,
      agentCentre: false,
      unreadMessages: false,
      consolidatedBalance: false,
      customerService: 'liveChat',
    });
  });

  test('a player (code 0) has the member centre, not the agent centre', () => {
    expect(accessFor({ loggedIn: true, isAgent: 0, clubRankLevel: 2 })).toMatchObject({
      memberCentre: true,
      deposit: true,
      withdraw: true,
      mailbox: true,
      accountCentre: false,
      agentCentre: false,
      unreadMessages: true,
      customerService: 'liveChat',
    });
  });

  test.each([1, 2, 41, 42])('agent code %s has the agent and account centres', (isAgent) => {
    expect(accessFor({ loggedIn: true, isAgent })).toMatchObject({
      memberCentre: true,
      accountCentre: true,
      agentCentre: true,
    });
  });

  test('a trial account (4) has neither centre, though 4 is on the agent list', () => {
    expect(accessFor({ loggedIn: true, isAgent: 4, clubRankLevel: 9 })).toMatchObject({
      trial: true,
      memberCentre: false,
      deposit: false,
      mailbox: false,
      accountCentre: false,
      agentCentre: false,
      unreadMessages: false,
      customerService: 'vipService',
    });
  });

  test('the brand can switch the member centre off; the account centre still shows messages', () => {
    expect(accessFor({ loggedIn: true, isAgent: 1, memberCentreEnabled: false })).toMatchObject({
      memberCentre: false,
      deposit: false,
      accountCentre: true,
      unreadMessages: true,
    });
    expect(accessFor({ loggedIn: true, isAgent: 0, memberCentreEnabled: false })).toMatchObject({
      memberCentre: false,
      unreadMessages: false,
      consolidatedBalance: false,
    });
  });

  test('deposit, withdraw and mailbox follow the member centre; no trial sees a centre (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.integer({ min: -5, max: 100 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
        fc.boolean(),
        (loggedIn, isAgent, clubRankLevel, memberCentreEnabled) => {
          const a = accessFor({ loggedIn, isAgent, clubRankLevel, memberCentreEnabled });
          expect(a.deposit).toBe(a.memberCentre);
          expect(a.withdraw).toBe(a.memberCentre);
          expect(a.mailbox).toBe(a.memberCentre);
          if (!loggedIn) expect(Object.values(a).filter((v) => v === true)).toEqual([]);
          if (a.trial)
            expect([a.memberCentre, a.accountCentre, a.agentCentre]).toEqual([false, false, false]);
          if (a.agentCentre) expect(isAgentCode(isAgent)).toBe(true);
        },
      ),
    );
  });
});

describe('guardProtectedAction (doc 1 §5, doc 2 §5)', () => {
  test.each([
    [false, undefined, 'login'],
    [false, 4, 'login'],
    [false, 0, 'login'],
    [true, 4, 'realAccountNeeded'],
    [true, 0, 'allow'],
    [true, 1, 'allow'],
    [true, 42, 'allow'],
    [true, undefined, 'allow'],
  ])('token %s, isAgent %s -> %s', (hasToken, isAgent, verdict) => {
    expect(guardProtectedAction({ hasToken, isAgent })).toBe(verdict);
  });
});
