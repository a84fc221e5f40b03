import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  hasSpecialLogo,
  DEFAULT_COCKFIGHT_CODES,
  DEFAULT_ESPORTS_CODES,
  NAV_TYPE_ORDER,
  NAV_VENDOR_LIMIT,
  buildNavigation,
  launchTarget,
  lotteryPath,
  typeAction,
  vendorAction,
  vendorMenuNeedsArrows,
} from './navigation';
import type { NavVendor } from './navigation';

const v = (gameType: string, vassalage: string, isHot: 0 | 1 = 0): NavVendor => ({
  gameType,
  vassalage,
  isHot,
});

describe('buildNavigation', () => {
  test('one entry per type with a vendor, in the documented order', () => {
    const nav = buildNavigation({
      vendors: [
        v('SPORTS', 'SABA'),
        v('LIVE', 'EVO'),
        v('SPORTS', 'DS88'),
        v('SPORTS', 'IMES'),
        v('RNG', 'PG'),
        v('LOTTERY', 'TCG_SEA'),
        v('PVP', 'KY'),
        v('ZZZ', 'NEW'),
        v('CARD', 'CQ'),
      ],
    });
    expect(nav.map((e) => e.gameType)).toEqual([
      'RNG',
      'LIVE',
      'PVP',
      'COCKFIGHT',
      'SPORTS',
      'ESPORTS',
      'LOTTERY',
      'CARD',
      'ZZZ',
    ]);
  });

  test('splits the esports and cockfight vendors out of SPORTS (doc 2 §4.4)', () => {
    const nav = buildNavigation({
      vendors: [
        v('SPORTS', 'FB'),
        v('SPORTS', 'AV'),
        v('SPORTS', 'AI'),
        v('SPORTS', 'IMES'),
        v('SPORTS', 'TF'),
        v('SPORTS', 'IA'),
        v('SPORTS', 'DS88'),
        v('SPORTS', 'BTI'),
        v('COCKFIGHT', 'SV388'),
      ],
    });
    const codes = Object.fromEntries(nav.map((e) => [e.gameType, e.vendors.map((i) => i.code)]));
    expect(codes).toEqual({
      SPORTS: ['FB', 'BTI'],
      ESPORTS: ['AV', 'AI', 'IMES', 'TF', 'IA'],
      COCKFIGHT: ['DS88', 'SV388'],
    });
  });

  test('takes the brand’s own code lists', () => {
    const nav = buildNavigation({
      vendors: [v('SPORTS', 'AV'), v('SPORTS', 'XE'), v('SPORTS', 'CF')],
      esportsCodes: ['XE'],
      cockfightCodes: ['CF'],
    });
    expect(nav.map((e) => [e.gameType, e.vendors.map((i) => i.code)])).toEqual([
      ['COCKFIGHT', ['CF']],
      ['SPORTS', ['AV']],
      ['ESPORTS', ['XE']],
    ]);
  });

  test.each([
    [1, 1, false],
    [10, 10, false],
    [11, 11, true],
    [12, 11, true],
    [30, 11, true],
  ])('%d vendors: %d in the dropdown, More %s', (count, shown, hasMore) => {
    const vendors = Array.from({ length: count }, (_, i) => v('RNG', `V${i}`));
    const [entry] = buildNavigation({ vendors });
    expect(entry?.vendors).toHaveLength(shown);
    expect(entry?.vendorCount).toBe(count);
    expect(entry?.hasMore).toBe(hasMore);
  });

  test('hot badge, BTI’s special logo, extra vendor fields carried through', () => {
    const [entry] = buildNavigation({
      vendors: [
        { ...v('SPORTS', 'BTI', 1), name: 'BTi' },
        { ...v('SPORTS', 'SABA'), name: 'Saba' },
      ],
    });
    expect(entry?.vendors.map((i) => [i.code, i.hot, i.specialLogo, i.vendor.name])).toEqual([
      ['BTI', true, true, 'BTi'],
      ['SABA', false, false, 'Saba'],
    ]);
  });

  test('the special logo is BTI’s, whatever its case or spacing', () => {
    expect([' bti ', 'BTI', 'FB', 'BTIX'].map(hasSpecialLogo)).toEqual([true, true, false, false]);
  });

  test('no vendors, no entries; a repeated vendor shows once', () => {
    expect(buildNavigation({ vendors: [] })).toEqual([]);
    const [entry] = buildNavigation({ vendors: [v('RNG', 'PG'), v('RNG', 'PG'), v('RNG', 'JDB')] });
    expect(entry?.vendors.map((i) => i.code)).toEqual(['PG', 'JDB']);
  });

  test('entries: unique types, each with a vendor, at most 11 icons, More from 11 (property)', () => {
    const types = [...NAV_TYPE_ORDER, 'OTHER'];
    const codes = [
      'PG',
      'JDB',
      'FB',
      'BTI',
      'AV',
      'IMES',
      'DS88',
      'LOTT',
      'TCG_SEA',
      'EVO',
      'KY',
      'CQ',
    ];
    const esportsCodes = new Set<string>(DEFAULT_ESPORTS_CODES);
    const cockfightCodes = new Set<string>(DEFAULT_COCKFIGHT_CODES);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gameType: fc.constantFrom(...types),
            vassalage: fc.oneof(
              fc.constantFrom(...codes),
              fc.stringMatching(/^[A-Z]{1,3}\d{0,2}$/),
            ),
            isHot: fc.constantFrom(0, 1),
          }),
          { maxLength: 80 },
        ),
        (vendors) => {
          const nav = buildNavigation({ vendors });
          const navTypes = nav.map((e) => e.gameType);
          expect(new Set(navTypes).size).toBe(navTypes.length);
          const known = navTypes.filter((t) => (NAV_TYPE_ORDER as readonly string[]).includes(t));
          expect(known).toEqual(NAV_TYPE_ORDER.filter((t) => known.includes(t)));
          for (const entry of nav) {
            expect(entry.vendors.length).toBeGreaterThan(0);
            expect(entry.vendors.length).toBeLessThanOrEqual(NAV_VENDOR_LIMIT);
            expect(entry.hasMore).toBe(entry.vendorCount >= NAV_VENDOR_LIMIT);
          }
          const listed = nav.reduce((n, e) => n + e.vendorCount, 0);
          // A vendor is listed once per category: SPORTS' esports and cockfight vendors move to
          // their own, where the same code under ESPORTS is the same vendor.
          const category = (x: { gameType: string; vassalage: string }) =>
            x.gameType === 'SPORTS' && esportsCodes.has(x.vassalage)
              ? 'ESPORTS'
              : x.gameType === 'SPORTS' && cockfightCodes.has(x.vassalage)
                ? 'COCKFIGHT'
                : x.gameType;
          const distinct = new Set(vendors.map((x) => `${category(x)}/${x.vassalage}`)).size;
          expect(listed).toBe(distinct);
        },
      ),
    );
  });
});

describe('the action of a type entry', () => {
  test.each([
    ['RNG', { kind: 'navigate', to: '/rng' }],
    ['FISH', { kind: 'navigate', to: '/fish' }],
    ['PVP', { kind: 'navigate', to: '/pvp' }],
    ['LIVE', { kind: 'navigate', to: '/live' }],
    ['SPORTS', { kind: 'navigate', to: '/sports' }],
    ['ESPORTS', { kind: 'navigate', to: '/esports' }],
    ['CARD', { kind: 'navigate', to: '/games/card' }],
    ['LOTTERY', { kind: 'navigate', to: '/lottery' }],
    ['COCKFIGHT', { kind: 'launchFirstGame', gameType: 'COCKFIGHT', vendor: 'DS88' }],
    ['LOTT', { kind: 'launchFirstGame', gameType: 'LOTT', vendor: null }],
    ['ELOTT', { kind: 'launchFirstGame', gameType: 'ELOTT', vendor: null }],
  ])('%s', (type, action) => {
    expect(typeAction(type, 'DS88')).toEqual(action);
  });

  test('buildNavigation gives cockfight its first vendor', () => {
    const nav = buildNavigation({ vendors: [v('SPORTS', 'DS88'), v('COCKFIGHT', 'SV388')] });
    expect(nav[0]?.action).toEqual({
      kind: 'launchFirstGame',
      gameType: 'COCKFIGHT',
      vendor: 'DS88',
    });
  });
});

describe('the action of a vendor icon', () => {
  test.each([
    ['RNG', 'PG', { kind: 'navigate', to: '/rng?vendor=PG' }],
    ['FISH', 'JDB', { kind: 'navigate', to: '/fish?vendor=JDB' }],
    ['SPORTS', 'FB', { kind: 'navigate', to: '/fbsports' }],
    ['SPORTS', 'BTI', { kind: 'navigate', to: '/sports?vendor=BTI' }],
    ['LIVE', 'EVO', { kind: 'navigate', to: '/live?vendor=EVO' }],
    ['CARD', 'CQ', { kind: 'navigate', to: '/games/card?vendor=CQ' }],
    ['LOTTERY', 'TCG_LOTTO_VN', { kind: 'navigate', to: '/lottery?vendor=TCG_LOTTO_VN' }],
    ['LOTTERY', 'TCG_SEA', { kind: 'navigate', to: '/lottery?vendor=TCG_SEA' }],
    ['ELOTT', 'ELOTT', { kind: 'navigate', to: '/lottery?vendor=ELOTT' }],
    ['LOTT', 'LOTT', { kind: 'navigate', to: '/lottery?vendor=LOTT' }],
    ['LOTT', 'OTHER', { kind: 'launchFirstGame', gameType: 'LOTT', vendor: 'OTHER' }],
    ['COCKFIGHT', 'DS88', { kind: 'launchFirstGame', gameType: 'COCKFIGHT', vendor: 'DS88' }],
  ])('%s %s', (type, code, action) => {
    expect(vendorAction(type, code)).toEqual(action);
  });

  test('a vendor code is escaped in the query', () => {
    expect(vendorAction('LIVE', 'A&B')).toEqual({ kind: 'navigate', to: '/live?vendor=A%26B' });
  });
});

describe('lotteryPath and launchTarget (doc 2 §2.1, §3.5)', () => {
  test.each([
    [{}, '/lottery'],
    [{ vendor: 'TCG_SEA' }, '/lottery?vendor=TCG_SEA'],
    [
      { gameCode: 'VN45', vendor: 'TCG_LOTTO_VN', playType: 'STD' },
      '/lottery?gameCode=VN45&vendor=TCG_LOTTO_VN&playType=STD',
    ],
    [{ gameCode: '', vendor: null, playType: 'X' }, '/lottery?playType=X'],
  ])('%o -> %s', (query, path) => {
    expect(lotteryPath(query)).toBe(path);
  });

  test.each([
    [
      { gameType: 'LOTT', vendor: 'TCG_SEA', gameCode: 'G1', defaultPlayType: 'P' },
      { kind: 'navigate', to: '/lottery?gameCode=G1&vendor=TCG_SEA&playType=P' },
    ],
    [
      { gameType: 'ELOTT', accountTypeName: 'ELOTT', code: 'E9' },
      { kind: 'navigate', to: '/lottery?gameCode=E9&vendor=ELOTT' },
    ],
    [
      { gameType: 'RNG', isGame: 'VASSALAGE', vassalage: 'PG' },
      { kind: 'subGames', vendor: 'PG' },
    ],
    [
      { gameType: 'live', vassalage: 'EVO', gameCode: 'LOBBY' },
      { kind: 'launch', gameType: 'LIVE', vendor: 'EVO', gameCode: 'LOBBY' },
    ],
    [{ gameType: 'PVP' }, { kind: 'launch', gameType: 'PVP', vendor: null, gameCode: null }],
  ])('%o', (item, target) => {
    expect(launchTarget(item)).toEqual(target);
  });
});

describe('vendorMenuNeedsArrows', () => {
  test.each([
    [0, false],
    [7, false],
    [8, true],
    [20, true],
  ])('%d vendors -> %s', (count, arrows) => {
    expect(vendorMenuNeedsArrows(count)).toBe(arrows);
  });
});
