import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { openSite } from './support';

// The home page against the sandbox, in English: the ticker of the latest wins, the rows of games
// with "See all", and a card that launches its game (login first).

function row(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

function cards(page: Page, name: string): Locator {
  return row(page, name).getByRole('list', { name, exact: true }).getByRole('listitem');
}

async function expectTheHomePage(page: Page): Promise<void> {
  await openSite(page, '/');
  const ticker = page.getByRole('region', { name: 'Latest wins' });
  await expect(ticker.getByRole('listitem').first()).toContainText(
    /\*\*\*.* won P[\d,]+\.\d\d in /,
  );
  await expect(cards(page, 'Popular lottery games').first()).toBeVisible();
  await row(page, 'Slots').scrollIntoViewIfNeeded();
  await expect(cards(page, 'Slots')).toHaveCount(12);
  // One row per category the brand's vendors offer, in the navigation's order.
  const headings = await page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .allTextContents();
  expect(headings.slice(0, 4)).toEqual([
    'Popular lottery games',
    'Slots',
    'Live casino',
    'Fishing',
  ]);
  expect(headings).toContain('Jackpot');
}

/** How many of a row's cards are whole inside its list's visible box. */
async function wholeCards(page: Page, name: string): Promise<number> {
  const list = row(page, name).getByRole('list', { name, exact: true });
  return list.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('li')].filter((item) => {
      const card = item.getBoundingClientRect();
      return card.left >= box.left - 1 && card.right <= box.right + 1;
    }).length;
  });
}

test.describe('on a 360 x 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the ticker and the rows show, three cards or more a row, and the page is axe-clean', async ({
    page,
  }) => {
    await expectTheHomePage(page);
    expect(await wholeCards(page, 'Slots')).toBeGreaterThanOrEqual(3);
    // Nothing scrolls the page sideways: the rows scroll inside themselves.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // Checked from the top of the page, as it opens: scrolled, the header covers the banner's
    // controls, which axe's target-size rule then finds too close to it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('on a 1280 x 800 desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('rows of six to eight cards scroll with their buttons, and the page is axe-clean', async ({
    page,
  }) => {
    await expectTheHomePage(page);
    const whole = await wholeCards(page, 'Slots');
    expect(whole).toBeGreaterThanOrEqual(6);
    expect(whole).toBeLessThanOrEqual(8);

    const slots = row(page, 'Slots');
    const list = slots.getByRole('list', { name: 'Slots', exact: true });
    const previous = slots.getByRole('button', { name: 'Previous games: Slots' });
    await expect(previous).toBeDisabled();
    // The buttons are in the tab order: the keyboard reaches and presses them.
    await slots.getByRole('link', { name: 'See all Slots' }).focus();
    // "Previous" is disabled at the start, so the next stop is "Next".
    await page.keyboard.press('Tab');
    await expect(slots.getByRole('button', { name: 'Next games: Slots' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(previous).toBeEnabled();
    await expectNoAxeViolations(page);
  });
});

test('"See all" opens the category, whose first page the row already had', async ({ page }) => {
  await openSite(page, '/');
  const live = row(page, 'Live casino');
  await live.scrollIntoViewIfNeeded();
  const first = (await cards(page, 'Live casino').first().textContent()) ?? '';
  await live.getByRole('link', { name: 'See all Live casino' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Live casino games' }).getByRole('listitem').first(),
  ).toHaveText(first);
});

test('a visitor who picks a game on the home page is asked to log in', async ({ page }) => {
  await openSite(page, '/');
  const slots = row(page, 'Slots');
  await slots.scrollIntoViewIfNeeded();
  await cards(page, 'Slots').first().getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
});
