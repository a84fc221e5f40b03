import { describe, expect, test } from 'vitest';
import { isListedDomain } from './domainCheck';

const list = [{ domain: 'www.aurora.example' }, { domain: 'localhost' }];

describe('isListedDomain', () => {
  test.each([
    ['www.aurora.example', true],
    ['WWW.Aurora.Example', true],
    ['www.aurora.example.', true],
    ['localhost', true],
    ['aurora.example', false],
    ['www.aurora.example.evil.test', false],
    ['unlisted.localhost', false],
    ['', false],
  ])('%j on the list: %s', (host, listed) => {
    expect(isListedDomain(host, list)).toBe(listed);
  });

  test('a brand that lists no domain holds the site to none', () => {
    expect(isListedDomain('anything.example', [])).toBe(true);
  });
});
