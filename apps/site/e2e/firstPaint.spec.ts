import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// A page's first paint is its own HTML (ADR 019): the shell the build rendered for a first visit
// (default brand aurora, language MY, light mode), with the first banner painted by the boot script,
// until the application replaces it. These journeys hold the application's code back to see it.

const ENTRY = '**/assets/index-*.js';

/** Holds the application's entry back until `release()`; `requested` tells whether it was asked. */
async function holdApplication(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { requested: false, release };
  await page.route(ENTRY, async (route) => {
    state.requested = true;
    await held;
    await route.continue();
  });
  return state;
}

const shell = (page: Page) => page.locator('[data-lobby-shell]');
const firstBanner = (page: Page) => page.locator('[data-first-banner] > img');

test('a first visit sees the header and the first banner before any of the application’s code', async ({
  page,
}) => {
  const application = await holdApplication(page);
  // Whether the application had been asked for when the first banner's picture arrived.
  let askedBeforeBanner: boolean | undefined;
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/banners/')) {
      askedBeforeBanner ??= application.requested;
    }
  });
  await page.goto('/rng');
  await expect(shell(page).getByText('AURORA', { exact: true })).toBeVisible();
  await expect(shell(page).getByText('Bahasa', { exact: true })).toBeVisible();
  await expect(firstBanner(page)).toBeVisible();
  await expect(firstBanner(page)).toHaveJSProperty('complete', true);
  expect(
    await firstBanner(page).evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  const picture = await firstBanner(page).getAttribute('src');
  // Only then is the application asked for.
  expect(askedBeforeBanner).toBe(false);
  await expect.poll(() => application.requested).toBe(true);

  // A picture of the page: nothing in it takes the focus or a click meanwhile.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  application.release();
  // The application's first render takes the shell's place, with the same picture in the same place.
  await expect(page.getByRole('banner').getByRole('form', { name: 'Log masuk' })).toBeVisible();
  await expect(shell(page)).toHaveCount(0);
  await expect(page.locator('#lobby-shell-style')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Sepanduk' }).getByRole('img').first(),
  ).toHaveAttribute('src', picture ?? '');
  await expect(page.getByRole('group', { name: 'Jackpot progresif' })).toBeVisible();
});

for (const [visit, key, value, loginName] of [
  ['another language', 'lobby.language', 'EN', 'Log in'],
  ['another mode', 'lobby.mode', 'dark', 'Log masuk'],
] as const) {
  test(`a visit the shell was not rendered for never sees it: ${visit}`, async ({ page }) => {
    await page.addInitScript((stored) => window.localStorage.setItem(stored.key, stored.value), {
      key,
      value,
    });
    const application = await holdApplication(page);
    await page.goto('/');
    await expect.poll(() => application.requested).toBe(true);
    // Hidden before its first paint: the first visit's words and colours are never on screen.
    await expect(shell(page)).toHaveCount(1);
    await expect(shell(page)).toBeHidden();
    application.release();
    await expect(page.getByRole('banner').getByRole('form', { name: loginName })).toBeVisible();
    await expect(shell(page)).toHaveCount(0);
  });
}

test('the first calls are asked once: the application takes the boot script’s answers', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/wps\/(system\/status|system\/permission|relay\/BANNER_list)$/.test(pathname)) {
      asked.push(pathname);
    }
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('form', { name: 'Log masuk' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sepanduk' })).toBeVisible();
  expect(asked.sort()).toEqual([
    '/wps/relay/BANNER_list',
    '/wps/system/permission',
    '/wps/system/status',
  ]);
});

test.describe('a first banner list that fails', () => {
  // The browser reports the failed answer; the page is what this journey reads.
  test.use({ allowedConsoleError: /status of 502/ });

  test('is asked again, and the page ends with its carousel', async ({ page }) => {
    let failures = 0;
    await page.route('**/wps/relay/BANNER_list*', async (route) => {
      if (failures > 0) return route.continue();
      failures += 1;
      return route.fulfill({ status: 502, json: { success: false, message: 'Bad gateway' } });
    });
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Sepanduk' }).getByRole('img').first(),
    ).toBeVisible();
    expect(failures).toBe(1);
  });
});

test.describe('the application’s code failing to load', () => {
  // The browser reports each blocked script; the page is what this journey reads.
  test.use({ allowedConsoleError: /net::ERR_FAILED|Failed to fetch dynamically imported module/ });

  test('the page says so in its language and offers a reload, which works once they are back', async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/rng');
    const failure = page.getByRole('main');
    await expect(failure.getByRole('heading', { level: 1 })).toHaveText(
      'Laman tidak dapat dimuatkan',
    );
    await expect(failure).toContainText('Sambungan rangkaian tidak normal. Sila cuba lagi.');
    await expectNoAxeViolations(page);

    await page.unroute('**/assets/*.js');
    await failure.getByRole('button', { name: 'Muat semula' }).click();
    await expect(page.getByRole('banner').getByRole('form', { name: 'Log masuk' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Slot' })).toBeVisible();
  });

  test('the API’s code alone failing: the page says so in the visitor’s language, and the reload works', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('lobby.language', 'EN'));
    await page.route('**/assets/runtime-*.js', (route) => route.abort());
    await page.goto('/');
    const failure = page.getByRole('main');
    await expect(failure.getByRole('heading', { level: 1 })).toHaveText('The site could not load');
    await expectNoAxeViolations(page);

    await page.unroute('**/assets/runtime-*.js');
    await failure.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('form', { name: 'Log in' })).toBeVisible();
  });
});
