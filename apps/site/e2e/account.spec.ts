import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  unique,
  uniqueMobile,
  setFlag,
  createMember,
  latestCode,
  captchaAnswer,
  openSite,
  headerLogin,
  loginInHeader,
  closeAfterLoginNotices,
  expectLoggedIn,
  DEV_HEADERS,
} from './support';

// Account access against the real sandbox, in English (the language is stored as a player would
// choose it). Each journey makes its own member through the dev controls, so journeys never depend
// on each other's password changes.

// The journeys provoke refusals on purpose (a wrong password, the new-IP step); Chromium reports
// each refused response on the console. Anything else logged as an error still fails a journey.
test.use({
  allowedConsoleError: /^Failed to load resource: the server responded with a status of 4\d\d/,
});

test('register by user name: logged in at once, and the dialogs pass axe', async ({ page }) => {
  await openSite(page);
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing is sent before the form is valid: the messages show under the fields.
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Username/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await dialog.getByRole('textbox', { name: /^Username/ }).fill(unique('newbie'));
  await dialog.getByRole('textbox', { name: /^Password/ }).fill('Fresh#Pass2026');
  await dialog.getByRole('textbox', { name: /^Confirm password/ }).fill('Fresh#Pass2027');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('The two passwords differ')).toBeVisible();

  await dialog.getByRole('textbox', { name: /^Confirm password/ }).fill('Fresh#Pass2026');
  await dialog
    .getByRole('textbox', { name: /^Security code/ })
    .fill(await captchaAnswer(page.request));
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  // The first login's welcome, then the popup notices.
  await expect(page.getByRole('dialog', { name: /^Welcome, newbie/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await closeAfterLoginNotices(page, /^Welcome, newbie/);
  await expectLoggedIn(page);
  await expect(page).toHaveURL(/\/$/);
});

test('register by mobile with the SMS code from the outbox', async ({ page }) => {
  await setFlag(page.request, 'MOBILENUMREG3', true);
  await setFlag(page.request, 'REGMOBVERF3', true);
  // The mobile tab asks a password where MOBILENUMPASSREG3 is on (issue 29).
  await setFlag(page.request, 'MOBILENUMPASSREG3', true);
  try {
    await openSite(page, '/register', { dialog: 'Register' });
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    const mobile = uniqueMobile();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await dialog.getByRole('button', { name: /Send code/ }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
    await dialog
      .getByRole('textbox', { name: /^Verification code/ })
      .fill(await latestCode(page.request, `+63${mobile}`));
    await dialog.getByRole('textbox', { name: /^Password/ }).fill('Mobile#Pass2026');
    await dialog.getByRole('textbox', { name: /^Confirm password/ }).fill('Mobile#Pass2026');
    await dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await dialog
      .getByRole('textbox', { name: /^Security code/ })
      .fill(await captchaAnswer(page.request));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog).toBeHidden();
    await closeAfterLoginNotices(page, /^Welcome, /);
    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await setFlag(page.request, 'MOBILENUMREG3', false);
    await setFlag(page.request, 'REGMOBVERF3', false);
    await setFlag(page.request, 'MOBILENUMPASSREG3', false);
  }
});

test('log in; a wrong password gets the spec message; repeated failures bring the captcha', async ({
  page,
}) => {
  const account = unique('player');
  await createMember(page.request, { account, password: 'Right#Pass2026' });
  await openSite(page);

  await loginInHeader(page, account, 'Wrong#Pass2026');
  await expect(page.getByRole('banner').getByText('Account or password wrong')).toBeVisible();
  // What was typed stays.
  await expect(headerLogin(page).getByRole('textbox', { name: /^Username/ })).toHaveValue(account);

  await headerLogin(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByText('Account or password wrong')).toBeVisible();
  await headerLogin(page).getByRole('button', { name: 'Log in' }).click();

  // The third failure: the server asks for a captcha, the login dialog takes over with it.
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'New image' })).toBeVisible();
  await expectNoAxeViolations(page);

  const answer = await captchaAnswer(page.request);
  await dialog.getByRole('textbox', { name: /^Username/ }).fill(account);
  await dialog.getByRole('textbox', { name: /^Password/ }).fill('Right#Pass2026');
  await dialog.getByRole('textbox', { name: /^Security code/ }).fill(answer);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
});

test('the default password forces a change, then the member is logged in', async ({ page }) => {
  const account = unique('dflt');
  await createMember(page.request, { account, password: '123456' });
  await openSite(page);
  await loginInHeader(page, account, '123456');

  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Username/ })).toHaveValue(account);
  // The server holds the session to the change since the login: no old password is asked for.
  await expect(dialog.getByRole('textbox', { name: /^Old password/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The change must happen: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('textbox', { name: /^New password/ }).fill('Changed#Pass2026');
  await dialog.getByRole('textbox', { name: /^Confirm new password/ }).fill('Changed#Pass2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page);

  // The new password works; the default no longer does.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await loginInHeader(page, account, 'Changed#Pass2026');
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
});

test('the forced change survives the tab being hidden and a reload, and the server refuses everything else meanwhile', async ({
  page,
}) => {
  const account = unique('hide');
  await createMember(page.request, { account, password: '123456' });
  await openSite(page);
  await loginInHeader(page, account, '123456');
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await expect(dialog).toBeVisible();

  // The session is held to the change by the server, not by the page.
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  const balance = await page.request.get('/wps/v2/wallets/balance', {
    headers: { Merchant: 'aurora', Device: 'WEB', Language: 'EN', Authorization: token ?? '' },
  });
  expect(balance.status()).toBe(403);

  // The player switches to their mail app, comes back, and even reloads: the change goes on.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Old password/ })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: /^New password/ }).fill('Changed#Pass2026');
  await dialog.getByRole('textbox', { name: /^Confirm new password/ }).fill('Changed#Pass2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page);
});

test('forgot by phone: the new password is set with the SMS code and logs the member in', async ({
  page,
}) => {
  const account = unique('forgot');
  const mobile = uniqueMobile();
  await createMember(page.request, {
    account,
    password: 'Forgotten#2026',
    countryDialingCode: '63',
    mobileNum: mobile,
  });
  await openSite(page);
  await page.getByRole('banner').getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await dialog.getByRole('button', { name: /Send code/ }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
  await dialog
    .getByRole('textbox', { name: /^Verification code/ })
    .fill(await latestCode(page.request, `+63${mobile}`));
  await dialog.getByRole('textbox', { name: /^New password/ }).fill('Remembered#2026');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(dialog).toBeHidden();
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
});

test('forgot by e-mail: a confirmation, and the e-mail in the outbox', async ({ page }) => {
  const account = unique('mail');
  const email = `${account}@demo.example`;
  await createMember(page.request, { account, password: 'Mailed#2026', email });
  await openSite(page);
  await page.getByRole('banner').getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });

  await dialog.getByRole('textbox', { name: /^Username/ }).fill(account);
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(`other-${email}`);
  await dialog.getByRole('button', { name: 'Send reset instructions' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();

  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByRole('button', { name: 'Send reset instructions' }).click();
  await expect(
    dialog.getByText(`We have sent instructions to reset your password to ${email}.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const outbox = await page.request.get(`/wps/dev/outbox?to=${encodeURIComponent(email)}`, {
    headers: DEV_HEADERS,
  });
  expect(((await outbox.json()) as { value: unknown[] }).value).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test('free play: a demo badge, and a protected action asks for a real account', async ({
  page,
}) => {
  await setFlag(page.request, 'FREEPLAY3', true);
  try {
    await openSite(page);
    await page.getByRole('button', { name: 'Play for free' }).click();
    await expect(page.getByText('Demo account', { exact: true })).toBeVisible();
    await expectLoggedIn(page);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    const warning = page.getByRole('alertdialog', { name: 'A real account is needed' });
    await expect(warning).toBeVisible();
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await expect(warning).toBeHidden();
  } finally {
    await setFlag(page.request, 'FREEPLAY3', false);
  }
});

test('a login from a new address asks for the extra step; the e-mailed code completes it', async ({
  page,
}) => {
  const account = unique('roam');
  const email = `${account}@demo.example`;
  await createMember(page.request, { account, password: 'Roaming#2026', email, knownIps: [] });
  await openSite(page);
  await loginInHeader(page, account, 'Roaming#2026');
  const dialog = page.getByRole('dialog', { name: "Verify it's you" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Send code/ }).click();
  await dialog
    .getByRole('textbox', { name: /^Verification code/ })
    .fill(await latestCode(page.request, email));
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
});

test('logout in one tab logs out the other', async ({ page }) => {
  const account = unique('tabs');
  await createMember(page.request, { account, password: 'TwoTabs#2026' });
  await openSite(page);
  await loginInHeader(page, account, 'TwoTabs#2026');
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);

  // A tab opened from this one starts with a copy of its session, as a player's second tab does.
  const [second] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(() => void window.open('/', '_blank')),
  ]);
  await expectLoggedIn(second);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(headerLogin(page)).toBeVisible();
  await expect(headerLogin(second)).toBeVisible();
  await expect(second.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  expect(await second.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
});

test('the whole login by keyboard alone', async ({ page }) => {
  const account = unique('keys');
  await createMember(page.request, { account, password: 'Keyboard#2026' });
  await openSite(page);
  const username = headerLogin(page).getByRole('textbox', { name: /^Username/ });
  for (let presses = 0; presses < 40; presses += 1) {
    if (await username.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(username).toBeFocused();
  await page.keyboard.type(account);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard#2026');
  await page.keyboard.press('Enter');
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
});

test('canary: the password never reaches storage, cookies, URLs or a plain request body', async ({
  page,
}) => {
  const canary = `Canary#9${Date.now().toString(36)}`;
  const account = unique('canary');
  await createMember(page.request, { account, password: '123456' });
  const seen: string[] = [];
  page.on('request', (request) => {
    seen.push(request.url(), request.postData() ?? '');
  });
  await openSite(page);

  // The journeys that handle the password: a forced change to the canary, a failed login with it,
  // a login with it and remember-me, a logout.
  await loginInHeader(page, account, '123456');
  const change = page.getByRole('dialog', { name: 'Change your password' });
  await change.getByRole('textbox', { name: /^New password/ }).fill(canary);
  await change.getByRole('textbox', { name: /^Confirm new password/ }).fill(canary);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expectLoggedIn(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out' })
    .getByRole('button', { name: 'Sign out' })
    .click();

  await loginInHeader(page, `${account}x`, canary);
  await expect(page.getByRole('banner').getByText('Account or password wrong')).toBeVisible();
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: /^Username/ }).fill(account);
  await dialog.getByRole('textbox', { name: /^Password/ }).fill(canary);
  await dialog.getByRole('checkbox', { name: 'Remember my username' }).check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
  await page.reload();
  await expectLoggedIn(page);

  const stored = await page.evaluate(() => {
    const all = (storage: Storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`);
    return [...all(window.localStorage), ...all(window.sessionStorage), document.cookie].join('\n');
  });
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('\n');
  expect(stored).not.toContain(canary);
  expect(cookies).not.toContain(canary);
  expect(cookies).toContain(account);
  const leaks = seen.filter(
    (text) => text.includes(canary) || text.includes(encodeURIComponent(canary)),
  );
  expect(leaks).toEqual([]);
  // The password did travel, encrypted: the login calls were made.
  expect(seen.some((text) => text.includes('/wps/session/login'))).toBe(true);
});

test('the first tap in the register dialog lands where it aims: no message moves the form', async ({
  page,
}) => {
  await openSite(page, '/register', { dialog: 'Register' });
  const dialog = page.getByRole('dialog', { name: 'Register' });
  // The username field has the focus; leaving it empty and untouched says nothing yet.
  await expect(dialog.getByRole('textbox', { name: /^Username/ })).toBeFocused();
  const terms = dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' });
  await terms.check();
  await expect(terms).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: /^Username/ })).not.toHaveAttribute(
    'aria-invalid',
  );
  // Sending says what is missing.
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Username/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});
