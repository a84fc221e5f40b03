// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { FIRST_BANNER_ALT_ATTRIBUTE, FIRST_BANNER_ATTRIBUTE } from '../boot/contract';
import { catalogTags } from '@lobby/i18n';
import { getBrand } from '@lobby/theme';
import { OFFLINE_TEXT_ATTRIBUTE } from '../offline/contract';
import {
  describePage,
  renderOfflinePage,
  renderShell,
  renderStartFailure,
  shellPages,
} from './renderShell';

/** The class names the markup uses. */
const classesOf = (html: string) =>
  new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names = '']) => names.split(' ')));

describe('renderShell, in Node', () => {
  test('the home page: the header and the banner slot, in the default language, with their styles', async () => {
    const shell = await renderShell('/');
    expect(shell).not.toBeNull();
    const { html, css, title, visit } = shell!;
    expect(visit).toEqual({ path: '/', brand: 'aurora', locale: 'MY', mode: 'light' });
    expect(title).toBe('Aurora Casino');
    expect(html).toContain('>AURORA</a>');
    expect(html).toContain('<option value="MY" lang="ms" selected="">Bahasa Melayu</option>');
    expect(html).toMatch(
      new RegExp(`${FIRST_BANNER_ATTRIBUTE}="" ${FIRST_BANNER_ALT_ATTRIBUTE}="Sepanduk 1"`),
    );
    // Every styled class of the markup has its rules, and the rules carry no sheet bookkeeping.
    const styled = [...classesOf(html)].filter((name) => !name.startsWith('sc-'));
    expect(styled.length).toBeGreaterThan(10);
    for (const name of styled) expect(css, name).toContain(`.${name}`);
    expect(css).not.toMatch(/data-styled|\/\*!sc\*\//);
  });

  test('each page is its own address’s first render', async () => {
    const [help, rng, bare] = await Promise.all([
      renderShell('/help'),
      renderShell('/rng'),
      renderShell('/helpmc'),
    ]);
    expect(rng!.visit.path).toBe('/rng');
    // The lobby page keeps the jackpot's place under its banner; help has a banner of its own.
    expect(rng!.html).not.toBe(help!.html);
    expect(help!.html).toContain(FIRST_BANNER_ATTRIBUTE);
    // The embedded help centre has no header and no banner.
    expect(bare!.html).not.toContain('AURORA');
    expect(bare!.html).not.toContain(FIRST_BANNER_ATTRIBUTE);
  });

  test('every address of the route table gets a page but the .html aliases', () => {
    const paths = shellPages().map((page) => page.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/rng');
    expect(paths.some((path) => path.endsWith('.html'))).toBe(false);
    expect(shellPages().find((page) => page.path === '/vnlottery')?.banners).toBe(false);
    expect(shellPages().find((page) => page.path === '/rng')?.banners).toBe(true);
  });

  test('the failed-start screen: in the default language, a heading, the reason and a reload, with its styles', async () => {
    const { html, css } = await renderStartFailure();
    expect(html).toContain('Laman tidak dapat dimuatkan</h1>');
    expect(html).toContain('Sambungan rangkaian tidak normal. Sila cuba lagi.');
    expect(html).toMatch(/<button[^>]*>.*Muat semula.*<\/button>/s);
    const styled = [...classesOf(html)].filter((name) => !name.startsWith('sc-'));
    for (const name of styled) expect(css, name).toContain(`.${name}`);
  });

  test('every page describes itself in the default language; pages of one kind share a description', async () => {
    const descriptions = new Map<string, string>();
    for (const { path } of shellPages()) descriptions.set(path, await describePage(path));
    for (const [path, description] of descriptions) {
      expect(description.length, path).toBeGreaterThan(40);
      expect(description.length, path).toBeLessThanOrEqual(160);
      expect(description, path).not.toContain('Aurora');
    }
    expect(descriptions.get('/rng')).toBe(
      'Permainan slot daripada studio terkemuka: gulungan klasik, slot video, putaran percuma dan jackpot progresif.',
    );
    // The home page's addresses are one page; each lobby and section has its own words.
    expect(descriptions.get('/home')).toBe(descriptions.get('/'));
    expect(descriptions.get('/download')).toBe(descriptions.get('/down'));
    const own = ['/', '/rng', '/live', '/fish', '/pvp', '/sports', '/esports', '/lottery'];
    expect(new Set(own.map((path) => descriptions.get(path))).size).toBe(own.length);
    for (const path of ['/promotions', '/help', '/vip', '/pointMall', '/join', '/vnlottery']) {
      expect(descriptions.get(path), path).not.toBe(descriptions.get('/'));
    }
  });

  test("a brand's offline page: the failed-start screen's look with its own words, in the brand's default mode", async () => {
    const jade = getBrand('jade')!;
    const { html, css, lang, data } = await renderOfflinePage(jade);
    expect(lang).toBe('ms');
    expect(html).toContain(`<span ${OFFLINE_TEXT_ATTRIBUTE}="title">Anda di luar talian</span>`);
    expect(html).toMatch(/<button[^>]*>.*Muat semula.*<\/button>/s);
    expect(html).toContain('data-brand="jade"');
    expect(html).toContain('data-mode="dark"');
    const styled = [...classesOf(html)].filter((name) => !name.startsWith('sc-'));
    for (const name of styled) expect(css, name).toContain(`.${name}`);

    // Every language's words, for its script to choose the visitor's.
    expect(Object.keys(data.words).sort()).toEqual([...catalogTags].sort());
    expect(data.words['en']).toEqual({
      title: 'You are offline',
      message: 'This page needs a connection. Check your Wi-Fi or mobile data, then try again.',
      retry: 'Reload',
      dir: 'ltr',
    });
    expect(data.words['ar']?.dir).toBe('rtl');
    for (const [tag, words] of Object.entries(data.words)) {
      if (tag !== 'en') expect(words.title, tag).not.toBe('You are offline');
    }
    // Both modes' variables, for a visitor who chose the other one.
    expect(data.mode).toBe('dark');
    expect(data.modes.light.style).toContain('color-scheme:light');
    expect(data.modes.dark.style).toContain('color-scheme:dark');
    expect(data.modes.light.themeColor).not.toBe(data.modes.dark.themeColor);
  });
});
