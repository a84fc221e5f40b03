// The registry alone: the package entry uses Vite-only imports that Playwright's loader lacks.
import { catalogTags } from '@lobby/i18n/registry';
import { expect, expectNoAxeViolations, test } from './fixtures';

const catalogChunk = new RegExp(`/assets/(${catalogTags.join('|')})-[\\w-]+\\.js$`);

test('theme and language switch, survive a reload, and only the active catalog is fetched', async ({
  page,
}) => {
  const catalogs: string[] = [];
  page.on('request', (request) => {
    if (catalogChunk.test(new URL(request.url()).pathname)) catalogs.push(request.url());
  });

  await page.goto('/');
  // Default language MY (Malay), default brand, light mode.
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora' })).toBeVisible();
  // The home page's ticker, labelled in Malay: the catalog is the visitor's.
  await expect(page.getByText('Kemenangan terkini', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(catalogs).toHaveLength(1);
  await expectNoAxeViolations(page);

  const root = page.locator('[data-ui="ThemeRoot"]');
  await expect(root).toHaveAttribute('data-mode', 'light');
  const lightCanvas = await root.evaluate((el) => getComputedStyle(el).backgroundColor);

  await page.getByRole('button', { name: 'Gelap' }).click();
  await expect(root).toHaveAttribute('data-mode', 'dark');
  expect(await root.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(lightCanvas);
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: 'Bahasa' }).selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('أحدث الأرباح', { exact: true })).toBeVisible();
  await expect(root).toHaveAttribute('dir', 'rtl');
  // Right to left, the heading starts at the right edge.
  const heading = await page
    .getByRole('heading', { level: 1 })
    .evaluate((el) => getComputedStyle(el).direction);
  expect(heading).toBe('rtl');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(root).toHaveAttribute('data-mode', 'dark');
  await expect(page.getByRole('button', { name: 'داكن' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
});

test('the header works by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The top bar comes first in the tab order (language, app download, theme, login), then the logo
  // and the navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Bahasa' })).toBeFocused();
  const dark = page.getByRole('button', { name: 'Gelap' });
  for (let i = 0; i < 10 && !(await dark.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(dark).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-ui="ThemeRoot"]')).toHaveAttribute('data-mode', 'dark');
  // On through the login form and the logo to the navigation's promotions link; Enter follows it.
  const promotions = page.getByRole('navigation').getByRole('link', { name: 'Promosi' });
  for (
    let i = 0;
    i < 40 && !(await promotions.evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(promotions).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/promotions$/);
  await expectNoAxeViolations(page);
});

test('a stored language the site does not support falls back to MY', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lobby.language', 'XX'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.getByRole('combobox', { name: 'Bahasa' })).toHaveValue('MY');
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Halaman tidak dijumpai' })).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke laman utama' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoAxeViolations(page);
});

test('the sandbox answers system status in the envelope and sends the security headers', async ({
  request,
}) => {
  const status = await request.get('/wps/system/status', { headers: { Merchant: 'aurora' } });
  expect(status.ok()).toBe(true);
  expect(await status.json()).toEqual({ success: true, value: { status: 0 } });

  const page = await request.get('/');
  const csp = page.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
});
