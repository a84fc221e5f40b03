// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { ROUTES } from '@lobby/core';
import { NOT_FOR_SEARCH, robotsTxt } from './robots';

/**
 * Whether a crawler may read `path` under `robots` (RFC 9309, for `User-agent: *`): the longest
 * matching rule wins, Allow on a tie; no rule allows.
 */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S+)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, kind, prefix = '']) => ({ allow: kind === 'Allow', prefix }))
    .filter((rule) => path.startsWith(rule.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return rules[0]?.allow ?? true;
}

const robots = robotsTxt();

describe('robots.txt', () => {
  test('is for every crawler and lists no page twice', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    const lines = robots.split('\n').filter((line) => /^(Allow|Disallow):/.test(line));
    expect(new Set(lines).size).toBe(lines.length);
  });

  test.each([
    '/',
    '/rng',
    '/live',
    '/sports',
    '/fish',
    '/lottery',
    '/promotions',
    '/promoDetail?id=7',
    '/help',
    '/download',
    '/vip',
    '/join',
    '/games/card',
    '/games/slots?vendor=pg',
    '/assets/app-abc.js',
    '/brands/aurora/icon.svg',
  ])('lets search engines read %s', (path) => {
    expect(allowed(robots, path)).toBe(true);
  });

  test.each([
    '/wps/system/status',
    '/wps/member/info',
    '/lgw/menus',
    '/game',
    '/game?gameCode=x&gameType=RNG',
    '/login',
    '/register',
    '/register.html',
    '/index',
    '/index.html',
    '/helpmc',
    '/agentHome',
    '/seamless',
    '/fbsports',
  ])('keeps them out of %s', (path) => {
    expect(allowed(robots, path)).toBe(false);
  });

  test('names only addresses of the route table', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const path of Object.keys(NOT_FOR_SEARCH)) expect(paths).toContain(path);
  });
});
