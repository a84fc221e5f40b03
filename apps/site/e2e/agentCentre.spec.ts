import type { Browser, Page } from '@playwright/test';
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

// The agent centre as agents use it, against the sandbox's real team, ledger and contracts. The
// journeys make fresh agents and members with the dev controls (an operator contract for a fresh
// agent, a member under an upline, slot rounds for a player); only the read-only accessibility
// sweep looks at the seeded agent01.

const PASSWORD = 'Agent#Play2026';
const PAYMENT_PASSWORD = '246810';

const agentCentre = (page: Page) => page.getByRole('dialog', { name: 'Agent' });
const menu = (page: Page) => agentCentre(page).getByRole('navigation', { name: 'Agent' });
const shownPage = (page: Page) => agentCentre(page).locator('[data-ui="AgentCentre.Page"]');

async function logIn(page: Page, account: string): Promise<void> {
  await openSite(page);
  await loginInHeader(page, account, PASSWORD);
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
}

async function goTo(page: Page, entry: string): Promise<void> {
  await menu(page).getByRole('link', { name: entry }).click();
  await expect(shownPage(page)).toHaveAccessibleName(entry);
}

/** A fresh agent (type 1) with a balance and a payment password. */
async function newAgent(page: Page, balance: number, type = 1): Promise<string> {
  const account = unique('ag');
  await createMember(page.request, {
    account,
    password: PASSWORD,
    type,
    balance,
    paymentPassword: PAYMENT_PASSWORD,
  });
  return account;
}

test('an agent opens the centre on the overview, finds a member of the team and transfers to them', async ({
  page,
}) => {
  const agent = await newAgent(page, 50_000);
  const member = unique('dm');
  await createMember(page.request, {
    account: member,
    password: PASSWORD,
    upline: agent,
  });
  await logIn(page, agent);

  await test.step('the drop menu has Agent center, which opens on the overview', async () => {
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Agent center' }).click();
    await expect(shownPage(page)).toHaveAccessibleName('Overview');
    const size = shownPage(page).getByRole('group', { name: 'Team size' });
    await expect(size.or(shownPage(page).getByText('Team size').locator('..'))).toContainText('1');
  });

  await test.step('team management finds the member by account and shows them', async () => {
    await goTo(page, 'Team management');
    await shownPage(page).getByRole('searchbox', { name: 'Find a member by account' }).fill(member);
    await shownPage(page)
      .getByRole('list', { name: 'Members found' })
      .getByRole('button', { name: new RegExp(member) })
      .click();
    await expect(shownPage(page).getByRole('region', { name: member })).toBeVisible();
  });

  await test.step('a transfer with the payment password reaches the member', async () => {
    const card = shownPage(page).getByRole('region', { name: member });
    await card.getByRole('button', { name: 'Transfer' }).click();
    await card.getByRole('textbox', { name: /^Amount/ }).fill('125.50');
    await card.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
    await card.getByRole('button', { name: 'Transfer', exact: true }).last().click();
    await expect(card.getByText(`P125.50 has been sent to ${member}.`)).toBeVisible();
    // The member's card is asked again: their balance is what was sent.
    await expect(card.getByText('P125.50').first()).toBeVisible();
    await expect(
      page
        .getByRole('banner', { includeHidden: true })
        .getByRole('group', { name: 'Balance', includeHidden: true }),
    ).toContainText('374.50');
  });
  await expectNoAxeViolations(page);
});

/** A second browser of its own: the other agent of the contract. */
async function secondAgent(
  browser: Browser,
  baseURL: string | undefined,
  account: string,
): Promise<Page> {
  const context = await browser.newContext({
    ...(baseURL === undefined ? {} : { baseURL }),
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await logIn(page, account);
  return page;
}

test('a contract an agent offers, a sub-agent accepts in another browser; settlement pays it into my income and the account record', async ({
  page,
  browser,
  baseURL,
}) => {
  const upline = await newAgent(page, 0);
  const sub = await newAgent(page, 0, 2);
  await dev(page.request, 'member/upline', { merchant: MERCHANT, account: sub, upline });
  const player = unique('tp');
  await createMember(page.request, {
    account: player,
    password: PASSWORD,
    balance: 100_000,
    upline: sub,
  });
  // The upline holds a daily salary of 5 % from the operator: it may offer at most that.
  await dev(page.request, 'agent/contract', {
    merchant: MERCHANT,
    account: upline,
    kind: 'dailyWage',
    period: 'D',
    tiers: [{ threshold: 0, activeMembers: 0, rateBp: 500 }],
  });

  await test.step('the upline offers the sub-agent a daily salary of 2 %', async () => {
    await logIn(page, upline);
    await page.goto('/?agent=agentDailyWages2');
    await expect(shownPage(page)).toHaveAccessibleName('Daily salary');
    const form = shownPage(page).getByRole('form', { name: 'Offer a Daily salary contract' });
    await form.getByRole('combobox', { name: /^Downline agent/ }).selectOption({ label: sub });
    await form.getByRole('textbox', { name: 'Daily valid bet' }).fill('0');
    await form.getByRole('textbox', { name: 'Active members' }).fill('0');
    await form.getByRole('textbox', { name: 'Rate (%)' }).fill('2');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expect(
      shownPage(page).getByText('The contract is offered. It starts once accepted.'),
    ).toBeVisible();
  });

  const subPage = await secondAgent(browser, baseURL, sub);
  try {
    await test.step('the sub-agent sees the offer with its what-if, and accepts it', async () => {
      await subPage.goto('/?agent=agentDailyWages2');
      const offer = shownPage(subPage).getByRole('region', {
        name: `Daily salary contract offered by ${upline}`,
      });
      await expect(offer).toBeVisible();
      await expect(offer.getByRole('table').first()).toBeVisible();
      await expectNoAxeViolations(subPage);
      await offer.getByRole('button', { name: 'Accept' }).click();
      await expect(offer).toHaveCount(0);
      await expect(
        shownPage(subPage).getByRole('table', { name: 'Daily salary tiers, Daily' }),
      ).toBeVisible();
    });

    await test.step('the sub-agent’s team plays; settlement pays the sub-agent 2 % of it', async () => {
      await dev(page.request, 'agent/bets', {
        merchant: MERCHANT,
        account: player,
        rounds: 5,
        stake: 2_000,
      });
      await dev(page.request, 'agent/settle', { merchant: MERCHANT });
      await goTo(subPage, 'My income');
      const income = shownPage(subPage).getByRole('table');
      await expect(income.getByRole('row').filter({ hasText: 'Daily salary' })).toHaveCount(1);
      const amount = (await income
        .getByRole('row')
        .filter({ hasText: 'Daily salary' })
        .getByText(/P\d+\.\d\d/)
        .first()
        .textContent())!.trim();
      // 5 rounds of 20.00 are at most 100.00 of valid bet: 2 % of it is at most 2.00, above 0.
      const cents = Math.round(Number(amount.replace(/[^\d.]/g, '')) * 100);
      expect(cents).toBeGreaterThan(0);
      expect(cents).toBeLessThanOrEqual(200);

      // The same payout is a row of the account record, and the header's balance.
      await subPage.goto('/?member=transactionHistory');
      await expect(
        subPage.getByRole('dialog').getByRole('row').filter({ hasText: 'Contract payout' }),
      ).toContainText(amount);
    });
  } finally {
    await subPage.context().close();
  }
});

test('a player has no agent entry, the centre says non-agents cannot log in, and the sandbox refuses; /join takes an application', async ({
  page,
}) => {
  const account = unique('pl');
  await createMember(page.request, { account, password: PASSWORD, balance: 1_000 });
  await logIn(page, account);

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Agent center' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/?agent=agentTeamOverview');
  await expect(page.getByRole('alertdialog', { name: 'Agent centre' })).toContainText(
    'Non-agents cannot log in',
  );
  await expect(agentCentre(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/agent=/);

  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  const headers = { Merchant: MERCHANT, Device: 'WEB', Language: 'EN', Authorization: token ?? '' };
  for (const call of ['AGENT_overview', 'AGENT_downline', 'CONTRACT_list', 'AGENT_income']) {
    const refused = await page.request.get(`/wps/relay/${call}`, { headers });
    expect(refused.status(), call).toBe(403);
    expect(((await refused.json()) as { code?: string }).code, call).toBe('NOT_AGENT');
  }

  await test.step('the player applies on /join and sees the application under review', async () => {
    await page.keyboard.press('Escape');
    await page.goto('/join');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Pat Player');
    await page.getByRole('textbox', { name: /^Contact/ }).fill('pat@demo.example');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Under review')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByText('Under review')).toBeVisible();
  });
});

const PAGES = [
  ['agentAnnouncement', 'Announcement'],
  ['agentTeamOverview', 'Overview'],
  ['registerCenter', 'Account'],
  ['downlineManagmentView', 'Team management'],
  ['personalHistoryCopy', 'Team betting'],
  ['palStatementsAgentCopy', 'User profit and loss'],
  ['agentRevenueReport', 'My income'],
  ['agentDownlineTransactionDetailsCopy', 'Transaction details'],
  ['agentDividendRecordCopy2', 'Dividend'],
  ['agentDailyWages2', 'Daily salary'],
  ['agentHourSalary', 'Hourly salary'],
  ['agentRealtimeSalary', 'Real-time salary'],
] as const;

for (const screen of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`every agent centre page passes axe and fits at ${screen.width} px, and the menu works by keyboard`, async ({
    page,
  }) => {
    await openSite(page);
    await loginInHeader(page, 'agent01', 'Agent#2026');
    await closeAfterLoginNotices(page);
    await expectLoggedIn(page);
    await page.setViewportSize(screen);
    // The address opens the first page; the menu moves through the others (no reload between).
    test.setTimeout(PAGES.length * 6_000);
    await page.goto(`/?agent=${PAGES[0][0]}`);
    for (const [name, entry] of PAGES) {
      await test.step(entry, async () => {
        if (name !== PAGES[0][0]) await goTo(page, entry);
        await expect(page).toHaveURL(new RegExp(`agent=${name}`));
        // The page's answer is on screen: no placeholder left.
        await expect(agentCentre(page).locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(shownPage(page).locator('[data-ui^="Skeleton"]')).toHaveCount(0);
        await expectNoAxeViolations(page);
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          screen: window.innerWidth,
        }));
        expect(widths.page, name).toBeLessThanOrEqual(widths.screen);
      });
    }

    // By keyboard: back from the page (focused after the move) to the menu's Team betting entry.
    const target = menu(page).getByRole('link', { name: 'Team betting' });
    for (let presses = 0; presses < 30; presses += 1) {
      if (await target.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Shift+Tab');
    }
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(shownPage(page)).toHaveAccessibleName('Team betting');
  });
}
