import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { brandImagesOf } from './brand';
import auroraFile from './brands/aurora.json';
import jadeFile from './brands/jade.json';
import { brandForHost, brands, defaultBrand, getBrand, loadBrands } from './brands';
import { buildTheme } from './theme';

/*
 * The demo brands. A brand team's own file (`pnpm brand:new`) joins them in brands/ and must not
 * break these tests, so they name the demo brands rather than expect them to be the only ones.
 */
const DEMO = ['aurora', 'ember', 'jade'];
const demoBrands = brands.filter((brand) => DEMO.includes(brand.code));

describe('brand discovery', () => {
  test('finds every file in brands/, sorted by code', () => {
    const codes = brands.map((brand) => brand.code);
    expect(codes).toEqual(expect.arrayContaining(DEMO));
    expect(codes).toEqual([...codes].sort());
    expect(demoBrands).toHaveLength(DEMO.length);
  });

  test('looks brands up by code, with aurora as the default', () => {
    expect(getBrand('jade')?.name).toBe('Jade Palace');
    expect(getBrand('nope')).toBeUndefined();
    expect(defaultBrand).toBe(getBrand('aurora'));
  });

  test.each([
    ['aurora.localhost', 'aurora'],
    ['JADE.localhost', 'jade'],
    ['ember.localhost:5173', 'ember'],
    ['ember.localhost.', 'ember'],
  ])('the host %s selects %s', (host, code) => {
    expect(brandForHost(host)?.code).toBe(code);
  });

  test('an unknown host selects nothing, leaving the fallback to the caller', () => {
    expect(brandForHost('example.com')).toBeUndefined();
    expect(brandForHost('')).toBeUndefined();
  });

  test('loaded brands are frozen, so no consumer can change one for everyone', () => {
    expect(Object.isFrozen(defaultBrand)).toBe(true);
    expect(Object.isFrozen(defaultBrand.roles)).toBe(true);
  });

  test('a file must be named after its code', () => {
    expect(() => loadBrands({ './brands/acme.json': auroraFile })).toThrow(
      'Brand file "brands/acme.json": code: Expected "acme" to match the file name',
    );
  });

  test('a host may select only one brand', () => {
    const clash = { ...jadeFile, hosts: ['jade.localhost', 'aurora.localhost'] };
    expect(() =>
      loadBrands({ './brands/aurora.json': auroraFile, './brands/jade.json': clash }),
    ).toThrow(
      'Brand file "brands/jade.json": hosts.1: "aurora.localhost" already selects brand "aurora"',
    );
  });
});

describe('the demo brands differ visibly', () => {
  const distinct = (values: readonly unknown[]) => new Set(values).size;

  test('in accent colour', () => {
    const accents = demoBrands.map((brand) => buildTheme(brand, 'light').colors['bg.accent']);
    expect(distinct(accents)).toBe(demoBrands.length);
    expect(distinct(demoBrands.map((brand) => brand.roles.accent))).toBe(demoBrands.length);
  });

  test('in radius', () => {
    expect(distinct(demoBrands.map((brand) => brand.radius.md))).toBe(demoBrands.length);
  });

  test('in fonts', () => {
    expect(distinct(demoBrands.map((brand) => brand.fonts.heading))).toBe(demoBrands.length);
    expect(distinct(demoBrands.map((brand) => brand.fonts.body))).toBe(demoBrands.length);
  });

  test('in default mode and decoration', () => {
    expect(distinct(demoBrands.map((brand) => brand.defaultMode))).toBe(2);
    expect(demoBrands.filter((brand) => brand.snow).map((brand) => brand.code)).toEqual(['ember']);
  });

  test('each shows an MGA and a BVI licence', () => {
    for (const brand of demoBrands) {
      expect(brand.licences.map((licence) => licence.authority).sort()).toEqual(['BVI', 'MGA']);
    }
  });
});

describe("a brand's images", () => {
  test('every image a brand file names is beside it, in brands/<code>/', () => {
    for (const brand of brands) {
      for (const image of brandImagesOf(brand)) {
        const file = new URL(`./brands/${brand.code}/${image.file}`, import.meta.url);
        expect(existsSync(file), `brands/${brand.code}/${image.file}`).toBe(true);
      }
    }
  });

  test("jade's logo and its MGA seal are images; a licence without a badge gets a drawn seal", () => {
    const jade = getBrand('jade');
    expect(jade && brandImagesOf(jade).map((image) => image.file)).toEqual([
      'logo.svg',
      'mga-seal.svg',
    ]);
    const aurora = getBrand('aurora');
    expect(aurora && brandImagesOf(aurora)).toEqual([]);
  });
});
