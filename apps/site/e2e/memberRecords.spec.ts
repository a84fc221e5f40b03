import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  MERCHANT,
  closeAfterLoginNotices,
  createMember,
  dev,
  expectLoggedIn,
  loginInHeader,
  unique,
} from './support';

// The member's records (doc 2 §2.3): a round played in a demo game shows at once in the betting
// record and in profit and loss, against the sandbox's real bets and ledger. A fresh member each
// time: player01's seeded history is shared with other journeys.

const PASSWORD = 'Records#Play2026';

async function loginAsNewPlayer(page: Page): Promise<string> {
  await page.addInitScript(() => window.localStorage.setItem('lobby.language', 'EN'));
  await page.goto('/rng');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  const account = unique('rec');
  await createMember(page.request, { account, password: PASSWORD, balance: 100_000 });
  await loginInHeader(page, account, PASSWORD);
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
  return account;
}

const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const shownPage = (page: Page) => memberCentre(page).locator('[data-ui="MemberCentre.Page"]');
const slotCards = (page: Page): Locator =>
  page.getByRole('main').getByRole('list', { name: 'Slots games' }).getByRole('listitem');

/** Plays one spin of the first slot game; answers the game's name. */
async function playOneSpin(page: Page): Promise<string> {
  const card = slotCards(page).first();
  const name = ((await card.getByRole('button').first().textContent()) ?? '').trim();
  await card.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game\?/);
  const game = page.frameLocator('iframe');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('status')).not.toContainText('No rounds played yet.');
  return name;
}

async function openMemberPage(page: Page, code: string, name: string): Promise<void> {
  await page.goto(`/?member=${code}`);
  await expect(shownPage(page)).toHaveAccessibleName(name);
  await expect(memberCentre(page).locator('[aria-busy="true"]')).toHaveCount(0);
}

async function expectFitsAndAxeClean(page: Page): Promise<void> {
  for (const screen of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(screen);
    await expect(memberCentre(page).locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  }
}

test('a spin of a demo game shows at once in the betting record, its detail and profit and loss', async ({
  page,
}) => {
  await loginAsNewPlayer(page);
  const gameName = await playOneSpin(page);

  await openMemberPage(page, 'personalHistoryCopy', 'Betting record');
  const records = shownPage(page);
  const row = records.getByRole('row').nth(1);
  await expect(row).toContainText(gameName.split(' ')[0] ?? '');
  await expect(row).toContainText('Slots');
  const totals = records.locator('[data-ui="Member.RecordTotals"]');
  await expect(totals).toContainText('Bets1');
  await expectFitsAndAxeClean(page);

  // The bet's detail: the money and the reels in words.
  await row.getByRole('button', { name: /^Details of bet \d+$/ }).click();
  const detail = page.getByRole('dialog', { name: /^Bet \d+$/ });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText('The reels stopped on');
  await expect(detail).toContainText(gameName.split(' ')[0] ?? '');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Filtered to slots, the bet is still there (the filter's choices are the types played).
  await records.getByRole('combobox', { name: 'Game type' }).selectOption('RNG');
  await expect(records.getByRole('row').nth(1)).toContainText('Slots');

  await openMemberPage(page, 'personalProfit', 'Personal profit and loss');
  const profit = shownPage(page);
  await expect(profit.locator('[data-ui="Member.RecordTotals"]')).toContainText('Bets1');
  await expect(profit.getByRole('row')).toHaveCount(2);
  await profit.getByRole('tab', { name: 'By game type' }).click();
  await expect(profit.getByRole('tabpanel').getByRole('row').nth(1)).toContainText('Slots');
  await expectFitsAndAxeClean(page);
});

test('bonus details list a credited bonus with its source; my account links the level to the player rank', async ({
  page,
}) => {
  const account = await loginAsNewPlayer(page);
  // A bonus as a claim credits one (wallet/bonus.ts), without another piece's page.
  await dev(page.request, 'records/bonus', {
    merchant: MERCHANT,
    account,
    source: 'mission',
    title: 'Bet 5.00 today',
    amount: 700,
  });

  await openMemberPage(page, 'bonusDetails', 'Bonus details');
  const bonuses = shownPage(page);
  const row = bonuses.getByRole('row').nth(1);
  await expect(row).toContainText('Mission');
  await expect(row).toContainText('Bet 5.00 today');
  await expect(row).toContainText('7.00');
  await expectFitsAndAxeClean(page);
  await bonuses.getByRole('combobox', { name: 'Source' }).selectOption('rebate');
  await expect(bonuses.getByText('No bonuses')).toBeVisible();

  // My account shows the level (a new member: the first) and links to the player rank.
  await openMemberPage(page, 'securityCenter', 'My account');
  await shownPage(page).getByRole('link', { name: 'Bronze' }).click();
  await expect(page).toHaveURL(/[?&]member=playerRank/);
  await expect(shownPage(page)).toHaveAccessibleName('Player rank');
  await expect(shownPage(page).getByText('Level 1 · Bronze')).toBeVisible();
  await expect(shownPage(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expectFitsAndAxeClean(page);
});
