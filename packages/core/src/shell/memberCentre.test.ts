import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_MEMBER_CENTRE_PAGE,
  MEMBER_CENTRE_COUNTED_PAGES,
  MEMBER_CENTRE_LINKED_PAGES,
  MEMBER_CENTRE_PAGES,
  memberCentrePageOf,
  withMemberCentrePage,
} from './memberCentre';

describe('member centre menu (doc 2 §2.3)', () => {
  test('fourteen entries in the spec order, securityCenter first and the default', () => {
    expect(MEMBER_CENTRE_PAGES).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'manualRebate',
    ]);
    expect(DEFAULT_MEMBER_CENTRE_PAGE).toBe('securityCenter');
  });

  test('the player rank opens by address or link, outside the menu', () => {
    expect(MEMBER_CENTRE_LINKED_PAGES).toEqual(['playerRank']);
    expect(MEMBER_CENTRE_PAGES).not.toContain('playerRank');
    expect(memberCentrePageOf('?member=playerrank')).toBe('playerRank');
    // A site that has not built it opens the default.
    expect(memberCentrePageOf('?member=playerRank', MEMBER_CENTRE_PAGES)).toBe('securityCenter');
  });

  test('missions, messages and rewards carry counts', () => {
    expect([...MEMBER_CENTRE_COUNTED_PAGES].sort()).toEqual(
      ['messageV2', 'missionLeaderboard', 'rewardCenter'].sort(),
    );
  });
});

describe('the address of the overlay', () => {
  test('no parameter: closed', () => {
    expect(memberCentrePageOf('')).toBeNull();
    expect(memberCentrePageOf('?tab=hot')).toBeNull();
  });

  test('a page by name, in any case', () => {
    expect(memberCentrePageOf('?member=depositv2')).toBe('depositv2');
    expect(memberCentrePageOf('?tab=hot&member=TRANSACTIONHISTORY')).toBe('transactionHistory');
  });

  test('an empty, unknown or unavailable page opens the default', () => {
    expect(memberCentrePageOf('?member=')).toBe('securityCenter');
    expect(memberCentrePageOf('?member=nothing')).toBe('securityCenter');
    expect(memberCentrePageOf('?member=referral', ['securityCenter', 'withdraw'])).toBe(
      'securityCenter',
    );
    expect(memberCentrePageOf('?member=referral', ['withdraw'])).toBe('withdraw');
  });

  test('setting and clearing keeps the other parameters', () => {
    expect(withMemberCentrePage('?tab=hot', 'withdraw')).toBe('?tab=hot&member=withdraw');
    expect(withMemberCentrePage('?tab=hot&member=withdraw', null)).toBe('?tab=hot');
    expect(withMemberCentrePage('?member=withdraw', null)).toBe('');
  });

  test('what is written reads back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MEMBER_CENTRE_PAGES), fc.string(), (page, other) => {
        const search = new URLSearchParams({ q: other }).toString();
        expect(memberCentrePageOf(withMemberCentrePage(`?${search}`, page))).toBe(page);
      }),
    );
  });
});
