import { describe, expect, test } from 'vitest';
import {
  createApiClient,
  getBanners,
  getPermission,
  getSystemStatus,
  prefetchedResponses,
} from '@lobby/api';
import { localeEntry } from '@lobby/i18n';
import { defaultBrand, getBrand } from '@lobby/theme';
import type { ShellVisit } from './contract';
import { firstCallsOf, shellMatches } from './firstCalls';
import type { Visit } from './visit';

const visit: Visit = { brand: defaultBrand, locale: localeEntry('EN'), mode: 'light' };
const home = { href: 'http://127.0.0.1:4173/', host: '127.0.0.1:4173', pathname: '/' };

describe('firstCallsOf', () => {
  test('the API client takes the boot’s answers for its own first calls, with or without a session', async () => {
    for (const token of [null, 'tok-1']) {
      const calls = firstCallsOf(visit, home, token);
      // Each prefetched answer names its URL, so a call shows which one it was given.
      const prefetched = prefetchedResponses(
        [...calls.system, calls.banners!].map((call) => ({
          ...call,
          response: Promise.resolve(Response.json({ success: false, message: call.url })),
        })),
      );
      const client = createApiClient({
        baseUrl: 'http://127.0.0.1:4173',
        merchant: visit.brand.code,
        language: () => visit.locale.code,
        getToken: () => token,
        prefetched,
      });
      const asked = [
        getSystemStatus(client),
        getPermission(client, { url: home.host }),
        getBanners(client, 'w_home'),
      ];
      for (const [index, call] of asked.entries()) {
        await expect(call, `call ${index} with token ${token}`).rejects.toMatchObject({
          failure: { kind: 'server', message: [...calls.system, calls.banners!][index]!.url },
        });
      }
    }
  });

  test('the banner list of the address’s group; none where the address shows no banners', () => {
    const rng = firstCallsOf(visit, { ...home, pathname: '/rng/' }, null);
    expect(rng.banners?.url).toBe('http://127.0.0.1:4173/wps/relay/BANNER_list?group=w_rng');
    expect(firstCallsOf(visit, { ...home, pathname: '/vnlottery' }, null).banners).toBeNull();
    expect(rng.system.map((call) => call.url)).toEqual([
      'http://127.0.0.1:4173/wps/system/status',
      'http://127.0.0.1:4173/wps/system/permission?url=127.0.0.1%3A4173',
    ]);
  });
});

describe('shellMatches', () => {
  const shell: ShellVisit = { path: '/rng', brand: 'aurora', locale: 'EN', mode: 'light' };

  test('the visit the shell was rendered for, at its address however it is spelled', () => {
    for (const pathname of ['/rng', '/RNG', '/rng/']) {
      expect(shellMatches(shell, visit, pathname), pathname).toBe(true);
    }
  });

  test('another address, brand, language or mode is another page', () => {
    expect(shellMatches(shell, visit, '/fish')).toBe(false);
    expect(shellMatches(shell, { ...visit, brand: getBrand('jade')! }, '/rng')).toBe(false);
    expect(shellMatches(shell, { ...visit, locale: localeEntry('MY') }, '/rng')).toBe(false);
    expect(shellMatches(shell, { ...visit, mode: 'dark' }, '/rng')).toBe(false);
    expect(shellMatches(null, visit, '/rng')).toBe(false);
  });
});
