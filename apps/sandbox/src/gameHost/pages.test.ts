// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAME_TYPES } from '../constants';
import type { GameType } from '../constants';
import type { GameRow } from '../store/catalog';
import { escapeHtml, renderErrorPage, renderPlayPage } from './pages';

// The journeys run axe over the game's iframe in Chromium; here the same rules run in jsdom on
// every page the host serves. jsdom lays nothing out, so colour contrast is checked separately
// over the stylesheet's palettes, and target sizes are set in the stylesheet (2.75rem, 1.5rem).
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SITE = 'http://127.0.0.1:4173';
const SESSION = 'S'.repeat(43);

const gameJs = readFileSync(join(import.meta.dirname, 'assets', 'game.js'), 'utf8');
const gameCss = readFileSync(join(import.meta.dirname, 'assets', 'game.css'), 'utf8');

function gameOf(gameType: GameType): GameRow {
  return {
    gameId: 7,
    nodeId: 100007,
    gameCode: 'DEMO_00007',
    name: 'Lucky Koi',
    gameType,
    vassalage: 'DEMO',
    classification: 'SC',
    minBet: 1,
    isHot: 0,
    isGame: null,
    colour: '#000000',
  };
}

function playPage(gameType: GameType, balance = 125_000): string {
  return renderPlayPage({
    game: gameOf(gameType),
    vendorName: 'Demo Vendor',
    sessionId: SESSION,
    siteOrigin: SITE,
    backUrl: `${SITE}/`,
    balance,
  });
}

/** Puts a whole page into this test's document (html element, lang and title included). */
function load(html: string): void {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.replaceChild(document.adoptNode(parsed.documentElement), document.documentElement);
}

async function violations(): Promise<string[]> {
  const result = await axe.run(document, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('axe over the pages', () => {
  it.each(GAME_TYPES)('%s play page: no violations, a language, a title', async (type) => {
    load(playPage(type));
    expect(await violations()).toEqual([]);
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toMatch(/^Lucky Koi – .+ demo$/);
    expect(document.querySelector('h1')?.textContent).toBe('Lucky Koi');
  });

  it.each([
    ['with a site', { origin: SITE, backUrl: `${SITE}/` }],
    ['without one', undefined],
  ])('error page %s: no violations', async (_name, site) => {
    load(
      renderErrorPage({
        title: 'Game link expired',
        message: 'Launch again.',
        ...(site ? { site } : {}),
      }),
    );
    expect(await violations()).toEqual([]);
    expect(document.querySelector<HTMLButtonElement>('#back')?.hidden).toBe(site === undefined);
  });

  it('the check itself finds a nameless button and a page without a language', async () => {
    load(
      '<!doctype html><html><head><title>x</title></head><body><main><button></button></main></body></html>',
    );
    const found = await violations();
    expect(found.some((v) => v.startsWith('button-name'))).toBe(true);
    expect(found.some((v) => v.startsWith('html-has-lang'))).toBe(true);
  });

  it('every control has a name: stakes, sides and numbers are labelled in named groups', () => {
    for (const type of GAME_TYPES) {
      load(playPage(type));
      for (const input of document.querySelectorAll('input')) {
        expect(input.closest('label')?.textContent?.trim(), type).not.toBe('');
        expect(input.closest('fieldset')?.querySelector('legend')?.textContent, type).toBeTruthy();
      }
      for (const button of document.querySelectorAll('button')) {
        expect(button.textContent?.trim(), type).not.toBe('');
      }
    }
  });
});

describe('colour contrast of every type’s palette (WCAG AA)', () => {
  const blocks = [...gameCss.matchAll(/\.game(?:\[data-type='(\w+)'\])?\s*\{([^}]*)\}/g)];
  const palette = (body: string) =>
    Object.fromEntries(
      [...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1] ?? '', m[2] ?? '']),
    );
  const base = palette(blocks.find(([, type]) => type === undefined)?.[2] ?? '');

  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };

  // Text pairs need 4.5:1; the focus ring and the accent (checked boxes, hit outline) 3:1.
  const PAIRS: readonly [string, string, number][] = [
    ['fg', 'bg', 4.5],
    ['muted', 'bg', 4.5],
    ['error', 'bg', 4.5],
    ['on-accent', 'accent', 4.5],
    ['on-panel', 'panel', 4.5],
    ['focus', 'bg', 3],
    ['accent', 'bg', 3],
  ];

  it('every game type has a palette', () => {
    const themed = blocks.map(([, type]) => type).filter((t) => t !== undefined);
    expect(new Set(themed)).toEqual(new Set(GAME_TYPES));
  });

  it.each(GAME_TYPES)('%s', (type) => {
    const colours = { ...base, ...palette(blocks.find(([, t]) => t === type)?.[2] ?? '') };
    for (const [fg, bg, min] of PAIRS) {
      const a = colours[fg];
      const b = colours[bg];
      expect(a && b, `${fg}/${bg}`).toBeTruthy();
      expect(contrast(a ?? '', b ?? ''), `${type} ${fg} on ${bg}`).toBeGreaterThanOrEqual(min);
    }
  });

  it('the check itself tells a failing pair', () => {
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});

describe('game.js in a frame of the site', () => {
  interface Frame {
    win: Window & typeof globalThis;
    doc: Document;
    posted: { message: unknown; targetOrigin: string }[];
    fetch: ReturnType<typeof vi.fn>;
  }

  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  /** The page in an iframe of this document, its script run, fetch answering `answers` in turn. */
  function frame(html: string, answers: { status: number; body: unknown }[] = []): Frame {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const win = iframe.contentWindow as Window & typeof globalThis;
    const doc = win.document;
    doc.open();
    doc.write(html);
    doc.close();
    const posted: Frame['posted'] = [];
    // The site's window as the frame sees it.
    vi.spyOn(win.parent, 'postMessage').mockImplementation(((
      message: unknown,
      targetOrigin: string,
    ) => {
      posted.push({ message, targetOrigin });
    }) as typeof window.postMessage);
    const fetch = vi.fn(() => {
      const next = answers.shift() ?? { status: 500, body: null };
      return Promise.resolve({ status: next.status, json: () => Promise.resolve(next.body) });
    });
    Object.assign(win, { fetch });
    win.eval(gameJs);
    return { win, doc, posted, fetch };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const submit = (doc: Document) =>
    doc.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
  const check = (doc: Document, name: string, value: string) => {
    const input = doc.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
    if (!input) throw new Error(`No ${name} ${value}`);
    input.checked = true;
  };

  it('plays a round: posts the stake and the side, shows the result, tells the site the balance', async () => {
    const { doc, posted, fetch } = frame(playPage('LIVE'), [
      {
        status: 200,
        body: {
          success: true,
          value: {
            balance: 124_590,
            win: 190,
            outcome: { kind: 'pick', side: 1, winner: 1, summary: 'Banker wins' },
          },
        },
      },
    ]);
    check(doc, 'stake', '500');
    check(doc, 'side', '1');
    submit(doc);
    await settle();

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/play/api/spin');
    expect(JSON.parse(init.body as string)).toEqual({ session: SESSION, stake: 500, side: 1 });
    expect(init.credentials).toBe('omit');
    expect(doc.getElementById('balance')?.textContent).toBe('1,245.90');
    expect(doc.getElementById('win')?.textContent).toBe('1.90');
    expect(doc.getElementById('summary')?.textContent).toBe('Banker wins');
    expect(posted).toEqual([
      { message: { type: 'lobby:balance', balance: 124_590 }, targetOrigin: SITE },
    ]);
  });

  it('draws the reels on the board', async () => {
    const { doc } = frame(playPage('RNG'), [
      {
        status: 200,
        body: {
          success: true,
          value: {
            balance: 1,
            win: 0,
            outcome: { kind: 'reels', symbols: ['cherry', 'bar', 'seven'], summary: 'x' },
          },
        },
      },
    ]);
    submit(doc);
    await settle();
    const tiles = [...doc.querySelectorAll('#board li')].map((li) => li.textContent);
    expect(tiles).toEqual(['Cherry', 'Bar', 'Seven']);
  });

  it('"Back to lobby" tells the site to close the game, addressed to the site only', () => {
    const { doc, posted } = frame(playPage('FISH'));
    doc.getElementById('back')?.click();
    expect(posted).toEqual([{ message: { type: 'lobby:close' }, targetOrigin: SITE }]);
  });

  it('the lottery asks for exactly three numbers before calling the server', async () => {
    const { doc, fetch } = frame(playPage('LOTTERY'), [
      {
        status: 200,
        body: {
          success: true,
          value: {
            balance: 1,
            win: 0,
            outcome: {
              kind: 'numbers',
              picked: [2, 4, 9],
              drawn: [1, 2, 3],
              matches: 1,
              summary: 'Drawn 1, 2, 3: 1 match',
            },
          },
        },
      },
    ]);
    check(doc, 'number', '2');
    check(doc, 'number', '4');
    submit(doc);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(doc.querySelector('[role="alert"]')?.textContent).toBe('Pick exactly 3 numbers.');

    check(doc, 'number', '9');
    submit(doc);
    await settle();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ numbers: [2, 4, 9] });
    expect(doc.querySelector('[role="alert"]')?.textContent).toBe('');
    expect(
      [...doc.querySelectorAll('#board li[data-hit="true"]')].map((li) => li.textContent),
    ).toEqual(['2']);
  });

  it('shows the server’s refusal, posts no balance, and stops when the session has ended', async () => {
    const { doc, posted } = frame(playPage('MINI'), [
      { status: 402, body: { success: false, message: 'Insufficient balance' } },
      { status: 401, body: { success: false, message: 'Your game session has ended' } },
    ]);
    check(doc, 'side', '0');
    submit(doc);
    await settle();
    expect(doc.querySelector('[role="alert"]')?.textContent).toBe('Insufficient balance');
    expect(doc.querySelector<HTMLButtonElement>('#action')?.disabled).toBe(false);
    submit(doc);
    await settle();
    expect(doc.querySelector('[role="alert"]')?.textContent).toBe('Your game session has ended');
    expect(doc.querySelector<HTMLButtonElement>('#action')?.disabled).toBe(true);
    expect(posted).toEqual([]);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
