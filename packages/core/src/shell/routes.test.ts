import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  GAME_LIST_ROUTE,
  ROUTES,
  SCREEN_GROUPS,
  gameListPath,
  gameTypeFromParam,
  matchRoute,
} from './routes';

const SPEC_PATHS = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/register',
  '/register.html',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/live',
  '/sports',
  '/esports',
  '/lottery',
  '/vnlottery',
  '/rng',
  '/fish',
  '/pvp',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/fbsports',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/game',
  '/agentHome',
  '/login',
  '/download',
  // issue 30: the responsible-gaming page (not in doc 1 §2)
  '/responsibleGaming',
  // issue 27: the winner board and feedback (doc 2 §2.5 names them, not their paths)
  '/winners',
  '/feedback',
];

describe('the route table (doc 1 §2)', () => {
  test('holds every path the spec names, once', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  test('every path is served by one of the spec’s named groups', () => {
    for (const r of ROUTES) expect(SCREEN_GROUPS).toContain(r.group);
  });

  test.each([
    ['/', 'index'],
    ['/index', 'index'],
    ['/index.html', 'index'],
    ['/home', 'index'],
    ['/register', 'index'],
    ['/register.html', 'index'],
    ['/noticePage', 'index'],
    ['/agentHome', 'index'],
    ['/login', 'index'],
    ['/vip', 'Vip'],
    ['/pointMall', 'pointMall'],
    ['/live', 'game'],
    ['/sports', 'game'],
    ['/esports', 'game'],
    ['/rng', 'egame'],
    ['/fish', 'egame'],
    ['/pvp', 'egame'],
    ['/lottery', 'lottery'],
    ['/vnlottery', 'vnlottery'],
    ['/seamless', 'seamless'],
    ['/fbsports', 'fbSports'],
    ['/game', 'byIframe'],
    ['/promotions', 'promo'],
    ['/promoDetail', 'promoDetail'],
    ['/help', 'help'],
    ['/helpmc', 'help'],
    ['/responsibleGaming', 'help'],
    ['/winners', 'Vip'],
    ['/feedback', 'Vip'],
    ['/down', 'download'],
    ['/download', 'download'],
    ['/join', 'joinus'],
  ])('%s is served by %s', (path, group) => {
    expect(matchRoute(path)?.group).toBe(group);
  });

  test.each([
    // path, header, footer, side menu
    ['/', 'withNav', true, true],
    ['/home', 'withNav', true, true],
    ['/pointMall', 'withNav', true, false],
    ['/seamless', 'noNav', false, false],
    ['/lottery', 'noNav', false, false],
    ['/vnlottery', 'withNav', false, false],
    ['/fbsports', 'withNav', false, false],
    ['/game', 'withNav', false, false],
    ['/helpmc', 'none', false, false],
    ['/help', 'withNav', true, true],
    ['/responsibleGaming', 'withNav', true, true],
    ['/live', 'withNav', true, true],
  ])('%s: header %s, footer %s, side menu %s', (path, header, footer, sideMenu) => {
    expect(matchRoute(path)?.chrome).toEqual({ header, footer, sideMenu });
  });

  test.each([
    ['/register', 'register'],
    ['/register.html', 'register'],
    ['/login', 'login'],
    ['/', null],
    ['/home', null],
  ])('%s opens dialog %s', (path, dialog) => {
    expect(matchRoute(path)?.dialog).toBe(dialog);
  });

  test.each([
    ['/live', 'LIVE'],
    ['/sports', 'SPORTS'],
    ['/esports', 'ESPORTS'],
    ['/rng', 'RNG'],
    ['/fish', 'FISH'],
    ['/pvp', 'PVP'],
    ['/lottery', null],
    ['/', null],
  ])('%s lists game type %s', (path, gameType) => {
    expect(matchRoute(path)?.gameType).toBe(gameType);
  });

  test('carries the banner group of the page', () => {
    expect(matchRoute('/')?.bannerGroup).toBe('w_home');
    expect(matchRoute('/pointMall')?.bannerGroup).toBe('w_shop');
    expect(matchRoute('/vip')?.bannerGroup).toBeNull();
    expect(matchRoute('/games/live')?.bannerGroup).toBe('w_live');
    expect(matchRoute('/games/card')?.bannerGroup).toBeNull();
  });
});

describe('matchRoute', () => {
  test.each([
    ['/pointMall?x=1', '/pointMall'],
    ['/pointMall/', '/pointMall'],
    ['/POINTMALL', '/pointMall'],
    ['/help#term', '/help'],
    ['', '/'],
    ['/?brand=jade', '/'],
  ])('%s is %s', (location, path) => {
    expect(matchRoute(location)?.path).toBe(path);
  });

  test.each(['/nope', '/games', '/games/', '/games/1x', '/games/a/b', '/games/a-b', '/live/x'])(
    '%s matches nothing',
    (location) => {
      expect(matchRoute(location)).toBeNull();
    },
  );

  test('#term on /help opens the terms section', () => {
    expect(matchRoute('/help#term')?.section).toBe('terms');
    expect(matchRoute('/help')?.section).toBeNull();
    expect(matchRoute('/helpmc#term')?.section).toBeNull();
  });

  test('the vendor game list upper-cases its games parameter into the game type', () => {
    expect(matchRoute('/games/card')).toMatchObject({
      path: GAME_LIST_ROUTE,
      group: 'game',
      gameType: 'CARD',
      params: { games: 'card' },
      chrome: { header: 'withNav', footer: true, sideMenu: true },
    });
    expect(matchRoute('/games/Mini?vendor=X')?.gameType).toBe('MINI');
  });

  test('never throws, and a match is always one of the table’s rows or the game list (property)', () => {
    const paths = new Set([...ROUTES.map((r) => r.path), GAME_LIST_ROUTE]);
    fc.assert(
      fc.property(fc.string(), (text) => {
        const match = matchRoute(text);
        if (match !== null) expect(paths.has(match.path)).toBe(true);
      }),
    );
  });
});

describe('gameTypeFromParam and gameListPath', () => {
  test.each([
    ['live', 'LIVE'],
    ['Esports', 'ESPORTS'],
    ['card_2', 'CARD_2'],
    ['', null],
    ['2x', null],
    ['a/b', null],
  ])('%s -> %s', (param, type) => {
    expect(gameTypeFromParam(param)).toBe(type);
  });

  test.each([
    ['LIVE', '/live'],
    ['sports', '/sports'],
    ['RNG', '/rng'],
    ['CARD', '/games/card'],
    ['JACKPOT', '/games/jackpot'],
  ])('%s lists at %s', (type, path) => {
    expect(gameListPath(type)).toBe(path);
  });

  test('a type’s list path routes back to that type (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z][A-Z0-9_]{0,15}$/), (type) => {
        expect(matchRoute(gameListPath(type))?.gameType).toBe(type);
      }),
    );
  });
});
