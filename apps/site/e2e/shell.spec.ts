import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { DEV_HEADERS } from './support';

// Default brand (aurora), default language MY: assertions use MY text that the catalog already has,
// or roles and attributes.

async function setStatus(page: Page, status: 0 | 1 | 2, endTime?: string): Promise<void> {
  const response = await page.request.post('/wps/dev/status', {
    data: { merchant: 'aurora', status, ...(endTime ? { endTime } : {}) },
    headers: DEV_HEADERS,
  });
  expect(response.ok()).toBe(true);
}

test('home shows banners and notices; a notice opens in a dialog; /rng adds the jackpot', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora' })).toBeVisible();
  const banners = page.getByRole('region', { name: 'Sepanduk' });
  await expect(banners.getByRole('img').first()).toBeVisible();
  const notices = page.getByRole('region', { name: 'Pengumuman' });
  const first = notices.getByRole('button', { name: /Welcome to the new lobby/ }).first();
  await expect(first).toBeVisible();
  await expectNoAxeViolations(page);

  await first.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /Welcome to the new lobby/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/rng');
  await expect(page.getByRole('group', { name: 'Jackpot progresif' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Sepanduk' }).getByRole('img').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('maintenance and region pages replace the site, and the site comes back', async ({ page }) => {
  try {
    await setStatus(page, 1, '2030-01-01T00:00:00Z');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Kami sedang diselenggara' })).toBeVisible();
    await expect(page.getByText('Dijangka tamat')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Customer service: the window opens first, then goes to the decoded, allow-listed chat link.
    await page
      .context()
      .route('https://chat.aurora.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
      );
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Hubungi khidmat pelanggan' }).click();
    await (await popup).waitForURL(/^https:\/\/chat\.aurora\.example\/livechat/);

    await setStatus(page, 2);
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Tidak tersedia di rantau anda' }),
    ).toBeVisible();
    await expect(page.getByText('Alamat IP anda')).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await setStatus(page, 0);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

/** Opens every hostile seed notice on the notice page and one in the marquee's dialog. */
async function openHostileNotices(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/noticePage');
  await expect(page.getByRole('heading', { level: 1, name: 'Pengumuman' })).toBeVisible();
  const hostile = page.getByRole('list', { name: 'Pengumuman' }).getByRole('button', {
    name: /^Hostile:/,
  });
  await expect(hostile.first()).toBeVisible();
  for (const title of await hostile.all()) await title.click();
  await page
    .getByRole('region', { name: 'Pengumuman' })
    .getByRole('button', { name: /^Hostile:/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  return dialogs;
}

/** No brand is seeded with the hostile notices (no visitor should read them): a dev control adds them. */
async function setHostileNotices(page: Page, enabled: boolean): Promise<void> {
  const response = await page.request.post('/wps/dev/hostileNotices', {
    data: { merchant: 'aurora', enabled },
    headers: DEV_HEADERS,
  });
  expect(response.ok()).toBe(true);
}

test.describe('hostile notices', () => {
  // Chromium reports a CSP violation ("Executing inline event handler ...") when SafeHtml's
  // DOMPurify parses markup with inline handlers: the handler is blocked and never runs, but the
  // report is a console error (docs/gotchas.md). This journey allows only that message.
  test.use({ allowedConsoleError: /^Executing inline event handler violates/ });
  test.beforeEach(({ page }) => setHostileNotices(page, true));
  test.afterEach(({ page }) => setHostileNotices(page, false));

  test('a hostile notice runs no script', async ({ page }) => {
    const dialogs = await openHostileNotices(page);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
    await expect(
      page.locator('[data-ui="SafeHtml"] script, [data-ui="SafeHtml"] [onerror]'),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test('the notice board shows 9 notices a page', async ({ page }) => {
  const notices = Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    title: `Notice ${i + 1}`,
    content: `<p>Body ${i + 1}</p>`,
    type: 'PL',
    createdAt: '2026-01-01T00:00:00Z',
  }));
  await page.route('**/wps/relay/NOTICE_list*', (route) =>
    route.fulfill({
      json: { success: true, value: { player: notices, banners: [], popup: [], promotion: [] } },
    }),
  );
  await page.goto('/noticePage');
  const list = page.getByRole('list', { name: 'Pengumuman' });
  await expect(list.getByRole('listitem')).toHaveCount(9);
  await expect(list.getByRole('listitem').first()).toContainText('Notice 1');
  await page
    .getByRole('navigation', { name: 'Halaman pengumuman' })
    .getByRole('button', { name: 'Halaman seterusnya' })
    .click();
  await expect(list.getByRole('listitem')).toHaveCount(9);
  await expect(list.getByRole('listitem').first()).toContainText('Notice 10');
  await page
    .getByRole('navigation', { name: 'Halaman pengumuman' })
    .getByRole('button', { name: 'Halaman seterusnya' })
    .click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('switching to AR turns the whole shell right to left', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('combobox', { name: 'Bahasa' }).selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  for (const part of [
    page.getByRole('banner'),
    page.getByRole('navigation').first(),
    page.getByRole('main'),
    page.getByRole('contentinfo'),
  ]) {
    await expect(part).toBeVisible();
    expect(await part.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  }
  await expectNoAxeViolations(page);
});

test('the help page opens the terms section from #term', async ({ page }) => {
  await page.goto('/help#term');
  const terms = page.locator('#help-term');
  await expect(terms).toHaveAttribute('open', '');
  await expect(terms.locator('script')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe('a screen whose chunk fails to load', () => {
  // The aborted request is logged by the browser, and React reports the failed load its error
  // boundary caught: that is the failure this journey stages.
  test.use({
    allowedConsoleError: /^Failed to load resource|dynamically imported module|^ChunkLoadError/,
  });

  test('offers a reload and keeps the header', async ({ page }) => {
    const helpChunk = /\/assets\/help-[\w-]+\.js$/;
    await page.route(helpChunk, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora' })).toBeVisible();
    // A client-side navigation: the entry is loaded, only the help screen's chunk is missing.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Bantuan' }).click();
    const notice = page.getByRole('heading', { name: 'Versi baharu laman ini tersedia' });
    await expect(notice).toBeVisible();
    // The link sat at the foot of the page; the screen it opens starts at the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unroute(helpChunk);
    await page.getByRole('button', { name: 'Muat semula' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bantuan' })).toBeVisible();
  });
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  /** Nothing reaches past the screen's right edge: the page never scrolls sideways. */
  async function expectNoSidewaysScroll(page: Page): Promise<void> {
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  }

  test('no page scrolls sideways, a lobby included, and a dialog fits the screen', async ({
    page,
  }) => {
    for (const path of ['/', '/rng', '/games/card', '/help', '/noticePage']) {
      await page.goto(path);
      await expect(page.locator('main#main')).not.toBeEmpty();
      if (path === '/rng') {
        await expect(page.getByRole('group', { name: 'Jackpot progresif' })).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
    }

    // The lottery asks a visitor to log in, in a dialog.
    await page.goto('/lottery');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    await expectNoSidewaysScroll(page);
  });
});

test.describe('on a phone', () => {
  // Lighthouse's phone: its viewport and pixel ratio, touch and no hover. Reduced motion, as in
  // every journey: the notice bar is then a still row.
  test.use({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });

  test("nothing moves while a page loads, even when the screen's code is slow to arrive", async ({
    page,
  }) => {
    // Every layout shift from the page's first frame, as CLS counts them.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The lobby's code is held back, as on a slow link: the header, the banner and the places of
    // what waits for the screen (docs/startup.md) stay as they are, and the footer and the
    // category chips do not come before the screen to be pushed around by it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = () => {};
    const lobbyAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route('**/assets/GameLobbyPage-*.js', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto('/rng');
    await lobbyAsked;
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const chips = page.getByRole('navigation', { name: 'Kategori permainan' });
    await expect(chips).toHaveCount(0);
    // A phone's way in is in the shell from the first paint.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log masuk' })).toBeVisible();
    release();
    await expect(chips.getByRole('link').first()).toBeVisible();
    // The notices have arrived: their bar keeps the one line it held.
    await expect(
      page.getByRole('region', { name: 'Pengumuman' }).getByRole('button').first(),
    ).toBeVisible();
    const games = page.getByRole('main').getByRole('list', { name: 'Permainan Slot' });
    await expect(games.getByRole('listitem')).toHaveCount(12);
    await expect(games.getByRole('listitem').first()).toHaveText(/\S/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThanOrEqual(0.02);
  });
  test('the home page keeps its rows in place while the winners and the games arrive', async ({
    page,
  }) => {
    // The part of every layout shift that moved a row of games.
    await page.addInitScript(() => {
      const moved: string[] = [];
      Object.assign(window, { rowShifts: moved });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources: { node: Node | null }[];
        })[]) {
          for (const { node } of entry.sources) {
            if (node instanceof Element && node.closest('[data-ui="GameRow"]')) {
              moved.push(node.textContent?.slice(0, 40) ?? '');
            }
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByLabel('Kemenangan terkini').getByRole('listitem').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Lihat semua kemenangan besar' })).toBeVisible();
    const firstRow = main.getByRole('region', { name: 'Permainan loteri popular' });
    await expect(firstRow.getByRole('listitem').first()).toHaveText(/\S/);
    // A frame after the last of them, for its shifts to be reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const moved = await page.evaluate(
      () => (window as unknown as { rowShifts: string[] }).rowShifts,
    );
    expect(moved).toEqual([]);
  });
});
