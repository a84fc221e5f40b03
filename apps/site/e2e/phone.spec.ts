import type { Page } from '@playwright/test';
import { GAME_LIST_ROUTE, ROUTES } from '@lobby/core';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { openSite } from './support';

// Phones first (docs/quality.md, "phones"): the site at 360 x 740 and 390 x 844, and its header on
// a 1280 x 800 desktop, as a player holds them. In English, as a player would have chosen it.

/** The header's height once the page has scrolled, as a share of the screen's. */
async function scrolledHeaderShare(page: Page): Promise<number> {
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  return page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    // What of the header is still on screen (a sticky header that folds keeps only its main row).
    const visible = Math.min(header.bottom, window.innerHeight) - Math.max(header.top, 0);
    return Math.max(0, visible) / window.innerHeight;
  });
}

/** Nothing reaches past the screen's edge: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

/** A phone's, a tablet's and a desktop's screen: where every page is checked with axe. */
const AXE_WIDTHS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

const games = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: 'Slots games' }).getByRole('listitem');

for (const screen of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test.describe(`on a ${screen.width} x ${screen.height} phone`, () => {
    test.use({ viewport: screen, isMobile: true, hasTouch: true });

    test('a compact header, three games a row, nothing sideways', async ({ page }) => {
      await openSite(page, '/rng', { heading: 'Slots' });
      await expect(games(page)).toHaveCount(12);
      const tops = await games(page).evaluateAll((cards) =>
        cards.slice(0, 3).map((card) => Math.round(card.getBoundingClientRect().top)),
      );
      // The first three cards share their row.
      expect(new Set(tops).size).toBe(1);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      expect(await scrolledHeaderShare(page)).toBeLessThanOrEqual(0.1);

      // The all-in-one list (the bottom bar's Search) too: three columns at least.
      await page.goto('/rng?view=all');
      const all = page.getByRole('grid', { name: 'All Slots games' });
      await expect(all).toBeVisible();
      await expect
        .poll(async () => Number(await all.getAttribute('aria-colcount')))
        .toBeGreaterThanOrEqual(3);
      await expectNoSidewaysScroll(page);
    });

    test('log in is one tap away, in a sheet of the whole screen', async ({ page }) => {
      await openSite(page);
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box?.height).toBe(screen.height);
      expect(box?.width).toBe(screen.width);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeFocused();
    });

    test('the menu reaches every category, the language and the theme; the chips and the bottom bar lead on', async ({
      page,
    }) => {
      await openSite(page);
      const chips = page.getByRole('navigation', { name: 'Game categories' }).getByRole('link');
      await expect(chips.first()).toBeVisible();
      const categories = await chips.allTextContents();
      expect(categories.length).toBeGreaterThanOrEqual(8);

      // By keyboard: Enter opens it, Escape closes it back to its button.
      const menuButton = page.getByRole('button', { name: 'Menu' });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();

      await menuButton.click();
      await expect(menu).toBeVisible();
      const games = menu.getByRole('region', { name: 'Games' });
      for (const category of categories) {
        await expect(games.getByRole('link', { name: category, exact: true })).toBeVisible();
      }
      await expect(menu.getByRole('combobox', { name: 'Language' })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Dark' })).toBeVisible();
      await expectNoAxeViolations(page);
      await games.getByRole('link', { name: 'Fishing', exact: true }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(/\/fish$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();

      const bar = page.getByRole('navigation', { name: 'Quick links' });
      await bar.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      await bar.getByRole('button', { name: 'Account' }).click();
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    });
  });
}

test.describe('on a 1280 x 800 desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header folds to one row when the page scrolls, and passes axe', async ({ page }) => {
    await openSite(page, '/rng', { heading: 'Slots' });
    await expect(page.getByRole('banner').getByRole('form', { name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await scrolledHeaderShare(page)).toBeLessThanOrEqual(0.15);
    // The main row is what stays: the logo and the navigation.
    await expect(page.getByRole('link', { name: /^aurora home$/i })).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
  });

  test('a tablet at 768 px has the wide header and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await openSite(page, '/rng', { heading: 'Slots' });
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});

// The journeys run with reduced motion; a player without that setting gets the moving marquees and
// their pause buttons, which axe checks too (target size, WCAG 2.2) as the entries slide past the
// buttons. The rest of each page is the same still or moving, and is checked below at these widths.
// Axe takes seconds over a whole page that moves (every measure waits for a new frame's layout):
// only the marquees are looked at here.
test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  for (const viewport of AXE_WIDTHS) {
    for (const [path, heading] of [
      ['/', undefined],
      ['/rng', 'Slots'],
    ] as const) {
      test(`at ${viewport.width} px the marquees' pause buttons on ${path} pass axe`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await openSite(page, path, heading ? { heading } : {});
        // The notice bar's, and on the home page the winners ticker's.
        await expect(page.getByRole('button', { name: 'Pause' }).first()).toBeVisible();
        await expect(page.locator('[data-ui="Marquee.Item"]').first()).toBeAttached();
        for (let look = 0; look < 4; look += 1) {
          await expectNoAxeViolations(page, { include: '[data-ui="Marquee"]' });
          await page.waitForTimeout(500);
        }
      });
    }
  }
});

// Every page of the route table, one address per screen (and per dialog a route opens), as a
// visitor first sees it: at a phone's, a tablet's and a desktop's width, axe through WCAG 2.2 AA
// finds nothing and the page never scrolls sideways. One browser page per width loads each address
// in turn, as a visitor going from page to page would (a step per address names what failed).
const EVERY_PAGE = [
  ...new Map(ROUTES.map((route) => [`${route.group} ${route.dialog}`, route.path])).values(),
  GAME_LIST_ROUTE.replace(':games', 'card'),
];

for (const viewport of AXE_WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every page passes axe and does not scroll sideways', async ({ page }) => {
      test.setTimeout(EVERY_PAGE.length * 15_000);
      await page.addInitScript(() => window.localStorage.setItem('lobby.language', 'EN'));
      for (const path of EVERY_PAGE) {
        await test.step(path, async () => {
          await page.goto(path);
          // The screen has rendered, or the dialog the address opens is up, and its calls are done.
          await expect(
            page.locator('main#main:not(:empty), [role="dialog"]').first(),
          ).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNoSidewaysScroll(page);
          await expectNoAxeViolations(page);
        });
      }
    });
  });
}
