import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { clampPage, pageRange } from './pagination';

describe('pageRange (range 3, margin 1)', () => {
  test.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 20, [1, 2, 3, 'end-ellipsis', 20]],
    [2, 20, [1, 2, 3, 'end-ellipsis', 20]],
    [3, 20, [1, 2, 3, 4, 'end-ellipsis', 20]],
    [4, 20, [1, 2, 3, 4, 5, 'end-ellipsis', 20]],
    [6, 20, [1, 'start-ellipsis', 5, 6, 7, 'end-ellipsis', 20]],
    [17, 20, [1, 'start-ellipsis', 16, 17, 18, 19, 20]],
    [20, 20, [1, 'start-ellipsis', 18, 19, 20]],
    [99, 20, [1, 'start-ellipsis', 18, 19, 20]],
    [0, 20, [1, 2, 3, 'end-ellipsis', 20]],
  ])('page %d of %d', (current, total, items) => {
    expect(pageRange(current, total)).toEqual(items);
  });

  test('wider range and margin', () => {
    expect(pageRange(10, 20, { range: 5, margin: 2 })).toEqual([
      1,
      2,
      'start-ellipsis',
      8,
      9,
      10,
      11,
      12,
      'end-ellipsis',
      19,
      20,
    ]);
  });

  test('pages ascend, include the current, first and last, and never exceed range + 2 margins + 2 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: -5, max: 600 }),
        (total, current) => {
          const items = pageRange(current, total);
          const pages = items.filter((i): i is number => typeof i === 'number');
          expect(pages).toEqual([...pages].sort((a, b) => a - b));
          expect(new Set(pages).size).toBe(pages.length);
          expect(pages).toContain(clampPage(current, total));
          expect(pages[0]).toBe(1);
          expect(pages.at(-1)).toBe(total);
          expect(items.length).toBeLessThanOrEqual(3 + 2 + 2 + 2);
        },
      ),
    );
  });
});

describe('clampPage', () => {
  test.each([
    [0, 10, 1],
    [-3, 10, 1],
    [5, 10, 5],
    [11, 10, 10],
    [2.7, 10, 2],
    [Number.NaN, 10, 1],
    [3, 0, 1],
  ])('page %s of %s is %s', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });
});
