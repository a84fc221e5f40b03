import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { buildNavigation } from '../shell/navigation';
import type { NavVendor } from '../shell/navigation';
import { categoryVendors, hasCategory, vendorCategory } from './categories';

const v = (gameType: string, vassalage: string): NavVendor => ({ gameType, vassalage });

const vendors = [
  v('SPORTS', 'SABA'),
  v('SPORTS', 'DS88'),
  v('SPORTS', 'IMES'),
  v('SPORTS', 'TF'),
  v('RNG', 'PG'),
  v('RNG', 'JILI'),
  v('RNG', 'pg'),
  v('LIVE', ''),
];

describe('vendorCategory', () => {
  test.each([
    [v('RNG', 'PG'), 'RNG'],
    [v('rng', 'PG'), 'RNG'],
    [v('SPORTS', 'SABA'), 'SPORTS'],
    [v('SPORTS', 'DS88'), 'COCKFIGHT'],
    [v('SPORTS', 'ia'), 'ESPORTS'],
    [v('LIVE', ''), null],
  ])('%o is listed under %s', (vendor, category) => {
    expect(vendorCategory(vendor)).toBe(category);
  });

  test('follows the brand’s own code lists', () => {
    expect(vendorCategory(v('SPORTS', 'XE'), { esportsCodes: ['XE'] })).toBe('ESPORTS');
    expect(vendorCategory(v('SPORTS', 'DS88'), { cockfightCodes: [] })).toBe('SPORTS');
  });
});

describe('categoryVendors', () => {
  test('every vendor of the category, once per code, in arrival order', () => {
    expect(categoryVendors(vendors, 'rng').map((x) => x.vassalage)).toEqual(['PG', 'JILI']);
    expect(categoryVendors(vendors, 'ESPORTS').map((x) => x.vassalage)).toEqual(['IMES', 'TF']);
    expect(categoryVendors(vendors, 'SPORTS').map((x) => x.vassalage)).toEqual(['SABA']);
  });

  test('more than the header’s 11', () => {
    const many = Array.from({ length: 30 }, (_, i) => v('RNG', `V${i}`));
    expect(categoryVendors(many, 'RNG')).toHaveLength(30);
  });
});

describe('hasCategory: only with at least one vendor', () => {
  test.each([
    ['RNG', true],
    ['COCKFIGHT', true],
    ['ESPORTS', true],
    ['LIVE', false],
    ['FISH', false],
  ])('%s: %s', (type, present) => {
    expect(hasCategory(vendors, type)).toBe(present);
  });
});

describe('the lobby and the navigation file vendors alike (property)', () => {
  const vendor = fc.record({
    gameType: fc.constantFrom('RNG', 'rng', 'SPORTS', 'LIVE', 'FISH', ''),
    vassalage: fc.oneof(
      fc.constantFrom('PG', 'pg', 'JILI', 'DS88', 'IA', 'SABA', 'XE', ''),
      fc.integer({ min: 0, max: 20 }).map((n) => `V${n}`),
    ),
  });

  test('each navigation entry lists the first 11 of the category’s vendors, and only those types exist', () => {
    fc.assert(
      fc.property(fc.array(vendor, { maxLength: 60 }), fc.boolean(), (list, brandCodes) => {
        const codes = brandCodes ? { esportsCodes: ['XE'], cockfightCodes: ['SABA'] } : {};
        const entries = buildNavigation({ vendors: list, ...codes });
        for (const entry of entries) {
          const all = categoryVendors(list, entry.gameType, codes);
          expect(entry.vendors.map((item) => item.vendor)).toEqual(all.slice(0, 11));
          expect(entry.vendorCount).toBe(all.length);
          expect(hasCategory(list, entry.gameType, codes)).toBe(true);
        }
        const types = new Set(entries.map((entry) => entry.gameType));
        for (const item of list) {
          const category = vendorCategory(item, codes);
          expect(category === null || types.has(category)).toBe(true);
        }
      }),
    );
  });
});
