import { describe, expect, test } from 'vitest';
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
