import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { gridMetrics, moveIndex, scrollToShow, visibleRows } from './gridLayout';
import type { GridKey } from './gridLayout';

describe('gridMetrics', () => {
  const base = { minColumnWidth: 160, maxColumns: 8, gap: 12, lowData: false };

  test.each([
    // width -> columns, card width
    [0, 1, 0],
    [150, 1, 150],
    [332, 2, 160],
    [331, 1, 331],
    [1192, 7, (1192 - 72) / 7],
    [4000, 8, (4000 - 84) / 8],
  ])('%d px wide: %d columns of %d px', (width, columns, cellWidth) => {
    const metrics = gridMetrics({ ...base, width });
    expect(metrics.columns).toBe(columns);
    expect(metrics.cellWidth).toBeCloseTo(cellWidth);
  });

  test('a card is a 4:3 thumbnail inside its border plus the 52 px text, rounded up; rows add the gap', () => {
    const metrics = gridMetrics({ ...base, width: 332 });
    // (160 - 2) x 3/4 = 118.5, + 52 + 2 = 172.5 -> 173
    expect(metrics.cardHeight).toBe(173);
    expect(metrics.rowHeight).toBe(185);
  });

  test('low data: the text alone', () => {
    expect(gridMetrics({ ...base, width: 332, lowData: true }).cardHeight).toBe(54);
  });
});

describe('visibleRows', () => {
  const rows = (scrollTop: number, viewportHeight = 400, overscan = 1, rowCount = 100) =>
    visibleRows({ scrollTop, viewportHeight, rowHeight: 100, rowCount, overscan });

  test.each([
    [0, 400, 1, 100, { first: 0, last: 4 }],
    [50, 400, 1, 100, { first: 0, last: 5 }],
    [1000, 400, 1, 100, { first: 9, last: 14 }],
    [1000, 400, 0, 100, { first: 10, last: 13 }],
    [9800, 400, 2, 100, { first: 96, last: 99 }],
    [99999, 400, 1, 100, { first: 98, last: 99 }],
    [-40, 400, 1, 100, { first: 0, last: 4 }],
    [0, 400, 1, 0, { first: 0, last: -1 }],
    [0, 0, 1, 100, { first: 0, last: 1 }],
  ])('scrollTop %d, view %d, overscan %d, %d rows', (scrollTop, view, overscan, count, range) => {
    expect(rows(scrollTop, view, overscan, count)).toEqual(range);
  });

  test('always covers every row in view, and never more than view + 2 overscan + 1 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 20, max: 500 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 3 }),
        (scrollTop, viewportHeight, rowHeight, rowCount, overscan) => {
          const { first, last } = visibleRows({
            scrollTop,
            viewportHeight,
            rowHeight,
            rowCount,
            overscan,
          });
          const firstSeen = Math.min(rowCount - 1, Math.floor(scrollTop / rowHeight));
          const lastSeen = Math.min(
            rowCount - 1,
            Math.floor((scrollTop + viewportHeight - 1) / rowHeight),
          );
          expect(first).toBeLessThanOrEqual(firstSeen);
          expect(last).toBeGreaterThanOrEqual(lastSeen);
          expect(last - first + 1).toBeLessThanOrEqual(
            Math.ceil(viewportHeight / rowHeight) + 1 + 2 * overscan,
          );
        },
      ),
    );
  });
});

describe('moveIndex', () => {
  // 4 columns, 10 games: rows [0 1 2 3] [4 5 6 7] [8 9]
  const move = (index: number, key: GridKey, extra: { ctrl?: boolean; rtl?: boolean } = {}) =>
    moveIndex({
      index,
      key,
      ctrl: extra.ctrl ?? false,
      rtl: extra.rtl ?? false,
      columns: 4,
      count: 10,
      pageRows: 2,
    });

  test.each<[number, GridKey, number]>([
    [0, 'ArrowRight', 1],
    [3, 'ArrowRight', 3],
    [9, 'ArrowRight', 9],
    [1, 'ArrowLeft', 0],
    [4, 'ArrowLeft', 4],
    [1, 'ArrowDown', 5],
    [5, 'ArrowDown', 9],
    [7, 'ArrowDown', 9],
    [9, 'ArrowDown', 9],
    [6, 'ArrowUp', 2],
    [2, 'ArrowUp', 2],
    [6, 'Home', 4],
    [5, 'End', 7],
    [8, 'End', 9],
    [1, 'PageDown', 9],
    [3, 'PageDown', 9],
    [9, 'PageUp', 1],
    [5, 'PageUp', 1],
  ])('from %d, %s -> %d', (from, key, to) => {
    expect(move(from, key)).toBe(to);
  });

  test('Ctrl+Home and Ctrl+End: the first and the last game', () => {
    expect(move(6, 'Home', { ctrl: true })).toBe(0);
    expect(move(1, 'End', { ctrl: true })).toBe(9);
  });

  test('right to left, ArrowLeft goes forward', () => {
    expect(move(1, 'ArrowLeft', { rtl: true })).toBe(2);
    expect(move(1, 'ArrowRight', { rtl: true })).toBe(0);
  });

  test('always lands on a game (property)', () => {
    const keys: GridKey[] = [
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'ArrowDown',
      'Home',
      'End',
      'PageUp',
      'PageDown',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 8 }),
        fc.nat(),
        fc.constantFrom(...keys),
        fc.boolean(),
        (count, columns, seed, key, ctrl) => {
          const index = seed % count;
          const next = moveIndex({ index, key, ctrl, columns, count, pageRows: 3, rtl: false });
          expect(Number.isInteger(next) && next >= 0 && next < count).toBe(true);
        },
      ),
    );
  });
});

describe('scrollToShow', () => {
  const show = (row: number, scrollTop: number) =>
    scrollToShow({ row, rowHeight: 100, gap: 10, offset: 4, scrollTop, viewportHeight: 300 });

  test.each([
    [0, 0, 0],
    [1, 0, 0],
    [2, 0, 0],
    [3, 0, 98],
    [5, 0, 298],
    [1, 250, 100],
    [2, 150, 150],
  ])('row %d from scrollTop %d -> %d', (row, from, to) => {
    expect(show(row, from)).toBe(to);
  });
});
