import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  MERCHANT,
  closeAfterLoginNotices,
  createMember,
  dev,
  expectLoggedIn,
  loginInHeader,
  openSite,
  setFlag,
  unique,
} from './support';

// Promotions as a player meets them, against the sandbox's seeded promotions, its ledger and the
// operator's decision (the dev control /wps/dev/promotions/decide). Every journey uses a fresh
// member: the seeded promotions are shared, each member's part in them is their own.

const PASSWORD = 'Promo#Play2026';
// The seeded brand's promotions (apps/sandbox/src/seed/promotions.ts).
const APPLY = 'Big win bonus';
const CLAIM = 'Welcome gift';
const JOIN = 'Weekend parlay league';

async function loginAsNewPlayer(page: Page, balance: number): Promise<string> {
  const account = unique('pr');
  await createMember(page.request, { account, password: PASSWORD, balance });
  await openSite(page);
  await loginInHeader(page, account, PASSWORD);
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
  return account;
}

const main = (page: Page) => page.getByRole('main');
const headerBalance = (page: Page) =>
  page
    .getByRole('banner', { includeHidden: true })
    .getByRole('group', { name: 'Balance', includeHidden: true });

/** The header's balance in minor units. */
async function balanceOf(page: Page): Promise<number> {
  const text = (await headerBalance(page).textContent()) ?? '';
  const amount = /([\d,]+\.\d{2})/.exec(text)?.[1] ?? '';
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
}

/** From /promotions to the promotion's detail by its card; answers its id. */
async function openPromotion(page: Page, title: string): Promise<number> {
  await page.goto('/promotions');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await main(page).getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+/);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('id'));
}

/** A 1x1 PNG: the form previews it, the server checks its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('a player applies with a comment and two images, is approved, and balance and account record agree', async ({
  page,
}) => {
  const account = await loginAsNewPlayer(page, 100_000);
  const id = await openPromotion(page, APPLY);
  await expect(main(page).getByRole('region', { name: 'Rules' })).toContainText('screenshots');

  await main(page).getByRole('button', { name: 'Apply' }).click();
  const form = main(page).getByRole('form', { name: 'Application' });
  await form.getByRole('textbox', { name: /Comment/ }).fill('Sweet Bonanza, a 120x win');
  await form.locator('input[type="file"]').setInputFiles([png('win-1.png'), png('win-2.png')]);
  await expect(form.getByRole('img', { name: 'win-2.png' })).toBeVisible();
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(main(page).getByText('Your application is being reviewed.')).toBeVisible();
  await expect(main(page).getByText('Applying', { exact: true })).toBeVisible();

  const before = await balanceOf(page);
  await dev(page.request, 'promotions/decide', {
    merchant: MERCHANT,
    username: account,
    promotionId: id,
    approve: true,
  });
  await page.reload();
  await expect(main(page).getByText('Issued', { exact: true })).toBeVisible();
  await expect(main(page).getByText(/P288\.00 has been credited/)).toBeVisible();
  await expect.poll(() => balanceOf(page)).toBe(before + 28_800);

  // The ledger: the account record's newest row is the bonus, and its balance is the header's.
  await page.goto('/promotions?member=transactionHistory');
  const record = page.getByRole('dialog', { name: 'Member centre' });
  const bonus = record.getByRole('row').filter({ hasText: 'Bonus' });
  await expect(bonus).toHaveCount(1);
  await expect(bonus).toContainText('+P288.00');
  await expect(bonus).toContainText('P1,288.00');
});

test('a claim pays once: a second claim from another tab is refused', async ({ page, context }) => {
  await loginAsNewPlayer(page, 50_000);
  await openPromotion(page, CLAIM);
  // A second tab of the same session (the session lives in the tab's session storage).
  const stored: [string, string][] = await page.evaluate(() =>
    Object.keys(window.sessionStorage).map((key): [string, string] => [
      key,
      window.sessionStorage.getItem(key) ?? '',
    ]),
  );
  const other = await context.newPage();
  await other.addInitScript((entries: [string, string][]) => {
    for (const [key, value] of entries) window.sessionStorage.setItem(key, value);
    window.localStorage.setItem('lobby.language', 'EN');
  }, stored);
  await other.goto(page.url());
  const otherClaim = other.getByRole('main').getByRole('button', { name: 'Claim P88.00' });
  await expect(otherClaim).toBeVisible();

  const before = await balanceOf(page);
  await main(page).getByRole('button', { name: 'Claim P88.00' }).click();
  await expect(main(page).getByText(/Claimed: P88\.00 has been credited/)).toBeVisible();
  await expect.poll(() => balanceOf(page)).toBe(before + 8_800);

  // The second tab still offers the claim; the server refuses it, and the tab shows what it holds.
  const refused = other.waitForResponse((response) =>
    response.url().endsWith('/wps/relay/PROMOTION_claim'),
  );
  await otherClaim.click();
  expect((await refused).status()).toBe(409);
  await expect(other.getByRole('main').getByText(/Claimed: P88\.00/)).toBeVisible();
  await expect.poll(() => balanceOf(page)).toBe(before + 8_800);
  await other.close();
});

test('a visitor is asked to log in at the action, a trial account to register', async ({
  page,
}) => {
  await test.step('a visitor: the login popup, nothing joined', async () => {
    await openSite(page);
    await openPromotion(page, JOIN);
    await main(page).getByRole('button', { name: 'Join' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  await test.step('a trial account: told to register', async () => {
    await setFlag(page.request, 'FREEPLAY3', true);
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Play for free' }).click();
      await expectLoggedIn(page);
      await openPromotion(page, APPLY);
      await main(page).getByRole('button', { name: 'Apply' }).click();
      await expect(
        page.getByRole('alertdialog', { name: 'A real account is needed' }),
      ).toBeVisible();
      await expect(main(page).getByRole('form', { name: 'Application' })).toHaveCount(0);
    } finally {
      await setFlag(page.request, 'FREEPLAY3', false);
    }
  });
});

// One member for both widths: a login costs more than the checks (CI time is scarce).
test('/promotions and /promoDetail pass axe and fit at 360 and 1280 px', async ({ page }) => {
  await loginAsNewPlayer(page, 10_000);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  for (const screen of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await test.step(`${screen.width} px`, async () => {
      await page.setViewportSize(screen);
      await page.goto('/promotions');
      const cards = main(page).getByRole('tabpanel').getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      // One card a row on a phone, three or more on a desktop.
      const tops = await cards.evaluateAll((items) =>
        items.slice(0, 4).map((item) => item.getBoundingClientRect().top),
      );
      const firstRow = tops.filter((top) => top === tops[0]).length;
      if (screen.width < 768) expect(firstRow).toBe(1);
      else expect(firstRow).toBeGreaterThanOrEqual(3);
      await expectNoAxeViolations(page);
      expect(await fits()).toBe(true);

      await main(page).getByRole('tab', { name: 'Daily' }).click();
      await expect(main(page).getByRole('link', { name: CLAIM })).toHaveCount(0);
      await openPromotion(page, APPLY);
      await main(page).getByRole('button', { name: 'Apply' }).click();
      await expect(main(page).getByRole('form', { name: 'Application' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await fits()).toBe(true);
    });
  }
});
