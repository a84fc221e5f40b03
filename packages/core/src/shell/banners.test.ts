import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  BANNER_GROUP_BY_PATH,
  FORGOT_PASSWORD_BANNER_GROUP,
  LOGIN_BANNER_GROUP,
  bannerGroupForPath,
} from './banners';

describe('bannerGroupForPath (doc 1 §2, Banners)', () => {
  test.each([
    ['/', 'w_home'],
    ['/rng', 'w_rng'],
    ['/live', 'w_live'],
    ['/fish', 'w_fish'],
    ['/pvp', 'w_pvp'],
    ['/sports', 'w_sports'],
    ['/esports', 'w_esports'],
    ['/elott', 'w_lott'],
    ['/down', 'w_down'],
    ['/promotions', 'w_promotion'],
    ['/pointMall', 'w_shop'],
    ['/help', 'w_help'],
    // the home screen's aliases render the home page
    ['/home', 'w_home'],
    ['/index.html', 'w_home'],
    ['/register', 'w_home'],
    // query, hash, trailing slash and case do not change the page
    ['/rng?vendor=PG', 'w_rng'],
    ['/help#term', 'w_help'],
    ['/pointmall/', 'w_shop'],
    ['/vip', null],
    ['/lottery', null],
    ['/helpmc', null],
    ['/download', null],
    ['/noticePage', null],
    ['/rng/x', null],
  ])('%s -> %s', (path, group) => {
    expect(bannerGroupForPath(path)).toBe(group);
  });

  test('the dialog groups', () => {
    expect(LOGIN_BANNER_GROUP).toBe('w_reg');
    expect(FORGOT_PASSWORD_BANNER_GROUP).toBe('w_forget');
  });

  test('returns a page group or null for any text (property)', () => {
    const groups = new Set<string>(Object.values(BANNER_GROUP_BY_PATH));
    fc.assert(
      fc.property(fc.string(), (text) => {
        const group = bannerGroupForPath(text);
        expect(group === null || groups.has(group)).toBe(true);
      }),
    );
  });
});
