import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  closeAfterLoginNotices,
  createMember,
  expectLoggedIn,
  loginInHeader,
  setFlag,
  unique,
} from './support';

// The game lobby against the sandbox's 10,000 games, in English.

const CATEGORIES = [
  { path: '/live', label: 'Live casino' },
  { path: '/sports', label: 'Sports' },
  { path: '/esports', label: 'Esports' },
  { path: '/rng', label: 'Slots' },
  { path: '/fish', label: 'Fishing' },
  { path: '/pvp', label: 'PVP' },
  { path: '/games/card', label: 'Cards' },
] as const;

/** A category page, in English, once its heading shows. */
async function openLobby(page: Page, path: string, label = 'Slots'): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('lobby.language', 'EN'));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

function gameList(page: Page, label = 'Slots'): Locator {
  return page.getByRole('main').getByRole('list', { name: `${label} games` });
}

function cards(page: Page, label = 'Slots'): Locator {
  return gameList(page, label).getByRole('listitem');
}

function pagerStatus(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Game pages' }).getByText(/^Page \d+ of \d+$/);
}

async function pageCount(page: Page): Promise<{ current: number; total: number }> {
  const text = (await pagerStatus(page).textContent()) ?? '';
  const [, current, total] = /Page (\d+) of (\d+)/.exec(text) ?? [];
  return { current: Number(current), total: Number(total) };
}

/** The lobby's tabs (all, hot, favourites, recent). */
function tabs(page: Page): Locator {
  return page.getByRole('tablist', { name: 'Game list' }).getByRole('tab');
}

async function loginAsNewPlayer(page: Page, path: string, label: string): Promise<string> {
  const account = unique('lobby');
  await createMember(page.request, { account, password: 'Lobby#Play2026', balance: 100_000 });
  await openLobby(page, path, label);
  await loginInHeader(page, account, 'Lobby#Play2026');
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
  return account;
}

test('every category lists a page of 12 games, and the lobby passes axe', async ({ page }) => {
  await openLobby(page, '/live', 'Live casino');
  for (const { path, label } of CATEGORIES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await expect(cards(page, label)).toHaveCount(12);
    await expect(page.getByRole('list', { name: `${label} vendors` })).toBeVisible();
  }
  await page.goto('/rng');
  await expect(cards(page)).toHaveCount(12);
  await expectNoAxeViolations(page);
  // A type the catalogue does not know is not a page.
  await page.goto('/games/nosuchtype');
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
});

test('filters by vendor, category, name and minimum bet, pages to the end and back', async ({
  page,
}) => {
  await openLobby(page, '/rng');
  await expect(cards(page)).toHaveCount(12);
  const main = page.getByRole('main');

  await main.getByRole('combobox', { name: 'Vendor' }).selectOption({ label: 'Nova Slots' });
  await expect(page).toHaveURL(/[?&]vendor=NOVA\b/);
  await expect(cards(page)).toHaveCount(12);
  for (const card of await cards(page).all()) await expect(card).toContainText('Nova Slots');
  // The vendor menu shows the same choice.
  await expect(main.getByRole('button', { name: /^Nova Slots/, pressed: true })).toBeVisible();

  await main.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Video poker' });
  await expect(page).toHaveURL(/[?&]class=VP\b/);
  await main.getByRole('combobox', { name: 'Minimum bet' }).selectOption({ label: '0.05' });
  await expect(page).toHaveURL(/[?&]minBet=0\.05\b/);
  await expect(cards(page).first()).toBeVisible();

  // Page to the last page and back; next and previous stop at the ends.
  const { total } = await pageCount(page);
  expect(total).toBeGreaterThan(1);
  const next = page.getByRole('button', { name: 'Next page' });
  const previous = page.getByRole('button', { name: 'Previous page' });
  await expect(previous).toBeDisabled();
  for (let at = 2; at <= total; at += 1) {
    await next.click();
    await expect(pagerStatus(page)).toHaveText(`Page ${at} of ${total}`);
  }
  await expect(next).toBeDisabled();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${total}\\b`));
  await previous.click();
  await expect(pagerStatus(page)).toHaveText(`Page ${total - 1} of ${total}`);

  // A name search starts again from page 1 and keeps the other filters.
  const firstName = (await cards(page).first().getByRole('button').first().textContent()) ?? '';
  const word = firstName.split(' ')[0] ?? '';
  await main.getByRole('searchbox', { name: 'Game name' }).fill(word);
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]name=${word}\\b`));
  await expect(page).not.toHaveURL(/[?&]page=/);
  for (const card of await cards(page).all()) await expect(card).toContainText(word);
  await expect(page).toHaveURL(/[?&]vendor=NOVA\b/);

  // Nothing matches: the empty state clears the filters.
  await main.getByRole('searchbox', { name: 'Game name' }).fill('zzzz no such game');
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(main.getByText('No games found')).toBeVisible();
  await main.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards(page)).toHaveCount(12);
  await expect(page).toHaveURL(/\/rng$/);
});

test('tabs: hot is one page, recent asks a visitor to log in, favourites come with login', async ({
  page,
}) => {
  await openLobby(page, '/rng');
  await expect(tabs(page)).toHaveText(['All', 'Hot', 'Recent']);

  await tabs(page).filter({ hasText: 'Hot' }).click();
  await expect(page).toHaveURL(/[?&]tab=hot\b/);
  await expect(cards(page).first()).toBeVisible();
  for (const card of (await cards(page).all()).slice(0, 5)) await expect(card).toContainText('Hot');
  await expect(page.getByRole('navigation', { name: 'Game pages' })).toHaveCount(0);

  await tabs(page).filter({ hasText: 'Recent' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]tab=hot\b/);

  await page.goto('/rng');
  await loginInHeader(page, await newMember(page), 'Lobby#Play2026');
  await closeAfterLoginNotices(page);
  await expect(tabs(page)).toHaveText(['All', 'Hot', 'Favourites', 'Recent']);
});

async function newMember(page: Page): Promise<string> {
  const account = unique('lobby');
  await createMember(page.request, { account, password: 'Lobby#Play2026' });
  return account;
}

test('a favourite is kept: it is under favourites after a reload', async ({ page }) => {
  await loginAsNewPlayer(page, '/fish', 'Fishing');
  const first = cards(page, 'Fishing').first();
  const toggle = first.getByRole('button', { name: /^Favourite / });
  const name = ((await toggle.getAttribute('aria-label')) ?? '').replace(/^Favourite /, '');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await tabs(page).filter({ hasText: 'Favourites' }).click();
  await expect(page).toHaveURL(/[?&]tab=fav\b/);
  await expect(cards(page, 'Fishing')).toHaveCount(1);
  await expect(cards(page, 'Fishing').first()).toContainText(name);
  await expectNoAxeViolations(page);

  // Removed again: the heart empties at once, and the tab is empty after a reload.
  await cards(page, 'Fishing')
    .first()
    .getByRole('button', { name: /^Favourite / })
    .click();
  await expect(
    cards(page, 'Fishing')
      .first()
      .getByRole('button', { name: /^Favourite / }),
  ).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByRole('main').getByText('No games found')).toBeVisible();
});

test('back and forward restore the lobby', async ({ page }) => {
  await openLobby(page, '/rng');
  await expect(cards(page)).toHaveCount(12);
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Vendor' }).selectOption({ label: 'Koi Studio' });
  await expect(page).toHaveURL(/[?&]vendor=KOI\b/);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(pagerStatus(page)).toHaveText(/^Page 2 of/);
  const secondPageFirst = await cards(page).first().textContent();

  await page.goBack();
  await expect(pagerStatus(page)).toHaveText(/^Page 1 of/);
  await expect(page).toHaveURL(/[?&]vendor=KOI\b/);
  await page.goBack();
  await expect(page).not.toHaveURL(/vendor=/);
  await expect(main.getByRole('combobox', { name: 'Vendor' })).toHaveValue('');

  await page.goForward();
  await page.goForward();
  await expect(pagerStatus(page)).toHaveText(/^Page 2 of/);
  await expect(main.getByRole('combobox', { name: 'Vendor' })).toHaveValue('KOI');
  await expect(cards(page).first()).toHaveText(secondPageFirst ?? '');

  // A shared link opens the same list.
  await page.goto('/rng?vendor=KOI&page=2');
  await expect(cards(page).first()).toHaveText(secondPageFirst ?? '');
});

test('the lobby works by keyboard alone, and a visitor launching is asked to log in', async ({
  page,
}) => {
  await openLobby(page, '/pvp', 'PVP');
  await expect(cards(page, 'PVP')).toHaveCount(12);
  const search = page.getByRole('main').getByRole('searchbox', { name: 'Game name' });
  await search.focus();
  await page.keyboard.type('a');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]name=a\b/);

  // Tab from the search to the first card's launch button, and Enter it.
  const firstLaunch = cards(page, 'PVP').first().getByRole('button').first();
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    if (await firstLaunch.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(firstLaunch).toBeFocused();
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  // Focus returns to the card that opened it.
  await expect(firstLaunch).toBeFocused();
});

/** The header's balance, as the player reads it (e.g. "1,000.00"). */
function headerBalance(page: Page): Locator {
  return page.getByRole('banner').getByRole('group', { name: 'Balance' });
}

async function balanceAmount(page: Page): Promise<number> {
  const text = (await headerBalance(page).textContent()) ?? '';
  const amount = /([\d,]+\.\d{2})/.exec(text)?.[1] ?? '';
  return Number(amount.replace(/,/g, ''));
}

test('a player launches a game: it opens in the frame, a spin changes the balance in the header', async ({
  page,
}) => {
  await loginAsNewPlayer(page, '/rng', 'Slots');
  await expect(headerBalance(page)).toContainText('1,000.00');

  const card = cards(page).nth(1);
  const name = ((await card.getByRole('button').first().textContent()) ?? '').trim();
  await card.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game\?/);
  // The addresses carry the game, never the session token.
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect(page.url()).not.toContain(token ?? '');

  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
  await expect(frame).toHaveAttribute('title', /.+/);
  expect(await frame.getAttribute('src')).not.toContain(token ?? '');
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible();
  await expectNoAxeViolations(page);

  const before = await balanceAmount(page);
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('status')).not.toContainText('No rounds played yet.');
  // The game tells the site its new balance; the header shows it, and a refresh agrees.
  await expect.poll(() => balanceAmount(page)).not.toBe(before);
  const afterSpin = await balanceAmount(page);
  await headerBalance(page)
    .getByRole('button', { name: /Refresh balance/ })
    .click();
  await expect.poll(() => balanceAmount(page)).toBe(afterSpin);

  // Back to the lobby from the game, and the game is first under recent.
  await game.getByRole('button', { name: 'Back to lobby' }).click();
  await expect(page).toHaveURL(/\/rng/);
  await tabs(page).filter({ hasText: 'Recent' }).click();
  await expect(cards(page).first()).toContainText(name.split(' ')[0] ?? '');
});

test('a demo account launching a game is told a real account is needed', async ({ page }) => {
  await setFlag(page.request, 'FREEPLAY3', true);
  try {
    await openLobby(page, '/live', 'Live casino');
    await page.getByRole('button', { name: 'Play for free' }).click();
    await expect(page.getByText('Demo account', { exact: true })).toBeVisible();
    await page.goto('/live');
    // A demo account has no favourites: the tab stays away.
    await expect(tabs(page)).toHaveText(['All', 'Hot', 'Recent']);
    await cards(page, 'Live casino').first().getByRole('button').first().click();
    const warning = page.getByRole('alertdialog', { name: 'A real account is needed' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/live/);
  } finally {
    await setFlag(page.request, 'FREEPLAY3', false);
  }
});

test('the Vietnamese lottery: menus, the latest draws, and playing opens the lottery in the frame', async ({
  page,
}) => {
  await loginAsNewPlayer(page, '/vnlottery', 'Vietnamese lottery');
  const groups = page.getByRole('tablist', { name: 'Lottery groups' });
  await expect(groups.getByRole('tab')).not.toHaveCount(0);
  // The newest draw in full: 27 numbers over the eight VN prize tiers, special prize first.
  await expect(page.getByRole('rowheader', { name: 'Special prize' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Another game: its results, kept in the address.
  await groups.getByRole('tab').nth(1).click();
  const panel = page.getByRole('tabpanel');
  const another = panel.getByRole('button').first();
  const gameName = ((await another.textContent()) ?? '').trim();
  await another.click();
  await expect(page).toHaveURL(/[?&]game=/);
  await expect(page.getByRole('heading', { level: 2, name: /^Results: / })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /^Results: / })).toBeVisible();

  await page.getByRole('button', { name: /^Play / }).click();
  await expect(page).toHaveURL(/\/lottery\?.*gameCode=/);
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('button', { name: 'Buy ticket' })).toBeVisible();
  expect(gameName.length).toBeGreaterThan(0);
});

test('a live vendor that opens its games in a window: opened at the click, without a token', async ({
  page,
}) => {
  await loginAsNewPlayer(page, '/live?vendor=VELVET', 'Live casino');
  await expect(cards(page, 'Live casino').first()).toContainText('Velvet Live');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    cards(page, 'Live casino').first().getByRole('button').first().click(),
  ]);
  await popup.waitForURL(/\/play\//);
  // The game's own origin, a one-time ticket in the address, no session token, no opener.
  expect(new URL(popup.url()).origin).not.toBe(new URL(page.url()).origin);
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect(popup.url()).not.toContain(token ?? '');
  expect(await popup.evaluate(() => window.opener === null)).toBe(true);
  await expect(popup.getByRole('button', { name: 'Deal' })).toBeVisible();
  await popup.close();
  await expect(page).toHaveURL(/\/live/);
});

test('all in one list: every slot game in one grid, filtered as the player types', async ({
  page,
}) => {
  await openLobby(page, '/rng');
  await page.getByRole('button', { name: 'All in one list' }).click();
  await expect(page).toHaveURL(/[?&]view=all\b/);
  const grid = page.getByRole('grid', { name: 'All Slots games' });
  const count = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /games?$/ });
  await expect(count).toHaveText('5,200 games');
  // Thousands of games, a few hundred elements: only the rows in view are in the document.
  expect(await page.evaluate(() => document.querySelectorAll('main *').length)).toBeLessThan(1500);

  await page.getByRole('main').getByRole('button', { name: 'Video poker', exact: true }).click();
  await expect(page).toHaveURL(/[?&]class=VP\b/);
  // The address changes first; the count follows once the filtered answer has rendered.
  await expect(count).not.toHaveText('5,200 games');
  const videoPoker = Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
  expect(videoPoker).toBeGreaterThan(0);
  expect(videoPoker).toBeLessThan(5200);

  await page.getByRole('main').getByRole('searchbox', { name: 'Game name' }).fill('Golden');
  await expect(count).not.toHaveText(`${videoPoker.toLocaleString('en')} games`);
  const first = grid.getByRole('gridcell').first();
  await expect(first).toContainText('Golden');
  await expectNoAxeViolations(page);

  // Low data: the same cards without pictures, remembered for the next visit.
  await page.getByRole('checkbox', { name: 'Low data: no pictures' }).check();
  await expect(grid.locator('img')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Low data: no pictures' })).toBeChecked();
  await expect(count).not.toHaveText('5,200 games');
  await page.getByRole('checkbox', { name: 'Low data: no pictures' }).uncheck();

  // Back to the paged list.
  await page.getByRole('button', { name: '12 a page' }).click();
  await expect(cards(page)).toHaveCount(12);
});

test('a second player in the same tab sees only their own balance, favourites and recent games', async ({
  page,
}) => {
  // The first player refreshes the balance, keeps a favourite and plays a game.
  await loginAsNewPlayer(page, '/rng', 'Slots');
  await headerBalance(page)
    .getByRole('button', { name: /Refresh balance/ })
    .click();
  await expect(headerBalance(page)).toContainText('1,000.00');
  const favourite = cards(page)
    .first()
    .getByRole('button', { name: /^Favourite / });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await cards(page).nth(1).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game\?/);
  await page.frameLocator('iframe').getByRole('button', { name: 'Back to lobby' }).click();
  await expect(page).toHaveURL(/\/rng/);
  await tabs(page).filter({ hasText: 'Recent' }).click();
  await expect(cards(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page.getByRole('banner').getByRole('form', { name: 'Log in' })).toBeVisible();

  // Another player logs in in the same tab, without a reload.
  const second = unique('second');
  await createMember(page.request, {
    account: second,
    password: 'Lobby#Play2026',
    balance: 5_250_000,
  });
  await page.goto('/rng');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await loginInHeader(page, second, 'Lobby#Play2026');
  await closeAfterLoginNotices(page);
  await expectLoggedIn(page);
  await expect(headerBalance(page)).toContainText('52,500.00');
  await expect(
    cards(page)
      .first()
      .getByRole('button', { name: /^Favourite / }),
  ).toHaveAttribute('aria-pressed', 'false');
  await tabs(page).filter({ hasText: 'Favourites' }).click();
  await expect(page.getByRole('main').getByText('No games found')).toBeVisible();
  await tabs(page).filter({ hasText: 'Recent' }).click();
  await expect(page.getByRole('main').getByText('No games found')).toBeVisible();
  await headerBalance(page)
    .getByRole('button', { name: /Refresh balance/ })
    .click();
  await expect(headerBalance(page)).toContainText('52,500.00');
});
