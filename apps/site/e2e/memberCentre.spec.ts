import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  MERCHANT,
  closeAfterLoginNotices,
  createMember,
  dev,
  expectLoggedIn,
  latestCode,
  loginInHeader,
  openSite,
  setFlag,
  unique,
} from './support';

// The member centre (doc 2 §2.3): money in and out as a player does it, against the sandbox's real
// ledger, deposit delay and withdrawal state machine.

const PASSWORD = 'Member#Play2026';

/** A new player with `balance` (minor units), logged in from the header. */
async function loginAsNewPlayer(page: Page, balance: number): Promise<string> {
  const account = unique('mc');
  await createMember(page.request, { account, password: PASSWORD, balance });
  await openSite(page);
  await loginInHeader(page, account, PASSWORD);
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
  return account;
}

const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const menu = (page: Page) => memberCentre(page).getByRole('navigation', { name: 'Member centre' });
// Under the open overlay the rest of the page is hidden from assistive technology, not from sight.
const headerBalance = (page: Page) =>
  page
    .getByRole('banner', { includeHidden: true })
    .getByRole('group', { name: 'Balance', includeHidden: true });
/** The overlay's page: a region named by its menu entry. */
const shownPage = (page: Page) => memberCentre(page).locator('[data-ui="MemberCentre.Page"]');

/** Goes to a page of the open overlay by its menu entry. */
async function goTo(page: Page, entry: string): Promise<void> {
  await menu(page).getByRole('link', { name: entry }).click();
  await expect(menu(page).getByRole('link', { name: entry })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

/** The first row of the account record (a card on a phone, a row on a desktop). */
function firstRecord(page: Page): Locator {
  return memberCentre(page).getByRole('row').nth(1);
}

/** A one-pixel PNG: a proof image as a phone's screenshot would be, only smaller. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('a player deposits 100.00; the header and the account record agree to the cent', async ({
  page,
}) => {
  await loginAsNewPlayer(page, 50_000);
  await expect(headerBalance(page)).toContainText('500.00');

  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await expect(memberCentre(page)).toBeVisible();
  await expect(page).toHaveURL(/[?&]member=depositv2/);
  const form = memberCentre(page).getByRole('form', { name: 'Deposit' });
  await form.getByRole('textbox', { name: /^Amount/ }).fill('100');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(
    memberCentre(page).getByText('Waiting for the operator to credit your deposit.'),
  ).toBeVisible();

  // The sandbox credits it after its delay; the site tells the player and the balance follows.
  await expect(page.getByText('Your deposit of P100.00 has been credited.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    memberCentre(page).getByText('Deposit arrival: P100.00 has been credited to your wallet.'),
  ).toBeVisible();
  await expect(headerBalance(page)).toContainText('600.00');

  await goTo(page, 'Account record');
  const row = firstRecord(page);
  await expect(row).toContainText('Deposit');
  await expect(row).toContainText('+P100.00');
  await expect(row).toContainText('P600.00');
  await expectNoAxeViolations(page);
});

test('withdraws with the payment password, and marks a disbursed withdrawal not received with a proof image', async ({
  page,
}) => {
  await loginAsNewPlayer(page, 500_000);
  // Deep-linked: the address opens the page.
  await page.goto('/?member=withdraw');
  await expect(memberCentre(page)).toBeVisible();

  await test.step('a first withdrawal asks for a payment password first', async () => {
    await memberCentre(page).getByRole('button', { name: 'Set payment password' }).click();
    await memberCentre(page)
      .getByLabel(/^New payment password/)
      .fill('246810');
    await memberCentre(page)
      .getByLabel(/^Confirm payment password/)
      .fill('246810');
    await memberCentre(page).getByRole('button', { name: 'Save' }).click();
    await expect(memberCentre(page).getByRole('form', { name: 'Withdrawal' })).toBeVisible();
  });

  await test.step('a payee, then the withdrawal', async () => {
    await memberCentre(page).getByRole('button', { name: 'Add payee' }).click();
    await memberCentre(page)
      .getByRole('textbox', { name: /^Bank name/ })
      .fill('Demo Bank');
    await memberCentre(page)
      .getByRole('textbox', { name: /^Account name/ })
      .fill('Pat Player');
    await memberCentre(page)
      .getByRole('textbox', { name: /^Account number/ })
      .fill('001234567890');
    await memberCentre(page).getByRole('button', { name: 'Save payee' }).click();
    await expect(memberCentre(page).getByRole('combobox', { name: /^Payee/ })).toBeVisible();

    const form = memberCentre(page).getByRole('form', { name: 'Withdrawal' });
    await form.getByRole('textbox', { name: /^Amount/ }).fill('150');
    await form.getByLabel(/^Payment password/).fill('246810');
    const created = page.waitForResponse((r) => r.url().includes('WITHDRAW_create'));
    await form.getByRole('button', { name: 'Withdraw' }).click();
    const { value } = (await (await created).json()) as { value: { id: number } };
    // The amount leaves the balance at once.
    await expect(headerBalance(page)).toContainText('4,850.00');

    await dev(page.request, 'withdrawal/step', { id: value.id, step: 'approve' });
    await dev(page.request, 'withdrawal/step', { id: value.id, step: 'disburse' });
  });

  await test.step('disbursed: not received, with a proof image and a comment', async () => {
    await page.reload();
    const withdrawal = memberCentre(page)
      .getByRole('region', { name: /^Withdrawal / })
      .first();
    await expect(
      withdrawal.getByText('The money has been sent. Did you receive it?'),
    ).toBeVisible();
    await withdrawal.getByRole('button', { name: 'Not received' }).click();
    await withdrawal
      .getByLabel(/^Proof images/)
      .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
    await withdrawal.getByRole('textbox', { name: /^Comment/ }).fill('Nothing arrived in my bank.');
    await withdrawal.getByRole('button', { name: 'Send proof' }).click();
    await expect(withdrawal.getByText('Not received', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('a visitor is asked to log in, a trial account to register, and a brand without the centre says so', async ({
  page,
}) => {
  await test.step('a visitor: the login popup, and the address drops the overlay', async () => {
    await openSite(page, '/?member=depositv2', { dialog: 'Log in' });
    await expect(page).not.toHaveURL(/member=/);
    await expect(memberCentre(page)).toHaveCount(0);
  });

  await test.step('a trial account: no Deposit, and the address asks for a real account', async () => {
    await setFlag(page.request, 'FREEPLAY3', true);
    try {
      await openSite(page);
      await page.getByRole('button', { name: 'Play for free' }).click();
      await expectLoggedIn(page);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toHaveCount(
        0,
      );
      await page.goto('/?member=depositv2');
      await expect(
        page.getByRole('alertdialog', { name: 'A real account is needed' }),
      ).toBeVisible();
      await expect(memberCentre(page)).toHaveCount(0);
    } finally {
      await setFlag(page.request, 'FREEPLAY3', false);
    }
  });

  await test.step('a brand without the member centre: no Deposit, and a warning', async () => {
    await page.evaluate(() => sessionStorage.clear());
    await page.context().clearCookies();
    await loginAsNewPlayer(page, 10_000);
    await setFlag(page.request, 'MEMBERCENTER3', false);
    try {
      await page.goto('/?member=depositv2');
      await expect(page.getByRole('alertdialog', { name: 'Not available' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toHaveCount(
        0,
      );
      await expectNoAxeViolations(page);
    } finally {
      await setFlag(page.request, 'MEMBERCENTER3', true);
    }
  });
});

test('a player binds an e-mail address with the code sent to it', async ({ page }) => {
  await loginAsNewPlayer(page, 10_000);
  await page.goto('/?member=securityCenter');
  await memberCentre(page).getByRole('button', { name: 'Bind email' }).click();
  const email = `${unique('bind')}@demo.example`;
  const form = memberCentre(page).getByRole('form', { name: 'Bind an e-mail address' });
  await form.getByRole('textbox', { name: /^E-mail address/ }).fill(email);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /Resend in/ })).toBeVisible();
  await form
    .getByRole('textbox', { name: /^Verification code/ })
    .fill(await latestCode(page.request, email));
  await form.getByRole('button', { name: 'Bind' }).click();
  await expect(memberCentre(page).getByText('Your e-mail address is bound.')).toBeVisible();
  await expect(memberCentre(page).getByRole('button', { name: 'Bind email' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('back closes the overlay; Escape closes it and focus returns to the button that opened it', async ({
  page,
}) => {
  await loginAsNewPlayer(page, 10_000);
  const withdraw = page.getByRole('banner').getByRole('button', { name: 'Withdraw' });
  await withdraw.click();
  await expect(memberCentre(page)).toBeVisible();
  await goTo(page, 'My wallet');
  await expect(page).toHaveURL(/member=transferFund/);
  await page.goBack();
  await expect(memberCentre(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/member=/);

  await withdraw.click();
  await expect(memberCentre(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(memberCentre(page)).toHaveCount(0);
  await expect(withdraw).toBeFocused();
});

const PAGES = [
  ['securityCenter', 'My account'],
  ['transferFund', 'My wallet'],
  ['depositv2', 'Deposit'],
  ['withdraw', 'Withdrawal'],
  ['transferUpline', 'Transfer to upline'],
  ['transactionHistory', 'Account record'],
] as const;

for (const screen of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`every member centre page passes axe and fits at ${screen.width} px, and the menu works by keyboard`, async ({
    page,
  }) => {
    const account = await loginAsNewPlayer(page, 250_000);
    await dev(page.request, 'member/upline', { merchant: MERCHANT, account, upline: 'agent01' });
    await page.setViewportSize(screen);
    if (screen.width < 768) {
      // A phone's header row has no room for Deposit: the menu behind the bottom bar's Account has it.
      await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeHidden();
      await page
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('button', { name: 'Account' })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Deposit' }).click();
      await expect(shownPage(page)).toHaveAccessibleName('Deposit');
    }
    for (const [name, entry] of PAGES) {
      await page.goto(`/?member=${name}`);
      await expect(shownPage(page)).toHaveAccessibleName(entry);
      // The page's answer is on screen (no placeholder left).
      await expect(memberCentre(page).locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(memberCentre(page).getByRole('heading', { level: 2 }).nth(1)).toBeVisible();
      await expectNoAxeViolations(page);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
      }));
      expect(widths.page, name).toBeLessThanOrEqual(widths.screen);
    }

    // By keyboard: to the menu's My wallet entry and Enter.
    const target = menu(page).getByRole('link', { name: 'My wallet' });
    for (let presses = 0; presses < 30; presses += 1) {
      if (await target.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(shownPage(page)).toHaveAccessibleName('My wallet');
    await expect(shownPage(page)).toBeFocused();
  });
}
