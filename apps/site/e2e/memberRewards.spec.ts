import type { Locator, Page } from '@playwright/test';
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

// Rewards, missions and the manual rebate as a player uses them, against the sandbox's
// real bets, bonuses and ledger. Every journey uses a fresh member; the dev controls under
// /wps/dev/rewards give a reward, add a mission its bets can complete, or set a rebate rate.

const PASSWORD = 'Reward#Play2026';

async function loginAsNewPlayer(page: Page, balance: number): Promise<string> {
  const account = unique('rw');
  await createMember(page.request, { account, password: PASSWORD, balance });
  await openSite(page);
  await loginInHeader(page, account, PASSWORD);
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
  return account;
}

const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const menu = (page: Page) => memberCentre(page).getByRole('navigation', { name: 'Member centre' });
const shownPage = (page: Page) => memberCentre(page).locator('[data-ui="MemberCentre.Page"]');
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

async function goTo(page: Page, entry: string): Promise<void> {
  await menu(page).getByRole('link', { name: entry }).click();
  await expect(shownPage(page)).toHaveAccessibleName(entry);
}

/** Plays `rounds` rounds of the first slot at 10.00 a round; back in the lobby afterwards. */
async function playSlot(page: Page, rounds: number): Promise<void> {
  await page.goto('/rng');
  const cards = page
    .getByRole('main')
    .getByRole('list', { name: 'Slots games' })
    .getByRole('listitem');
  await cards.nth(1).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game\?/);
  const game = page.frameLocator('iframe');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeVisible();
  await game.getByRole('radio', { name: '10.00' }).check();
  for (let round = 0; round < rounds; round += 1) {
    await spin.click();
    await expect(spin).not.toHaveAttribute('aria-busy', 'true');
  }
  await expect(game.getByRole('status')).not.toContainText('No rounds played yet.');
  await game.getByRole('button', { name: 'Back to lobby' }).click();
  await expect(page).toHaveURL(/\/rng/);
}

/** The row of a DataTable (a card on a phone) that names `text`. */
function rowWith(page: Page, text: string): Locator {
  return shownPage(page).getByRole('row').filter({ hasText: text });
}

test('a player claims a reward and the rebate of their bets; balance, account record and bonus details agree', async ({
  page,
}) => {
  // 10% on slots for this brand: three rounds of 10.00 earn 3.00 (the seeded rate earns cents).
  await dev(page.request, 'rewards/rebateRate', {
    merchant: MERCHANT,
    gameType: 'RNG',
    rateBp: 1_000,
  });
  const account = await loginAsNewPlayer(page, 100_000);
  const title = unique('Journey reward ');
  await dev(page.request, 'rewards/grant', {
    merchant: MERCHANT,
    account,
    title,
    amount: 2_500,
    expiresInMinutes: 60,
  });
  await playSlot(page, 3);

  await page.goto('/rng?member=rewardCenter');
  await expect(shownPage(page)).toHaveAccessibleName('Reward center');
  await expect(menu(page).getByRole('link', { name: /Reward center/ })).toContainText('1');
  const row = rowWith(page, title);
  await expect(row).toContainText('P25.00');
  await expectNoAxeViolations(page);
  const beforeReward = await balanceOf(page);
  await row.getByRole('button', { name: `Claim ${title}` }).click();
  await expect(shownPage(page).getByText('No rewards to claim')).toBeVisible();
  await expect.poll(() => balanceOf(page)).toBe(beforeReward + 2_500);
  await shownPage(page).getByRole('tab', { name: 'Claimed' }).click();
  await expect(rowWith(page, title)).toBeVisible();

  await goTo(page, 'Manual rebate');
  const slots = rowWith(page, 'Slots');
  await expect(slots).toContainText('P30.00');
  await expect(slots).toContainText('P3.00');
  await expectNoAxeViolations(page);
  const beforeRebate = await balanceOf(page);
  await shownPage(page).getByRole('button', { name: 'Claim rebate' }).click();
  await expect(shownPage(page).getByText(/Today's rebate has been claimed/)).toBeVisible();
  await expect(shownPage(page).getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  await expect.poll(() => balanceOf(page)).toBe(beforeRebate + 300);

  // The account record names both as bonuses (and so does bonus details, memberRecords.spec.ts).
  await goTo(page, 'Account record');
  const bonuses = shownPage(page).getByRole('row').filter({ hasText: 'Bonus' });
  await expect(bonuses).toHaveCount(2);
  await expect(bonuses.first()).toContainText('+P3.00');
  await expect(bonuses.nth(1)).toContainText('+P25.00');
  await expect(shownPage(page).getByRole('row').nth(1)).toContainText(
    `P${((beforeRebate + 300) / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`,
  );

  // Bonus details name each by its source and title, and add up to what the balance gained.
  await goTo(page, 'Bonus details');
  await expect(rowWith(page, title)).toContainText('Reward');
  await expect(rowWith(page, title)).toContainText('P25.00');
  await expect(rowWith(page, 'Rebate')).toContainText('P3.00');
  const totals = shownPage(page).getByLabel('Totals', { exact: true });
  await expect(totals).toContainText('2');
  await expect(totals).toContainText('P28.00');
});

test('a player completes a mission by betting in a demo game and claims it once', async ({
  page,
}) => {
  const title = unique('Journey mission ');
  await dev(page.request, 'rewards/mission', {
    merchant: MERCHANT,
    title,
    gameType: 'RNG',
    target: 3_000,
    reward: 1_200,
  });
  await loginAsNewPlayer(page, 100_000);

  await page.goto('/rng?member=missionLeaderboard');
  await expect(shownPage(page)).toHaveAccessibleName('Mission activity');
  await expect(rowWith(page, title)).toContainText('In progress');
  await expect(shownPage(page).getByText(/not on today's board yet/)).toBeVisible();

  await playSlot(page, 3);
  await page.goto('/rng?member=missionLeaderboard');
  const row = rowWith(page, title);
  await expect(row).toContainText('P30.00 / P30.00');
  await expect(menu(page).getByRole('link', { name: /Mission activity/ })).toContainText('1');
  await expect(
    shownPage(page).getByText(/Your place today: \d+, valid bet P30\.00\./),
  ).toBeVisible();
  await expect(shownPage(page).getByRole('row').filter({ hasText: '(you)' })).toBeVisible();
  await expectNoAxeViolations(page);
  const before = await balanceOf(page);
  await row.getByRole('button', { name: `Claim ${title}` }).click();
  await expect(row).toContainText('Claimed');
  await expect.poll(() => balanceOf(page)).toBe(before + 1_200);
  await expect(menu(page).getByRole('link', { name: /Mission activity/ })).not.toContainText('1');
});

for (const screen of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the reward center, mission activity and manual rebate pass axe and fit at ${screen.width} px`, async ({
    page,
  }) => {
    const account = await loginAsNewPlayer(page, 100_000);
    await dev(page.request, 'rewards/grant', {
      merchant: MERCHANT,
      account,
      title: 'Expiring reward',
      amount: 1_000,
      expiresInMinutes: 90,
    });
    await page.setViewportSize(screen);
    for (const [name, entry] of [
      ['rewardCenter', 'Reward center'],
      ['missionLeaderboard', 'Mission activity'],
      ['manualRebate', 'Manual rebate'],
    ] as const) {
      await page.goto(`/?member=${name}`);
      await expect(shownPage(page)).toHaveAccessibleName(entry);
      await expect(memberCentre(page).locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(shownPage(page).getByRole('heading', { level: 2, name: entry })).toBeVisible();
      await expectNoAxeViolations(page);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
      }));
      expect(widths.page, name).toBeLessThanOrEqual(widths.screen);
    }
  });
}
