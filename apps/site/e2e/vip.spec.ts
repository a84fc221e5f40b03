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

// The VIP club, the winner board and feedback (issue 27) on aurora: the ladder for a visitor, a
// member's progress from bets played through the dev controls, the winner board reached from the
// home page's ticker, and a feedback refused in place and then sent. Each member is its own.

const PASSWORD = 'VipClub#2026';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

const main = (page: Page) => page.getByRole('main');

/** axe on the page as it is, on a phone and on a desktop. */
async function axeAtBothWidths(page: Page): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
}

test('a visitor reads the VIP levels and is asked to log in for their progress', async ({
  page,
}) => {
  await openSite(page, '/vip', { heading: 'VIP club' });
  const table = main(page).getByRole('region', { name: 'VIP levels and benefits' });
  await expect(table.getByText('VIP 8')).toBeVisible();
  await expect(table.getByText('Your level')).toHaveCount(0);
  await axeAtBothWidths(page);
  await main(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a member with bets sees their VIP level and the bars to the next', async ({ page }) => {
  const account = unique('vip');
  await createMember(page.request, { account, password: PASSWORD, balance: 5_000_000 });
  // Eleven rounds of 100.00: a valid bet of 1,100.00, past level 1's 1,000.00 (no deposit asked).
  await dev(page.request, 'agent/bets', { merchant: MERCHANT, account, rounds: 11, stake: 10_000 });
  await openSite(page, '/vip', { heading: 'VIP club' });
  await loginInHeader(page, account, PASSWORD);
  await closeAfterLoginNotices(page, /Welcome|Important security notice/);
  await expectLoggedIn(page);
  const progress = main(page).getByRole('region', { name: 'Your VIP progress' });
  await expect(progress.getByText('To reach VIP 2:')).toBeVisible();
  await expect(
    progress.getByRole('progressbar', { name: /^Valid bet: P1,100\.00 of/ }),
  ).toBeVisible();
  await expect(main(page).getByRole('row').filter({ hasText: 'Your level' })).toContainText(
    'VIP 1',
  );
  await axeAtBothWidths(page);
});

test('the home ticker leads to the winner board, which lists the latest wins', async ({ page }) => {
  await openSite(page, '/');
  await page.getByRole('link', { name: 'See all big wins' }).click();
  await expect(page).toHaveURL(/\/winners$/);
  const board = main(page).getByRole('region', { name: 'Winner board' });
  await expect(board.getByText(/\*\*\*/).first()).toBeVisible();
  await axeAtBothWidths(page);
});

test('a feedback too short is refused in place, then sent', async ({ page }) => {
  await openSite(page, '/help', { heading: 'Help' });
  await main(page)
    .getByRole('link', { name: /Send us feedback/ })
    .click();
  const form = main(page).getByRole('form', { name: 'Feedback' });
  const content = form.getByRole('textbox', { name: /Your feedback/ });
  await content.fill('Too short');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(content).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Use 10 to 500 characters')).toBeVisible();
  await axeAtBothWidths(page);
  await content.fill('Too short a note before; now a proper suggestion for the lobby.');
  await form.getByRole('combobox', { name: 'Subject' }).selectOption('game');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(
    main(page).getByRole('heading', { name: 'Thank you for your feedback' }),
  ).toBeFocused();
});

test('a hot match asks a visitor to log in, and opens the sports book for a member', async ({
  page,
}) => {
  const account = unique('hot');
  await createMember(page.request, { account, password: PASSWORD, balance: 100_000 });
  await openSite(page, '/sports', { heading: 'Sports' });
  const matches = main(page).getByRole('region', { name: 'Hot matches' });
  const bet = matches.getByRole('button', { name: /^Bet now on / }).first();
  await expect(bet).toBeVisible();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, { include: '[data-ui="HotMatches"]' });
  }
  await bet.click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await loginInHeader(page, account, PASSWORD);
  await closeAfterLoginNotices(page, /Welcome|Important security notice/);
  await expectLoggedIn(page);
  await bet.click();
  await expect(page).toHaveURL(/\/(fbsports|game)\b/);
});

test('a member takes a seat in a PVP room, which launches its game', async ({ page }) => {
  const account = unique('pvp');
  await createMember(page.request, { account, password: PASSWORD, balance: 100_000 });
  await openSite(page, '/pvp', { heading: 'PVP' });
  await expect(
    main(page).getByText('Log in to see the open PVP rooms and take a seat.'),
  ).toBeVisible();
  await loginInHeader(page, account, PASSWORD);
  await closeAfterLoginNotices(page, /Welcome|Important security notice/);
  await expectLoggedIn(page);
  const rooms = main(page).getByRole('region', { name: 'PVP rooms' });
  await expect(rooms.getByRole('button', { name: /^Join .* room$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, { include: '[data-ui="Member.Panel"]' });
  await rooms
    .getByRole('button', { name: /^Join .* room$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/game\b/);
});
