import { describe, expect, test } from 'vitest';
import { getBrand } from '@lobby/theme';
import { resolveVisit } from './visit';

const jade = getBrand('jade')!;
const at = (hostname: string) => ({ hostname, search: '' });

describe('resolveVisit', () => {
  test('a first visit: the brand of the host, the default language, the brand’s mode', () => {
    const visit = resolveVisit(at(jade.hosts[0]!), false);
    expect(visit.brand).toBe(jade);
    expect(visit.locale.code).toBe('MY');
    expect(visit.mode).toBe(jade.defaultMode);
  });

  test('the stored language and mode win; a language the site does not have falls back', () => {
    window.localStorage.setItem('lobby.language', 'en');
    window.localStorage.setItem('lobby.mode', jade.defaultMode === 'dark' ? 'light' : 'dark');
    const visit = resolveVisit(at(jade.hosts[0]!), false);
    expect(visit.locale.code).toBe('EN');
    expect(visit.mode).not.toBe(jade.defaultMode);
    window.localStorage.setItem('lobby.language', 'XX');
    expect(resolveVisit(at(jade.hosts[0]!), false).locale.code).toBe('MY');
  });
});
