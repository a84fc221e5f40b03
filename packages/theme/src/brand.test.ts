import { describe, expect, test } from 'vitest';
import { BrandFileError, parseBrand } from './brand';
import auroraFile from './brands/aurora.json';
import emberFile from './brands/ember.json';
import jadeFile from './brands/jade.json';

const valid = auroraFile as Record<string, unknown>;

function errorFor(input: unknown): BrandFileError {
  try {
    parseBrand(input, 'brands/acme.json');
  } catch (error) {
    if (error instanceof BrandFileError) return error;
    throw error;
  }
  throw new Error('expected parseBrand to throw');
}

describe('parseBrand', () => {
  test.each([
    ['aurora', auroraFile],
    ['jade', jadeFile],
    ['ember', emberFile],
  ])('the %s demo brand parses', (code, file) => {
    expect(parseBrand(file, `brands/${code}.json`).code).toBe(code);
  });

  test('names the file and the bad field path', () => {
    const error = errorFor({ ...valid, roles: { ...(valid['roles'] as object), accent: 'pink' } });
    expect(error.message).toMatch(
      /^Brand file "brands\/acme\.json": roles\.accent: Expected a palette scale \(gray, .*\) or a #rrggbb colour but received "pink"$/,
    );
    expect(error.source).toBe('brands/acme.json');
    expect(error.issues.map((issue) => issue.path)).toEqual(['roles.accent']);
  });

  test('takes a #rrggbb accent and neutral, but only palette names for the status roles', () => {
    const roles = valid['roles'] as Record<string, string>;
    const own = { ...roles, accent: '#FF5A00', neutral: '#f5f5f0' };
    expect(parseBrand({ ...valid, roles: own }, 'brands/aurora.json').roles.accent).toBe('#FF5A00');
    const error = errorFor({ ...valid, roles: { ...own, danger: '#ff0000', accent: '#ff5a0' } });
    expect(error.issues.map((issue) => issue.path)).toEqual(['roles.accent', 'roles.danger']);
  });

  test('names every bad field, not only the first', () => {
    const error = errorFor({ ...valid, defaultMode: 'dusk', snow: 'yes' });
    expect(error.issues.map((issue) => issue.path)).toEqual(['defaultMode', 'snow']);
  });

  test('rejects an unknown (typo) key, naming it', () => {
    const error = errorFor({ ...valid, logotext: 'AURORA' });
    expect(error.issues.map((issue) => issue.path)).toEqual(['logotext']);
  });

  test('rejects an unknown key inside a nested object', () => {
    const error = errorFor({ ...valid, radius: { sm: 2, md: 4, lg: 8, xl: 16 } });
    expect(error.issues.map((issue) => issue.path)).toEqual(['radius.xl']);
  });

  test('rejects a missing field', () => {
    const { name: _name, ...withoutName } = valid;
    expect(errorFor(withoutName).issues.map((issue) => issue.path)).toEqual(['name']);
  });

  test('rejects a negative radius', () => {
    const error = errorFor({ ...valid, radius: { sm: -1, md: 4, lg: 8 } });
    expect(error.message).toContain('radius.sm: Invalid value: Expected >=0 but received -1');
  });

  test('rejects a licence URL that is not https', () => {
    const licence = {
      authority: 'MGA',
      number: 'MGA/B2C/1/2020',
      url: 'http://licences.example/1',
    };
    const error = errorFor({ ...valid, licences: [licence] });
    expect(error.message).toContain('licences.0.url: Expected an https:// URL');
  });

  test("takes any authority's licence, with its name, and a seal image of a known kind", () => {
    const licence = {
      authority: 'UKGC',
      name: 'Gambling Commission',
      number: '39483',
      url: 'https://licences.example/39483',
      badge: { file: 'ukgc-seal.png', width: 40, height: 40 },
    };
    expect(parseBrand({ ...valid, licences: [licence] }, 'brands/x.json').licences).toEqual([
      licence,
    ]);
    const { name: _name, ...nameless } = licence;
    expect(errorFor({ ...valid, licences: [nameless] }).issues[0]?.path).toBe('licences.0.name');
    expect(
      errorFor({ ...valid, licences: [{ ...licence, badge: { ...licence.badge, file: 'x.gif' } }] })
        .issues[0]?.path,
    ).toBe('licences.0.badge.file');
  });

  test.each([['ACME'], ['acme corp'], ['acme_1'], ['']])('rejects the code %j', (code) => {
    expect(errorFor({ ...valid, code }).issues[0]?.path).toBe('code');
  });

  test.each([['Aurora.localhost'], ['aurora.localhost:5173'], ['https://aurora.localhost']])(
    'rejects the host %j',
    (host) => {
      expect(errorFor({ ...valid, hosts: [host] }).issues[0]?.path).toBe('hosts.0');
    },
  );

  test('rejects a font stack that could escape its CSS declaration', () => {
    const fonts = { body: 'Arial; background: url(https://evil.example/x)', heading: 'serif' };
    expect(errorFor({ ...valid, fonts }).issues[0]?.path).toBe('fonts.body');
  });

  test('accepts overrides as role steps, role contrast and colours', () => {
    const overrides = {
      light: { 'fg.link': 'accent.12', 'fg.onAccent': 'neutral.contrast', 'bg.raised': '#fff' },
      dark: { 'bg.overlay': 'rgba(0, 0, 0, 0.8)' },
    };
    expect(parseBrand({ ...valid, overrides }, 'test').overrides).toEqual(overrides);
  });

  test('rejects an override of an unknown token or with a bad value', () => {
    expect(
      errorFor({ ...valid, overrides: { light: { 'fg.primary': '#000' } } }).issues[0]?.path,
    ).toBe('overrides.light.fg.primary');
    const badValue = errorFor({ ...valid, overrides: { dark: { 'fg.link': 'accent.13' } } });
    expect(badValue.message).toContain('overrides.dark.fg.link: Expected a role step');
  });

  test('rejects content that is not an object at all', () => {
    expect(errorFor(null).message).toMatch(/^Brand file "brands\/acme\.json": Invalid type/);
  });
});
