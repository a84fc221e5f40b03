import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  closeAfterLoginNotices,
  createMember,
  expectLoggedIn,
  loginInHeader,
  openSite,
  promotionOf,
  unique,
} from './support';

// The promotion mechanics (issue 27) as a player meets them on /promoDetail: a red envelope opened
// once a day (a second try, from another tab, is refused), and a wheel whose spin a deposit earns.
// Fresh members only: the envelope and the spins are per member, so other journeys never see them.

const PASSWORD = 'Member#Play2026';

async function loginAsNewPlayer(page: Page, balance: number): Promise<void> {
  const account = unique('mech');
  await createMember(page.request, { account, password: PASSWORD, balance });
  await openSite(page);
  await loginInHeader(page, account, PASSWORD);
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
}

// Under the member centre's overlay the rest of the page is hidden from assistive technology, not
// from sight.
const headerBalance = (page: Page) =>
  page
    .getByRole('banner', { includeHidden: true })
    .getByRole('group', { name: 'Balance', includeHidden: true });

/** A second tab on the same address with the same session, as the browser's "Duplicate" makes. */
async function duplicateTab(page: Page, context: BrowserContext): Promise<Page> {
  const items = await page.evaluate(() => Object.entries(window.sessionStorage));
  const other = await context.newPage();
  await other.addInitScript((entries: [string, string][]) => {
    for (const [key, value] of entries) window.sessionStorage.setItem(key, value);
  }, items);
  await other.goto(page.url());
  return other;
}

/** Minor units of a shown amount such as `P3.45` or `P1,003.45`. */
function minorUnitsOf(text: string): number {
  const match = /([\d,]+)\.(\d{2})/.exec(text);
  expect(match, `an amount in "${text}"`).not.toBeNull();
  return Number(`${match?.[1]?.replaceAll(',', '') ?? '0'}${match?.[2] ?? '00'}`);
}

const money = (minor: number): string =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('a fresh member opens the red envelope once; a second try the same day is refused', async ({
  page,
  context,
}) => {
  const id = await promotionOf(page.request, 'redEnvelope');
  await loginAsNewPlayer(page, 10_000);
  await page.goto(`/promoDetail?id=${id}`);
  const envelope = page.getByRole('region', { name: 'Red envelope' });
  await expect(envelope.getByRole('button', { name: 'Open the envelope' })).toBeVisible();

  // The player duplicates the tab (the session lives in the tab's session storage, which a
  // duplicated tab copies): it shows the same closed envelope, to be tried there too.
  const other = await duplicateTab(page, context);
  const otherEnvelope = other.getByRole('region', { name: 'Red envelope' });
  await expect(otherEnvelope.getByRole('button', { name: 'Open the envelope' })).toBeVisible();

  await envelope.getByRole('button', { name: 'Open the envelope' }).click();
  const status = envelope.getByRole('status').filter({ hasText: 'You got' });
  await expect(status).toHaveText(/You got P\d+\.\d{2}/);
  const amount = minorUnitsOf((await status.textContent()) ?? '');
  expect(amount).toBeGreaterThanOrEqual(100);
  expect(amount).toBeLessThanOrEqual(888);
  await expect(envelope).toContainText("Today's envelope is open.");
  // The bonus is in the wallet: the header's balance follows.
  await expect(headerBalance(page)).toContainText(money(10_000 + amount));
  await expectNoAxeViolations(page, { include: '[data-ui="RedEnvelope"]' });

  await otherEnvelope.getByRole('button', { name: 'Open the envelope' }).click();
  await expect(otherEnvelope.getByRole('alert')).toHaveText(
    "You have opened today's red envelope already. The next one opens tomorrow.",
  );
  // The other tab's panel now shows today's envelope as it is, and the refusal moved no money.
  await expect(otherEnvelope).toContainText(money(amount));
  await page.reload();
  await expect(headerBalance(page)).toContainText(money(10_000 + amount));
});

test('a member deposits 100.00, which earns a spin, and spins the wheel', async ({ page }) => {
  const id = await promotionOf(page.request, 'wheel');
  await loginAsNewPlayer(page, 50_000);

  await page.goto(`/promoDetail?id=${id}`);
  const wheel = page.getByRole('region', { name: 'Prize wheel' });
  await expect(wheel.getByText('Spins left: 0')).toBeVisible();
  await expect(wheel.getByRole('button', { name: 'Spin' })).toBeDisabled();

  await test.step('deposits 100.00 through the member centre', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    const form = centre.getByRole('form', { name: 'Deposit' });
    await form.getByRole('textbox', { name: /^Amount/ }).fill('100');
    await form.getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByText('Your deposit of P100.00 has been credited.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(headerBalance(page)).toContainText('600.00');
  });

  await page.goto(`/promoDetail?id=${id}`);
  await expect(wheel.getByText('Spins left: 1')).toBeVisible();
  await wheel.getByRole('button', { name: 'Spin' }).click();
  // The wheel turns to the server's segment, then tells the result.
  const result = wheel.getByRole('status').filter({ hasText: /You won|No prize this time/ });
  await expect(result).toBeAttached({ timeout: 10_000 });
  const text = (await result.textContent()) ?? '';
  const won = text.startsWith('You won') ? minorUnitsOf(text) : 0;
  await expect(wheel.getByText('Spins left: 0')).toBeVisible();
  await expect(headerBalance(page)).toContainText(money(60_000 + won));
  await expectNoAxeViolations(page, { include: '[data-ui="PrizeWheel"]' });
});
