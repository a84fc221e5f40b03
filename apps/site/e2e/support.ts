import type { APIRequestContext, Page } from '@playwright/test';
import { DEV_HEADERS, expect } from './fixtures';

// What the journeys share: the brand they run against, members made through the sandbox's dev
// controls, and the header's login as a player uses it (in English, stored as a player chooses it).

export const MERCHANT = 'aurora';

let serial = 0;

/** A name unique to this run (the database lives as long as the server). */
export function unique(prefix: string): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${serial}`;
}

/** A fresh phone number for this run (digits only, the Philippines' +63). */
export function uniqueMobile(): string {
  serial += 1;
  return `917${String(Date.now() % 1_000_000).padStart(6, '0')}${serial % 10}`;
}

/**
 * What every dev control needs: the run's token (playwright.config.ts makes it; each worker's
 * sandbox is started with it). A page cannot send it, so the site's own requests never carry it.
 */
export { DEV_HEADERS };

export async function dev(
  request: APIRequestContext,
  path: string,
  data: object,
): Promise<unknown> {
  const response = await request.post(`/wps/dev/${path}`, { data, headers: DEV_HEADERS });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { value: unknown }).value;
}

export async function setFlag(
  request: APIRequestContext,
  modId: string,
  on: boolean,
): Promise<void> {
  await dev(request, 'whitelabel', { merchant: MERCHANT, modId, enabled: on ? '1' : '0' });
}

export interface MemberSpec {
  account: string;
  password: string;
  countryDialingCode?: string;
  mobileNum?: string;
  email?: string;
  type?: number;
  knownIps?: string[];
  /** Wallet balance in minor units. */
  balance?: number;
  /** The payment password transfers and withdrawals ask for. */
  paymentPassword?: string;
  /** The account of the member's upline agent. */
  upline?: string;
}

export async function createMember(request: APIRequestContext, member: MemberSpec): Promise<void> {
  await dev(request, 'member', { merchant: MERCHANT, firstLoginDone: true, ...member });
}

/** The newest code sent to a phone (+63...) or an e-mail address. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get(`/wps/dev/outbox?to=${encodeURIComponent(to)}`, {
    headers: DEV_HEADERS,
  });
  const messages = ((await response.json()) as { value: { body: string }[] }).value;
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  expect(code, `a code sent to ${to}`).toBeDefined();
  return code ?? '';
}

/** What the captcha picture last drawn for this machine shows. */
export async function captchaAnswer(request: APIRequestContext): Promise<string> {
  const response = await request.get(`/wps/dev/captcha?merchant=${MERCHANT}`, {
    headers: DEV_HEADERS,
  });
  return ((await response.json()) as { value: { answer: string } }).value.answer;
}

/**
 * Opens the site in English at `path` and waits until it is up: the page's heading, or on an
 * address that opens a dialog (/register, /login) that dialog. The dialog hides the page from
 * assistive technology as soon as it opens, which may be before the heading was ever looked for.
 */
export async function openSite(
  page: Page,
  path = '/',
  { dialog, heading = 'Aurora' }: { dialog?: string; heading?: string } = {},
): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('lobby.language', 'EN'));
  await page.goto(path);
  await expect(
    dialog === undefined
      ? page.getByRole('heading', { level: 1, name: heading })
      : page.getByRole('dialog', { name: dialog }),
  ).toBeVisible();
}

/** The header's compact login form. */
export function headerLogin(page: Page) {
  return page.getByRole('banner').getByRole('form', { name: 'Log in' });
}

export async function loginInHeader(page: Page, username: string, password: string): Promise<void> {
  const form = headerLogin(page);
  await form.getByRole('textbox', { name: /^Username/ }).fill(username);
  await form.getByRole('textbox', { name: /^Password/ }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/**
 * The after-login dialog: once per login, the popup notices (a welcome first on a first login).
 * It is closed by keyboard, as a player would.
 */
export async function closeAfterLoginNotices(
  page: Page,
  first: string | RegExp = 'Important security notice',
): Promise<void> {
  const notices = page.getByRole('dialog', { name: first });
  await expect(notices).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notices).toBeHidden();
}

export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(headerLogin(page)).toHaveCount(0);
}

/** The id of the seeded promotion of a kind, from the promotion list as a visitor reads it. */
export async function promotionOf(request: APIRequestContext, kind: string): Promise<number> {
  const response = await request.get('/wps/relay/PROMOTION_list', {
    headers: { Accept: 'application/json', Merchant: MERCHANT, Device: 'WEB', Language: 'EN' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { value } = (await response.json()) as { value: { id: number; kind: string }[] };
  const promotion = value.find((item) => item.kind === kind);
  expect(promotion, `a seeded promotion of kind ${kind}`).toBeDefined();
  return promotion?.id ?? 0;
}
