import type { Page } from '@playwright/test';
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

// Free spins (issue 27) as a player meets them: claimed on /promoDetail, played in the slot game
// they are granted on (the game host's page in the lobby's frame). A free spin takes nothing from
// the balance and adds its win; the spins left drop by one. A fresh member: the spins are theirs.

const PASSWORD = 'Member#Play2026';

const headerBalance = (page: Page) =>
  page.getByRole('banner').getByRole('group', { name: 'Balance' });

/** Minor units of a shown amount such as `3.45` or `P1,003.45`. */
function minorUnitsOf(text: string): number {
  const match = /([\d,]+)\.(\d{2})/.exec(text);
  expect(match, `an amount in "${text}"`).not.toBeNull();
  return Number(`${match?.[1]?.replaceAll(',', '') ?? '0'}${match?.[2] ?? '00'}`);
}

const money = (minor: number): string =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('a fresh member claims free spins and plays one in the game: nothing is taken, the win is added', async ({
  page,
}) => {
  const id = await promotionOf(page.request, 'freeSpins');
  const account = unique('spins');
  await createMember(page.request, { account, password: PASSWORD, balance: 10_000 });
  await openSite(page);
  await loginInHeader(page, account, PASSWORD);
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);

  await page.goto(`/promoDetail?id=${id}`);
  const panel = page.getByRole('region', { name: 'Free spins' });
  await panel.getByRole('button', { name: 'Claim 20 free spins' }).click();
  await expect(panel.getByText('20 of 20')).toBeVisible();
  await expectNoAxeViolations(page, { include: '[data-ui="FreeSpins"]' });

  await panel.getByRole('button', { name: /^Play / }).click();
  await expect(page).toHaveURL(/\/game\?/);
  const game = page.frameLocator('iframe');
  await expect(game.getByText('Free spins left: 20')).toBeVisible();
  await expect(game.getByRole('checkbox', { name: 'Play free spins first' })).toBeChecked();
  await expect(headerBalance(page)).toContainText(money(10_000));

  // The stake chosen is 1.00, but the round is a free spin: it takes nothing.
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('status')).not.toContainText('No rounds played yet.');
  await expect(game.getByText('Free spins left: 19')).toBeVisible();
  const win = minorUnitsOf((await game.locator('#win').textContent()) ?? '');
  await expect(game.locator('#balance')).toHaveText(money(10_000 + win));
  await expect(headerBalance(page)).toContainText(money(10_000 + win));

  await page.goto(`/promoDetail?id=${id}`);
  await expect(panel.getByText('19 of 20')).toBeVisible();
  await expect(panel.getByText(`P${money(win)}`)).toBeVisible();
});
