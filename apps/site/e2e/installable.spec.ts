import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Installable (ADR 023): each brand's host names its own web manifest, icons and browser colour; a
// real robots.txt and a description per page.

/**
 * The same sandbox under another brand's host (`*.localhost` is the loopback in Chromium). The
 * sandbox draws its pictures on its one `--origin` (ADR 022), which another host's policy does
 * not allow: the journey stays on a page without banners there.
 */
const onHost = (host: string, path = '/') =>
  `http://${host}:${new URL(test.info().project.use.baseURL ?? '').port}${path}`;

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
