import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, sandboxUrl, test } from './fixtures';

// Installable (ADR 023): each brand's host names its own web manifest, icons and browser colour; a
// real robots.txt and a description per page; a service worker that opens a visited page offline,
// or the offline page in the visitor's language, and never keeps an API answer.

/**
 * The same sandbox under another brand's host (`*.localhost` is the loopback in Chromium). The
 * sandbox draws its pictures on its one `--origin` (ADR 022), which another host's policy does
 * not allow: the journey stays on a page without banners there.
 */
const onHost = (host: string, path = '/') => `http://${host}:${new URL(sandboxUrl()).port}${path}`;

const headLink = (page: Page, rel: string) =>
  page.locator(`link[rel="${rel}"]`).evaluate((link: HTMLLinkElement) => link.href);
const themeColor = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute('content');

test("each brand's host names its own manifest, icons and browser colour", async ({
  page,
  request,
}) => {
  for (const [host, code, name] of [
    ['127.0.0.1', 'aurora', 'Aurora Casino'],
    ['ember.localhost', 'ember', 'Ember Bet'],
    ['jade.localhost', 'jade', 'Jade Palace'],
  ] as const) {
    await page.goto(onHost(host, '/vnlottery'));
    const manifestUrl = await headLink(page, 'manifest');
    expect(new URL(manifestUrl).pathname).toBe(`/brands/${code}/manifest.webmanifest`);
    expect(new URL(await headLink(page, 'icon')).pathname).toBe(`/brands/${code}/icon.svg`);
    expect(new URL(await headLink(page, 'apple-touch-icon')).pathname).toBe(
      `/brands/${code}/apple-touch-icon.png`,
    );

    const answer = await request.get(new URL(manifestUrl).pathname);
    expect(answer.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await answer.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name, start_url: '/', display: 'standalone' });
    // A first visit sees the brand in its default mode: the browser's bar is the manifest's colour.
    expect(await themeColor(page)).toBe(manifest.theme_color);
    // Every icon it names is there, with its type, and one can be masked by a launcher.
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toMatch(/^image\/(png|svg\+xml)$/);
    }
  }
});

test("a visitor in the other mode gets the browser's bar in that mode's colour", async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get('/brands/aurora/manifest.webmanifest')).json()) as {
    theme_color: string;
  };
  await page.addInitScript(() => window.localStorage.setItem('lobby.mode', 'dark'));
  await page.goto('/');
  const dark = await themeColor(page);
  expect(dark).toMatch(/^#[0-9a-f]{6}$/);
  expect(dark).not.toBe(manifest.theme_color);
  // Switching mode in the header brings the light bar back.
  await page.getByRole('button', { name: 'Cerah' }).click();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    manifest.theme_color,
  );
});

test('robots.txt is a real one, and each page describes itself in the default language', async ({
  page,
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const rules = await robots.text();
  expect(rules).not.toContain('<html');
  expect(rules).toContain('User-agent: *');
  expect(rules).toContain('Disallow: /wps/');
  expect(rules).toContain('Disallow: /game\n');
  expect(rules).toContain('Allow: /games/');

  const descriptions = new Map<string, string>();
  for (const path of ['/', '/rng', '/live', '/promotions', '/help']) {
    await page.goto(path);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description, path).toBeTruthy();
    descriptions.set(path, description ?? '');
  }
  expect(new Set(descriptions.values()).size).toBe(descriptions.size);
  expect(descriptions.get('/rng')).toContain('slot');
});

test.describe('offline', () => {
  test.use({
    serviceWorkers: 'allow',
    // Offline, the page's own calls to the API fail, as they would without a worker.
    allowedConsoleError: /ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/,
  });

  /** Waits until the worker is active and has kept the page the visitor is on. */
  async function pageKept(page: Page): Promise<void> {
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            if (!registration?.active) return false;
            return (await caches.match(`${location.origin}${location.pathname}`)) !== undefined;
          }),
        { timeout: 15_000 },
      )
      .toBe(true);
  }

  /** Every address the worker's caches hold. */
  const keptAddresses = (page: Page) =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => request.url));
      }
      return urls;
    });

  test('a visited page opens offline, any other page shows the offline page in the visitor’s language', async ({
    page,
    context,
  }) => {
    await page.goto('/rng');
    await expect(page.getByRole('banner').getByText('AURORA', { exact: true })).toBeVisible();
    await pageKept(page);

    await context.setOffline(true);
    try {
      await page.reload();
      // The page as last seen: its shell, then the application from the kept files.
      expect(page.url()).toMatch(/\/rng$/);
      await expect(page.getByText('AURORA', { exact: true }).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ms');

      // A page this visit never opened: the offline page, at the address asked for.
      await page.goto('/promotions');
      expect(page.url()).toMatch(/\/promotions$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Anda di luar talian' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Muat semula' })).toBeVisible();
      await expectNoAxeViolations(page);

      // In the visitor's stored language and mode.
      await page.evaluate(() => {
        window.localStorage.setItem('lobby.language', 'AR');
        window.localStorage.setItem('lobby.mode', 'dark');
      });
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: 'أنت غير متصل بالإنترنت' }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('[data-mode]').first()).toHaveAttribute('data-mode', 'dark');
      await expectNoAxeViolations(page);
    } finally {
      await context.setOffline(false);
    }

    // Back online, its button brings the page.
    await page.getByRole('button', { name: 'إعادة التحميل' }).click();
    await expect(page.locator('[data-ui="ThemeRoot"]').first()).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 1, name: 'أنت غير متصل بالإنترنت' }),
    ).toHaveCount(0);

    // Nothing the API answered is in any of the worker's caches.
    const kept = await keptAddresses(page);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((url) => new URL(url).pathname.startsWith('/wps'))).toEqual([]);
  });
});
