import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with the list of rules and targets when axe finds anything on the page, or only in the
 * parts `include` selects (still judged against the whole page: a target's neighbours count).
 */
export async function expectNoAxeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include !== undefined) builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Every journey also proves the page logged no error and broke no Content-Security-Policy rule
 * (a CSP violation is reported to the console as an error).
 */
export const test = base.extend<{ pageErrors: string[]; allowedConsoleError: RegExp | null }>({
  // A journey may name console errors it expects (a staged failure, a bug reported elsewhere).
  allowedConsoleError: [null, { option: true }],
  pageErrors: [
    async ({ page, allowedConsoleError }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsoleError?.test(text)) errors.push(text);
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
