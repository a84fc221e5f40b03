import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { parseBrand } from '../src/brand';
import { loadBrands } from '../src/brands';
import { checkContrast } from '../src/contrast';
import { neutralFor, parseNewBrandArgs, writeNewBrand } from './newBrand';

const BRANDS = fileURLToPath(new URL('../src/brands/', import.meta.url));

describe('parseNewBrandArgs', () => {
  test('reads the code, the colour, the name and the optional fields', () => {
    const argv = ['acme', '--accent', '#FF5A00', '--name', 'Acme Bet', '--host', 'acme.example'];
    argv.push('--host', 'www.acme.example', '--mode', 'dark', '--no-icons');
    expect(parseNewBrandArgs(argv)).toEqual({
      code: 'acme',
      accent: '#FF5A00',
      name: 'Acme Bet',
      hosts: ['acme.example', 'www.acme.example'],
      defaultMode: 'dark',
      icons: false,
    });
  });

  test('names what is missing and shows the usage', () => {
    expect(() => parseNewBrandArgs(['acme', '--name', 'Acme'])).toThrow(
      /^brand:new: missing --accent\nUsage: pnpm brand:new <code>/,
    );
    expect(() => parseNewBrandArgs([])).toThrow(/missing <code>, --accent, --name/);
  });
});

describe('neutralFor', () => {
  test.each([
    ['#0061b0', 'slate'],
    ['#00853c', 'sage'],
    ['#ff5a00', 'sand'],
    ['#7a7a7a', 'gray'],
    ['teal', 'sage'],
  ])('pairs %s with %s', (accent, neutral) => {
    expect(neutralFor(accent)).toBe(neutral);
  });
});

describe('writeNewBrand', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'brands-'));
    // The demo brands only: a brand team's own files in brands/ must not change these tests.
    for (const code of ['aurora', 'ember', 'jade']) {
      copyFileSync(join(BRANDS, `${code}.json`), join(dir, `${code}.json`));
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const files = () =>
    Object.fromEntries(
      readdirSync(dir).map((file) => [
        `./brands/${file}`,
        JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown,
      ]),
    );

  test('writes a brand file the loader takes beside the others, passing contrast', async () => {
    const options = { code: 'acme', name: 'Acme Bet', accent: '#FF5A00' };
    const { path } = await writeNewBrand(options, dir);
    expect(path).toBe(join(dir, 'acme.json'));
    const acme = loadBrands(files()).find((brand) => brand.code === 'acme');
    expect(acme).toMatchObject({
      name: 'Acme Bet',
      logoText: 'ACME BET',
      hosts: ['acme.localhost'],
      roles: { accent: '#ff5a00', neutral: 'sand' },
    });
    for (const mode of ['light', 'dark'] as const) expect(checkContrast(acme!, mode)).toEqual([]);
  });

  test('stops with the file and the field named, writing nothing', async () => {
    const before = readdirSync(dir);
    await expect(
      writeNewBrand({ code: 'acme', name: 'Acme', accent: '#ff5a0' }, dir),
    ).rejects.toThrow(/^Brand file "brands\/acme\.json": roles\.accent: Expected a palette scale/);
    await expect(
      writeNewBrand({ code: 'Acme!', name: 'Acme', accent: '#ff5a00' }, dir),
    ).rejects.toThrow(
      'Brand file "brands/Acme!.json": code: Expected lower-case letters, digits and -',
    );
    const taken = { code: 'acme', name: 'Acme', accent: '#ff5a00', hosts: ['jade.localhost'] };
    await expect(writeNewBrand(taken, dir)).rejects.toThrow(
      'Brand file "brands/acme.json": hosts.1: "jade.localhost" already selects brand "jade"',
    );
    await expect(
      writeNewBrand({ code: 'jade', name: 'Jade', accent: '#ff5a00' }, dir),
    ).rejects.toThrow('Brand file "brands/jade.json": code: "jade" already exists');
    expect(readdirSync(dir)).toEqual(before);
  });

  test('refuses a brand that fails the contrast walk, naming the pairs', async () => {
    const washed = { code: 'acme', name: 'Acme', accent: '#ff5a00', neutral: 'amber' };
    await expect(writeNewBrand(washed, dir)).rejects.toThrow(
      /^Brand file "brands\/acme\.json": roles: .*light: border\.emphasis on bg\.surface is [\d.]+:1, needs 3:1/,
    );
  });

  test('its output is a file parseBrand takes as it is', async () => {
    const { path } = await writeNewBrand({ code: 'acme', name: 'Acme', accent: 'violet' }, dir);
    const content: unknown = JSON.parse(readFileSync(path, 'utf8'));
    expect(parseBrand(content, 'brands/acme.json').roles.neutral).toBe('slate');
  });
});
