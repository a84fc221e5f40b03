import { describe, expect, test } from 'vitest';
import { brands, defaultBrand } from '@lobby/theme';
import { resolveBrand } from './resolveBrand';

const [first, second] = brands;

describe('resolveBrand', () => {
  test('picks the brand whose host list names the host', () => {
    const host = second!.hosts[0]!;
    expect(resolveBrand({ hostname: host, search: '' }, false)).toBe(second);
  });

  test('an unknown host gets the default brand', () => {
    expect(resolveBrand({ hostname: 'unknown.example', search: '' }, false)).toBe(defaultBrand);
  });

  test('?brand= previews a brand in development only', () => {
    const search = `?brand=${second!.code}`;
    expect(resolveBrand({ hostname: '127.0.0.1', search }, true)).toBe(second);
    expect(resolveBrand({ hostname: '127.0.0.1', search }, false)).toBe(defaultBrand);
    expect(resolveBrand({ hostname: first!.hosts[0]!, search: '?brand=nope' }, true)).toBe(first);
  });
});
