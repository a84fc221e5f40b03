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
  unique,
} from './support';

// The points mall (issue 27) against the sandbox's real ledger: points earned by real bets, a
// redeem and a conversion with the payment password, and the wallet's ledger agreeing with the
// points history.

// A wrong payment password is answered 400, which the browser logs.
test.use({
  allowedConsoleError: /^Failed to load resource: the server responded with a status of 400/,
});

const PASSWORD = 'Member#Play2026';
const PAYMENT_PASSWORD = '135790';

const headerBalance = (page: Page) =>
  page
    .getByRole('banner', { includeHidden: true })
    .getByRole('group', { name: 'Balance', includeHidden: true });
const summary = (page: Page) => page.getByRole('region', { name: 'My points' });
const mall = (page: Page) => page.getByRole('region', { name: 'Items' });

/** The points the summary shows, as a number. */
async function shownPoints(page: Page): Promise<number> {
  const text =
    (await summary(page).locator('[data-ui="PointsSummary.Balance"]').textContent()) ?? '';
  return Number(text.replace(/,/g, ''));
}

async function openMall(
  page: Page,
  account: string | null,
  screen?: { width: number; height: number },
): Promise<void> {
  await openSite(page);
  if (account !== null) {
    await loginInHeader(page, account, PASSWORD);
    await closeAfterLoginNotices(page);
    await expectLoggedIn(page);
  }
  // The header's login form is the desktop's; the screen is set once logged in.
  if (screen) await page.setViewportSize(screen);
  await page.goto('/pointMall');
  await expect(page.getByRole('heading', { level: 1, name: 'Points shop' })).toBeVisible();
}

test('a player earns points by betting, redeems an item and converts points; the ledgers agree', async ({
  page,
}) => {
  const account = unique('pm');
  // No payment password yet: the first redeem asks for one, and the page sets it.
  await createMember(page.request, { account, password: PASSWORD, balance: 1_000_000 });
  // Ten slot rounds of 200.00, played as the demo game plays them: each valid bet earns points.
  await dev(page.request, 'agent/bets', { merchant: MERCHANT, account, rounds: 10, stake: 20_000 });

  await openMall(page, account);
  await expect(summary(page)).toContainText('100 points = P1.00');
  await expect(summary(page).locator('[data-ui="PointsSummary.Balance"]')).not.toHaveText('0');
  const earned = await shownPoints(page);
  // 200 points a losing or winning round (a push earns none): at most 2,000.
  expect(earned).toBeGreaterThanOrEqual(1_500);
  expect(earned).toBeLessThanOrEqual(2_000);
  const walletBefore = (await headerBalance(page).textContent()) ?? '';

  const openMug = () =>
    mall(page)
      .getByRole('article', { name: 'Travel mug' })
      .getByRole('button', { name: 'Redeem' })
      .click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Travel mug' });

  await test.step('a first redeem asks for a payment password, set on the page', async () => {
    await openMug();
    await dialog.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Set a payment password first' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Set payment password' }).click();
    await page.getByLabel(/^New payment password/).fill(PAYMENT_PASSWORD);
    await page.getByLabel(/^Confirm payment password/).fill(PAYMENT_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Set payment password' })).toBeHidden();
    await expect(summary(page)).toContainText(earned.toLocaleString('en-US'));
  });

  await test.step('a wrong payment password is told in place; the right one redeems', async () => {
    await openMug();
    await expect(dialog).toContainText('500 points');
    await dialog.getByLabel(/^Payment password/).fill('000000');
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The payment password is wrong.');
    await dialog.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect(dialog).toBeHidden();
    // Focus is back on the item's button, for a keyboard.
    await expect(
      mall(page)
        .getByRole('article', { name: 'Travel mug' })
        .getByRole('button', { name: 'Redeem' }),
    ).toBeFocused();
    await expect(mall(page).getByRole('status')).toContainText('Travel mug × 1 redeemed.');
    await expect(summary(page)).toContainText((earned - 500).toLocaleString('en-US'));
    const redeems = page.getByRole('table', { name: 'Redeem history' });
    await expect(redeems.getByRole('row').nth(1)).toContainText('Travel mug');
    await expect(redeems.getByRole('row').nth(1)).toContainText('In Process');
  });

  await test.step('1,000 points convert to P10.00 in the wallet', async () => {
    const form = page.getByRole('form', { name: 'Convert points' });
    await form.getByRole('textbox', { name: /^Points/ }).fill('1000');
    await expect(form).toContainText('P10.00');
    await form.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: 'Convert' }).click();
    await expect(
      page.getByText('1,000 points converted: P10.00 added to your wallet.'),
    ).toBeVisible();
    await expect(summary(page)).toContainText((earned - 1_500).toLocaleString('en-US'));
    await expect(headerBalance(page)).not.toHaveText(walletBefore);
  });

  await test.step('the points details list the conversion, the redeem and the bets', async () => {
    await page.getByRole('tab', { name: 'Points details' }).click();
    const details = page.getByRole('table', { name: 'Points details' });
    await expect(details.getByRole('row').nth(1)).toContainText('Convert');
    await expect(details.getByRole('row').nth(1)).toContainText('-1,000');
    await expect(details.getByRole('row').nth(2)).toContainText('Redeem');
    await expect(details.getByRole('row').nth(2)).toContainText('-500');
    await expect(details.getByRole('row').nth(3)).toContainText('Slots');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('convert');
    await expect(details.getByRole('row')).toHaveCount(2);
  });

  await test.step('the account record has the conversion as a bonus of P10.00', async () => {
    await page.goto('/?member=transactionHistory');
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(centre).toBeVisible();
    const first = centre.getByRole('row').nth(1);
    await expect(first).toContainText('Bonus');
    await expect(first).toContainText('+P10.00');
  });
});

test('a visitor sees the items and is asked to log in to redeem; a trial account to register', async ({
  page,
}) => {
  await openMall(page, null);
  const mug = mall(page).getByRole('article', { name: 'Travel mug' });
  await expect(mug).toContainText('500 points');
  await expect(
    mall(page)
      .getByRole('article', { name: 'Smart watch' })
      .getByRole('button', { name: 'Redeem' }),
  ).toBeDisabled();
  await mug.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');

  const trial = unique('pt');
  await createMember(page.request, { account: trial, password: PASSWORD, type: 4 });
  await page.goto('/');
  await loginInHeader(page, trial, PASSWORD);
  await closeAfterLoginNotices(page);
  await page.goto('/pointMall');
  await mall(page)
    .getByRole('article', { name: 'Travel mug' })
    .getByRole('button', { name: 'Redeem' })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'A real account is needed' })).toBeVisible();
});

for (const screen of [
  { width: 360, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`the points mall passes axe and fits at ${screen.width} px`, async ({ page }) => {
    const account = unique('pa');
    await createMember(page.request, {
      account,
      password: PASSWORD,
      balance: 100_000,
      paymentPassword: PAYMENT_PASSWORD,
    });
    await dev(page.request, 'agent/bets', {
      merchant: MERCHANT,
      account,
      rounds: 2,
      stake: 10_000,
    });
    await openMall(page, account, screen);
    await expect(page.getByRole('tab', { name: 'Redeem history' })).toBeVisible();
    await expect(page.getByText('No redeems yet')).toBeVisible();
    await expect(mall(page).getByRole('article')).not.toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      screen.width,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Points details' }).click();
    await expectNoAxeViolations(page);
  });
}
