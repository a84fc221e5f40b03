import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, sandboxUrl, test } from './fixtures';
import { closeAfterLoginNotices, dev, expectLoggedIn, loginInHeader, unique } from './support';

// Player protection (issue 30) on jade, the regulated demo brand: limits the sandbox enforces, the
// reality check from the server's session start, and a time-out that ends the session and refuses
// the next login with its end. Each journey uses a member of its own, made through the dev controls.

const PASSWORD = 'Protect#Play2026';

// The refused deposit and the refused login are answered 4xx on purpose; Chromium reports each
// refused response on the console. Anything else logged as an error still fails a journey.
test.use({
  allowedConsoleError: /^Failed to load resource: the server responded with a status of 4\d\d/,
});

const sandboxOrigin = () => new URL(sandboxUrl()).origin;

/** Jade's host (`*.localhost` is the loopback in Chromium): the same sandbox, the jade brand. */
const jadeOrigin = () => `http://jade.localhost:${new URL(sandboxOrigin()).port}`;
const onJade = (path: string) => `${jadeOrigin()}${path}`;

/**
 * The sandbox names its pictures (the footer's vendor logos) on its one origin, which jade's
 * policy does not allow: as an operator's own assets would be, they are named on jade's host here
 * (the sandbox serves them on any host). The page under test is otherwise the real one.
 */
async function picturesOnJade(page: Page): Promise<void> {
  await page.route(/\/wps\//, async (route) => {
    // Node cannot resolve jade.localhost: asked of the sandbox by address, under jade's host.
    const request = route.request();
    const response = await route.fetch({
      url: request.url().replace(jadeOrigin(), sandboxOrigin()),
      headers: { ...request.headers(), host: new URL(jadeOrigin()).host },
    });
    if (!(response.headers()['content-type'] ?? '').includes('json')) {
      await route.fulfill({ response });
      return;
    }
    const body = (await response.text()).replaceAll(sandboxOrigin(), jadeOrigin());
    await route.fulfill({ response, body });
  });
}

/** A new jade player with `balance` (minor units), logged in from the header on the page. */
async function loginOnJade(page: Page, balance: number): Promise<string> {
  const account = unique('rg');
  await dev(page.request, 'member', {
    merchant: 'jade',
    firstLoginDone: true,
    account,
    password: PASSWORD,
    balance,
  });
  await page.addInitScript(() => window.localStorage.setItem('lobby.language', 'EN'));
  await picturesOnJade(page);
  await page.goto(onJade('/responsibleGaming'));
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
  await loginInHeader(page, account, PASSWORD);
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
  return account;
}

/** A limit's card on the page: its form is named by the limit ("Daily deposit limit"). */
const limitForm = (page: Page, name: string) => page.getByRole('main').getByRole('form', { name });

/** The card around it: the limit in force, what is used, when it resets, a pending change. */
const limitCard = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

const headerBalance = (page: Page) =>
  page
    .getByRole('banner', { includeHidden: true })
    .getByRole('group', { name: 'Balance', includeHidden: true });

test('a daily deposit limit of 50.00 refuses a deposit of 100.00; raising it waits for the cooling-off', async ({
  page,
}) => {
  await loginOnJade(page, 50_000);
  await expect(headerBalance(page)).toContainText('500.00');

  const daily = limitForm(page, 'Daily deposit limit');
  await daily.getByRole('textbox', { name: /^New limit/ }).fill('50');
  await daily.getByRole('button', { name: 'Save limit' }).click();
  await expect(daily.getByText('Saved. It applies now.')).toBeVisible();
  await expect(limitCard(page, 'Daily deposit limit')).toContainText('50.00');

  // The deposit form: the server refuses, the form says which limit, how much and when it resets,
  // and keeps the amount typed; the balance does not move.
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const form = centre.getByRole('form', { name: 'Deposit' });
  await form.getByRole('textbox', { name: /^Amount/ }).fill('100');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(centre.getByText(/daily deposit limit of 50\.00/)).toBeVisible();
  await expect(centre.getByText(/The limit resets on .*(UTC|GMT)/)).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Amount/ })).toHaveValue('100');
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  await expect(headerBalance(page)).toContainText('500.00');

  // Raising it is a change waiting for the cooling-off, shown with the day it applies.
  await daily.getByRole('textbox', { name: /^New limit/ }).fill('200');
  await daily.getByRole('button', { name: 'Save limit' }).click();
  await expect(daily.getByText('Saved. The change applies in 24 hours.')).toBeVisible();
  await expect(limitCard(page, 'Daily deposit limit')).toContainText(
    /Rises to P?200\.00 on .*(UTC|GMT)/,
  );
});

test('a reality check comes due from the server’s session start, with the session’s figures', async ({
  page,
}) => {
  const account = await loginOnJade(page, 20_000);
  const time = page.getByRole('main').getByRole('form', { name: 'Reality check' });
  await time.getByRole('combobox', { name: 'Remind me every' }).selectOption('15');
  await time.getByRole('button', { name: 'Save' }).click();
  await expect(time.getByText('Saved. It applies now.')).toBeVisible();

  // The session started 16 minutes ago, as the server sees it: the check is due, even though
  // this page has been open for seconds, and a reload does not start the clock again.
  await dev(page.request, 'protection/sessionAge', { merchant: 'jade', account, minutes: 16 });
  await page.reload();
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('You have been playing for 16 min');
  await expect(check).toContainText('You are even.');
  await expect(check.getByRole('button', { name: 'Continue' })).toBeFocused();
  // It needs an answer: Escape does not dismiss it.
  await page.keyboard.press('Escape');
  await expect(check).toBeVisible();
  await expectNoAxeViolations(page);

  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toBeHidden();
  // Seen: a reload does not ask again before the next interval.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
  await expectLoggedIn(page);
  await expect(page.getByRole('alertdialog', { name: 'Reality check' })).toHaveCount(0);
});

test('a 24-hour time-out logs out at once, and the next login is refused with its end', async ({
  page,
}) => {
  const account = await loginOnJade(page, 10_000);
  await page.getByRole('button', { name: 'Time-out for 24 hours' }).click();
  const confirm = page.getByRole('dialog', { name: 'Take a time-out for 24 hours?' });
  await expect(confirm).toContainText('It cannot be lifted early');
  const taken = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/PROTECTION_break'),
  );
  await confirm.getByRole('button', { name: 'Start the time-out' }).click();
  const { value } = (await (await taken).json()) as { value: { until: string } };
  // The end as the site writes it: the player's language and time zone, the zone named.
  const until = await page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('en', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(new Date(at)),
    value.until,
  );

  const notice = page.getByRole('alertdialog', { name: 'Your break has started' });
  await expect(notice).toContainText(`Your break lasts until ${until}`);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

  // The visitor's page asks to log in for the tools; the login is refused with the end.
  await expect(
    page.getByText('Log in to set your limits, a reality check or a break.'),
  ).toBeVisible();
  await loginInHeader(page, account, PASSWORD);
  await expect(
    page.getByRole('banner').getByText(`You are taking a break until ${until}`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
});

for (const screen of [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
]) {
  test(`the responsible-gaming page passes axe at ${screen.width} px`, async ({ page }) => {
    await page.setViewportSize(screen);
    await page.addInitScript(() => window.localStorage.setItem('lobby.language', 'EN'));
    const account = unique('rgaxe');
    await dev(page.request, 'member', {
      merchant: 'jade',
      firstLoginDone: true,
      account,
      password: PASSWORD,
      balance: 10_000,
    });
    await picturesOnJade(page);
    // Every page's footer leads there (a page without banners: see picturesOnJade).
    await page.goto(onJade('/vip'));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Responsible gaming', exact: true })
      .click();
    await expect(page).toHaveURL(/\/responsibleGaming$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
    await expectNoAxeViolations(page);
    // A member sees the tools; the log-in goes through the login dialog on a phone.
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('textbox', { name: /^Username/ }).fill(account);
    await login.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await closeAfterLoginNotices(page);
    await expect(page.getByRole('form', { name: 'Daily deposit limit' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Take a break' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The member centre's way there: My account links to the page, the overlay closing.
    await page.goto(onJade('/vip?member=securityCenter'));
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await centre.getByRole('link', { name: /^Responsible gaming: limits/ }).click();
    await expect(centre).toBeHidden();
    await expect(page.getByRole('form', { name: 'Daily deposit limit' })).toBeVisible();
  });
}
