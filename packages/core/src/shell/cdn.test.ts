import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { pickCdn } from './cdn';

const LIST = ['https://a.cdn', 'https://b.cdn', 'https://c.cdn'];

describe('pickCdn', () => {
  test.each([
    [0, 'https://a.cdn'],
    [0.33, 'https://a.cdn'],
    [0.34, 'https://b.cdn'],
    [0.999, 'https://c.cdn'],
    [1, 'https://c.cdn'],
    [-1, 'https://a.cdn'],
    [Number.NaN, 'https://a.cdn'],
  ])('random %s -> %s', (r, entry) => {
    expect(pickCdn(LIST, () => r)).toBe(entry);
  });

  test('an empty (or blank) list gives null', () => {
    expect(pickCdn([])).toBeNull();
    expect(pickCdn(['', '  '], () => 0)).toBeNull();
    expect(pickCdn(['', 'https://x.cdn'], () => 0)).toBe('https://x.cdn');
  });

  test('always an entry of the list, and every entry can be chosen (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^https:\/\/[a-z]{1,8}\.cdn\.example$/), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (list, r) => {
          expect(list).toContain(pickCdn(list, () => r));
          list.forEach((entry, i) => {
            expect(pickCdn(list, () => (i + 0.5) / list.length)).toBe(entry);
          });
        },
      ),
    );
  });

  test('uses Math.random by default', () => {
    expect(LIST).toContain(pickCdn(LIST));
  });
});
