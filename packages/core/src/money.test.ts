import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { formatMoney } from './money';

describe('formatMoney', () => {
  test.each([
    [0, 'P0.00'],
    [5, 'P0.05'],
    [100, 'P1.00'],
    [123456, 'P1,234.56'],
    [100000000, 'P1,000,000.00'],
    [-5, '-P0.05'],
    [-123456, '-P1,234.56'],
    [1234.6, 'P12.35'],
    [12345678901234567890n, 'P123,456,789,012,345,678.90'],
  ])('%s minor units show as %s', (units, text) => {
    expect(formatMoney(units)).toBe(text);
  });

  test('takes another symbol and locale', () => {
    expect(formatMoney(123456, { symbol: '₱' })).toBe('₱1,234.56');
    expect(formatMoney(123456, { symbol: '€', locale: 'de-DE' })).toBe('€1.234,56');
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (n) => {
    expect(() => formatMoney(n)).toThrow(RangeError);
  });

  test("the spec's separators match Intl en-US for any amount (property)", () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, useGrouping: true });
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (n) => {
        const abs = n < 0n ? -n : n;
        const decimal = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
        const expected = `${n < 0n ? '-' : ''}P${intl.format(decimal as unknown as number)}`;
        expect(formatMoney(n)).toBe(expected);
      }),
    );
  });

  test('always two decimals and the digits of the amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const text = formatMoney(n);
        expect(text).toMatch(/^-?P\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(text.replace(/[P,]/g, ''))).toBeCloseTo(n / 100, 2);
      }),
    );
  });
});
