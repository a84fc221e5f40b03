import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  MERCHANT,
  captchaAnswer,
  closeAfterLoginNotices,
  createMember,
  dev,
  expectLoggedIn,
  latestCode,
  openSite,
  setFlag,
  unique,
  uniqueMobile,
} from './support';

// Social and phone-provider sign-in (doc 1 §3, §4, §8, §9; issue 29) against the sandbox's
// simulated identity provider. Aurora offers Google (seeded); the journeys that sign in by phone
// switch aurora's phone channel and code login on, and off again.

async function setChannel(request: APIRequestContext, channel: string, enabled: boolean) {
  await dev(request, 'identity/channel', { merchant: MERCHANT, channel, enabled });
}

/** Makes the provider answer the next call with this failure. */
async function nextFault(request: APIRequestContext, fault: string) {
  await dev(request, 'identity/fault', { merchant: MERCHANT, fault });
}

function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Log in' });
}

/** The Google button's popup, with the phone number its account verified. */
async function signInWithGoogle(page: Page, phoneNumber: string): Promise<void> {
  const opened = page.waitForEvent('popup');
  await loginDialog(page).getByRole('button', { name: 'Google' }).click();
  const popup = await opened;
  await popup.getByRole('textbox', { name: 'Phone number' }).fill(phoneNumber);
  // The popup hands its answer to the page and closes itself.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
}

test.describe('social sign-in with Google', () => {
  test('the popup signs in the member its phone belongs to', async ({ page }) => {
    const account = unique('soc');
    const mobile = uniqueMobile();
    await createMember(page.request, {
      account,
      password: 'Social#Pass2026',
      countryDialingCode: '63',
      mobileNum: mobile,
    });
    await openSite(page, '/login', { dialog: 'Log in' });
    await expect(loginDialog(page).getByRole('group', { name: 'Or log in with' })).toBeVisible();
    await expectNoAxeViolations(page);
    await signInWithGoogle(page, `+63${mobile}`);
    await closeAfterLoginNotices(page);
    await expectLoggedIn(page);
  });

  test.describe('failures', () => {
    test.use({ allowedConsoleError: /status of 400/ });

    test('a phone no member has: register first', async ({ page }) => {
      await openSite(page, '/login', { dialog: 'Log in' });
      await signInWithGoogle(page, `+63${uniqueMobile()}`);
      await expect(
        loginDialog(page).getByText('No account uses this phone number. Please register first.'),
      ).toBeVisible();
    });
  });

  test('closing the popup before finishing: popup closed', async ({ page }) => {
    await openSite(page, '/login', { dialog: 'Log in' });
    const opened = page.waitForEvent('popup');
    await loginDialog(page).getByRole('button', { name: 'Google' }).click();
    const popup = await opened;
    await popup.close();
    await expect(
      loginDialog(page).getByText(
        'The sign-in window was closed before you finished. Please try again.',
      ),
    ).toBeVisible();
    // The way on: the button works again.
    await expect(loginDialog(page).getByRole('button', { name: 'Google' })).toBeEnabled();
  });
});

test.describe('sign-in by phone through the provider', () => {
  test.beforeEach(async ({ request }) => {
    await setChannel(request, 'phone', true);
    await setFlag(request, 'MOBILEVERCODELOGIN3', true);
  });
  test.afterEach(async ({ request }) => {
    await setChannel(request, 'phone', false);
    await setFlag(request, 'MOBILEVERCODELOGIN3', false);
  });

  async function openMobileLogin(page: Page, mobile: string) {
    await openSite(page, '/login', { dialog: 'Log in' });
    const dialog = loginDialog(page);
    await dialog.getByRole('button', { name: 'Mobile number' }).click();
    await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
    return dialog;
  }

  test('the code comes through the provider with a 1-minute countdown and logs in', async ({
    page,
  }) => {
    const mobile = uniqueMobile();
    await createMember(page.request, {
      account: unique('pho'),
      password: 'Phone#Pass2026',
      countryDialingCode: '63',
      mobileNum: mobile,
    });
    const dialog = await openMobileLogin(page, mobile);
    await dialog.getByRole('button', { name: /Send code/ }).click();
    await expect(dialog.getByRole('button', { name: /Resend in (60|59) s/ })).toBeVisible();
    await dialog
      .getByRole('textbox', { name: /^Verification code/ })
      .fill(await latestCode(page.request, `+63${mobile}`));
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await closeAfterLoginNotices(page);
    await expectLoggedIn(page);
  });

  test.describe('the provider refuses', () => {
    test.use({ allowedConsoleError: /status of (400|403|429|500)/ });

    test('each of its errors shows its message, and the form stays usable', async ({ page }) => {
      // The send button takes one click a second (doc 1 §9): the page's clock moves on instead.
      await page.clock.install();
      const mobile = uniqueMobile();
      await createMember(page.request, {
        account: unique('phe'),
        password: 'Phone#Pass2026',
        countryDialingCode: '63',
        mobileNum: mobile,
      });
      const dialog = await openMobileLogin(page, mobile);
      const send = dialog.getByRole('button', { name: /Send code/ });
      const sendFailures: [string, string][] = [
        ['auth/invalid-phone-number', 'The phone number is not valid. Check it and try again.'],
        ['auth/missing-phone-number', 'Enter your phone number.'],
        ['auth/too-many-requests', 'Too many requests. Please retry after 5 minutes.'],
        [
          'auth/internal-error',
          'The sign-in provider had an unknown error. Please contact customer service.',
        ],
        ['auth/captcha-check-failed', 'The security check failed. Please send the code again.'],
        [
          'auth/quota-exceeded',
          'The SMS quota is not sufficient right now. Please try again later or contact customer service.',
        ],
        [
          'auth/operation-not-allowed',
          'This sign-in method is not allowed on this site. Please log in another way.',
        ],
      ];
      for (const [fault, message] of sendFailures) {
        await nextFault(page.request, fault);
        await page.clock.fastForward(1000);
        await send.click();
        await expect(dialog.getByText(message)).toBeVisible();
      }
      await expectNoAxeViolations(page);

      // Then the code is sent, and the provider refuses the confirmations.
      await page.clock.fastForward(1000);
      await send.click();
      await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
      const code = await latestCode(page.request, `+63${mobile}`);
      await dialog.getByRole('textbox', { name: /^Verification code/ }).fill(code);
      const codeFailures: [string, string][] = [
        [
          'auth/invalid-verification-code',
          'The verification code is wrong. Check it and try again.',
        ],
        ['auth/missing-verification-code', 'Enter the verification code.'],
        ['auth/code-expired', 'The verification code has expired. Please send a new code.'],
      ];
      const logIn = dialog.getByRole('button', { name: 'Log in' });
      for (const [fault, message] of codeFailures) {
        await nextFault(page.request, fault);
        await logIn.click();
        await expect(dialog.getByText(message)).toBeVisible();
      }
      // The way on: the same code, confirmed at last, logs in.
      await logIn.click();
      await closeAfterLoginNotices(page);
      await expectLoggedIn(page);
    });
  });
});

test('register by mobile: the code is checked through the provider', async ({ page }) => {
  await setChannel(page.request, 'phone', true);
  await setFlag(page.request, 'MOBILENUMREG3', true);
  await setFlag(page.request, 'REGMOBVERF3', true);
  await setFlag(page.request, 'MOBILENUMPASSREG3', true);
  try {
    await openSite(page, '/register', { dialog: 'Register' });
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    const mobile = uniqueMobile();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await dialog.getByRole('button', { name: /Send code/ }).click();
    // One minute for a social-auth SMS (doc 1 §9).
    await expect(dialog.getByRole('button', { name: /Resend in (60|59) s/ })).toBeVisible();
    await dialog
      .getByRole('textbox', { name: /^Verification code/ })
      .fill(await latestCode(page.request, `+63${mobile}`));
    await dialog.getByRole('textbox', { name: /^Password/ }).fill('Mobile#Pass2026');
    await dialog.getByRole('textbox', { name: /^Confirm password/ }).fill('Mobile#Pass2026');
    await dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await dialog
      .getByRole('textbox', { name: /^Security code/ })
      .fill(await captchaAnswer(page.request));
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog).toBeHidden();
    await closeAfterLoginNotices(page, /^Welcome, /);
    await expectLoggedIn(page);
  } finally {
    await setChannel(page.request, 'phone', false);
    await setFlag(page.request, 'MOBILENUMREG3', false);
    await setFlag(page.request, 'REGMOBVERF3', false);
    await setFlag(page.request, 'MOBILENUMPASSREG3', false);
  }
});
