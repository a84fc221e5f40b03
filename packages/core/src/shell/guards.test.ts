import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { LOGIN_GUARD_EXCEPTIONS, loginGuard, systemGate } from './guards';

describe('loginGuard', () => {
  test.each([
    // loginedToHomePage, hasToken, path, redirect
    [false, false, '/', null],
    [false, false, '/vip', null],
    [true, true, '/vip', null],
    [true, false, '/', '/login'],
    [true, false, '/vip', '/login'],
    [true, false, '/rng?vendor=PG', '/login'],
    [true, false, '/login', null],
    [true, false, '/register', null],
    [true, false, '/register.html', null],
    [true, false, '/helpmc', null],
    [true, false, '/download', null],
    [true, false, '/login?next=/vip', null],
    [true, false, '/Register/', null],
    [true, false, '/down', '/login'],
    [true, false, '/help', '/login'],
  ] as const)(
    'setting %s, token %s, %s -> %s',
    (loginedToHomePage, hasToken, pathname, redirect) => {
      expect(loginGuard({ loginedToHomePage, hasToken, pathname })).toBe(redirect);
    },
  );

  test('redirects only without a token under the setting, and never away from its target (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.string(),
        (loginedToHomePage, hasToken, pathname) => {
          const redirect = loginGuard({ loginedToHomePage, hasToken, pathname });
          if (!loginedToHomePage || hasToken) expect(redirect).toBeNull();
          if (redirect !== null) {
            expect(redirect).toBe('/login');
            expect(loginGuard({ loginedToHomePage, hasToken, pathname: redirect })).toBeNull();
          }
        },
      ),
    );
    for (const pathname of LOGIN_GUARD_EXCEPTIONS) {
      expect(loginGuard({ loginedToHomePage: true, hasToken: false, pathname })).toBeNull();
    }
  });
});

describe('systemGate', () => {
  test.each([
    [{}, 'open'],
    [{ status: 0 }, 'open'],
    [{ status: 1 }, 'maintenance'],
    [{ status: 2 }, 'region'],
    [{ maintenance: true }, 'maintenance'],
    [{ regionRestriction: true }, 'region'],
    [{ maintenance: true, regionRestriction: true }, 'maintenance'],
    [{ status: 2, maintenance: true }, 'maintenance'],
    [{ status: 1, regionRestriction: true }, 'maintenance'],
    [{ status: 0, maintenance: false, regionRestriction: false }, 'open'],
  ] as const)('%o -> %s', (input, gate) => {
    expect(systemGate(input)).toBe(gate);
  });

  test('maintenance wins whenever either source reports it (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1, 2, undefined),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.option(fc.boolean(), { nil: undefined }),
        (status, maintenance, regionRestriction) => {
          const gate = systemGate({ status, maintenance, regionRestriction });
          const inMaintenance = status === 1 || maintenance === true;
          const restricted = status === 2 || regionRestriction === true;
          expect(gate).toBe(inMaintenance ? 'maintenance' : restricted ? 'region' : 'open');
        },
      ),
    );
  });
});
