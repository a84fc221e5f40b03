import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  MERCHANT,
  captchaAnswer,
  closeAfterLoginNotices,
  createMember,
  dev,
  expectLoggedIn,
  loginInHeader,
  openSite,
  unique,
} from './support';

// Platform information and invite friends: the unread count on the avatar, the Mailbox
// and the menu entry; money events arriving as messages and toasts; the referral link that brings
// a friend into the friends list. Fresh members and the sandbox's dev controls, never player01.

const PASSWORD = 'Member#Play2026';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Logs in and answers the promotions the member can act on, as the server told the page: the
 * avatar's count is those and the unread messages.
 */
async function login(page: Page, account: string): Promise<number> {
  const offers = page.waitForResponse((r) => r.url().includes('PROMOTION_count'));
  await openSite(page);
  await loginInHeader(page, account, PASSWORD);
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
  const { value } = (await (await offers).json()) as { value: { count: number } };
  return value.count;
}

async function loginAsNewPlayer(
  page: Page,
  balance = 50_000,
): Promise<{ account: string; offers: number }> {
  const account = unique('mm');
  await createMember(page.request, { account, password: PASSWORD, balance });
  return { account, offers: await login(page, account) };
}

/** The avatar's count: the promotions on offer and `unread` messages. */
async function expectUnclaimed(page: Page, offers: number, unread: number): Promise<void> {
  const count = offers + unread;
  if (count === 0) await expect(avatar(page)).not.toContainText('Unclaimed');
  else await expect(avatar(page)).toContainText(`Unclaimed items: ${count}`);
}

const sendNotice = (page: Page, account: string, title: string) =>
  dev(page.request, 'messages/send', {
    merchant: MERCHANT,
    account,
    title,
    body: `${title}: a word from the operator.`,
  });

const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const menuEntry = (page: Page, name: RegExp) =>
  memberCentre(page).getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name });
// Under the open overlay the header is hidden from assistive technology, not from sight: its
// count is read from the button's text (the badge's label is visually hidden text inside it).
const avatar = (page: Page) =>
  page
    .getByRole('banner', { includeHidden: true })
    .getByRole('button', { name: /^Account menu/, includeHidden: true });

/** The tab comes back into view: the site asks the unread count again (as it does every 30 s). */
async function tabShown(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

/** Axe at a phone's width and a desktop's. */
async function axeAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
}

test('reading a message lowers the unread count on the avatar by one; mark all read clears the badges', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const account = unique('mm');
  await createMember(page.request, { account, password: PASSWORD, balance: 10_000 });
  for (const title of ['Welcome aboard', 'Weekend reload', 'Scheduled maintenance']) {
    await sendNotice(page, account, title);
  }
  const offers = await login(page, account);
  await expectUnclaimed(page, offers, 3);

  await test.step('the Mailbox carries the count and opens the messages', async () => {
    await avatar(page).click();
    const mailbox = page.getByRole('menuitem', { name: /^Mailbox/ });
    await expect(mailbox).toHaveAccessibleName(/Unread messages: 3/);
    await mailbox.click();
    await expect(memberCentre(page)).toBeVisible();
    await expect(page).toHaveURL(/[?&]member=messageV2/);
    await expect(menuEntry(page, /^Platform information/)).toHaveAccessibleName(/3 new/);
  });

  await test.step('opening one marks it read: one fewer everywhere', async () => {
    await memberCentre(page).getByRole('button', { name: 'Weekend reload', exact: true }).click();
    const opened = page.getByRole('dialog', { name: 'Weekend reload' });
    await expect(opened).toContainText('Weekend reload: a word from the operator.');
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
    await expectUnclaimed(page, offers, 2);
    await expect(menuEntry(page, /^Platform information/)).toHaveAccessibleName(/2 new/);
    await expect(memberCentre(page).getByText('2 unread')).toBeVisible();
  });

  await axeAtBothWidths(page);

  await test.step('delete asks first', async () => {
    await memberCentre(page).getByRole('button', { name: 'Delete “Welcome aboard”' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      memberCentre(page).getByRole('button', { name: 'Welcome aboard', exact: true }),
    ).toHaveCount(0);
    await expectUnclaimed(page, offers, 1);
  });

  await test.step('mark all read clears the badges', async () => {
    await memberCentre(page).getByRole('button', { name: 'Mark all read' }).click();
    await expect(memberCentre(page).getByText('No unread messages')).toBeVisible();
    await expect(menuEntry(page, /^Platform information/)).toHaveAccessibleName(
      'Platform information',
    );
    await expectUnclaimed(page, offers, 0);
  });
});

test('a deposit the sandbox settles arrives as a message and a toast; an operator notice is toasted as it arrives', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const { account, offers } = await loginAsNewPlayer(page);
  // The operator credits deposits only when told, for this journey.
  await dev(page.request, 'deposit/delay', { ms: 600_000 });
  try {
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    const form = memberCentre(page).getByRole('form', { name: 'Deposit' });
    await form.getByRole('textbox', { name: /^Amount/ }).fill('120');
    const created = page.waitForResponse((r) => r.url().includes('DEPOSIT_create'));
    await form.getByRole('button', { name: 'Deposit' }).click();
    const { value } = (await (await created).json()) as { value: { id: number } };

    await dev(page.request, 'deposit/settle', { id: value.id, outcome: 'credited' });
    // Told once, by the deposit watch; and it is in the inbox, unread.
    await expect(page.getByText('Your deposit of P120.00 has been credited.')).toBeVisible({
      timeout: 15_000,
    });
    await expectUnclaimed(page, offers, 1);
    await expect(page.getByText(/\(no\. \d+\) has been credited to your wallet/)).toHaveCount(0);

    await menuEntry(page, /^Platform information/).click();
    await memberCentre(page).getByRole('button', { name: 'Deposit arrival', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Deposit arrival' })).toContainText(
      `Your deposit of P120.00 (no. ${value.id}) has been credited to your wallet.`,
    );
    await page.keyboard.press('Escape');
    await expectUnclaimed(page, offers, 0);
  } finally {
    await dev(page.request, 'deposit/delay', { ms: 3_000 });
  }

  await test.step('a notice sent while the member is online is toasted when the count is next asked', async () => {
    await sendNotice(page, account, 'Live casino upgrade');
    await tabShown(page);
    await expect(page.getByText('Live casino upgrade: a word from the operator.')).toBeVisible();
    await expectUnclaimed(page, offers, 1);
  });
});

test('the invite page shows the link and its QR code, and a friend who registers with it appears', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP);
  await loginAsNewPlayer(page);
  await page.goto('/?member=referral');
  await expect(memberCentre(page)).toBeVisible();
  const link = memberCentre(page).getByRole('textbox', { name: 'Your referral link' });
  await expect(link).toHaveValue(/\/register\?referralCode=[A-Z2-9]{8}$/);
  await expect(
    memberCentre(page).getByRole('img', { name: 'QR code of your referral link' }),
  ).toBeVisible();
  await expect(memberCentre(page).getByText('No friends yet')).toBeVisible();
  await axeAtBothWidths(page);
  const address = new URL(await link.inputValue());

  const friend = unique('fr');
  await test.step('the friend registers from the link, in a browser of their own', async () => {
    const context = await browser.newContext({
      ...(baseURL === undefined ? {} : { baseURL }),
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    try {
      const other = await context.newPage();
      await openSite(other, `${address.pathname}${address.search}`, { dialog: 'Register' });
      const dialog = other.getByRole('dialog', { name: 'Register' });
      await dialog.getByRole('textbox', { name: /^Username/ }).fill(friend);
      await dialog.getByRole('textbox', { name: /^Password/ }).fill('Fresh#Pass2026');
      await dialog.getByRole('textbox', { name: /^Confirm password/ }).fill('Fresh#Pass2026');
      await dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
      await expect(dialog.getByRole('textbox', { name: /^Username/ })).toHaveValue(friend);
      await dialog
        .getByRole('textbox', { name: /^Security code/ })
        .fill(await captchaAnswer(other.request));
      await dialog.getByRole('button', { name: 'Register' }).click();
      await expect(dialog).toBeHidden();
    } finally {
      await context.close();
    }
  });

  await page.reload();
  const friends = memberCentre(page).getByRole('table', {
    name: 'Friends who registered with your link',
  });
  // Masked: the first two characters and the last.
  await expect(friends).toContainText(
    `${friend.slice(0, 2)}${'*'.repeat(friend.length - 3)}${friend.slice(-1)}`,
  );
  await expect(memberCentre(page).getByText('Friends invited').locator('..')).toContainText('1');
});
