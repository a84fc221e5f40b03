import AxeBuilder from '@axe-core/playwright';
import { request as requests, test as base, expect, type Page } from '@playwright/test';
import { cspReports, unexpectedViolations } from './csp';
import { startSandboxServer } from './sandboxServer';

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

/** The dev controls' header: the run's token (playwright.config.ts makes it). */
export const DEV_HEADERS: Readonly<Record<string, string>> = {
  'X-Lobby-Dev': process.env.LOBBY_DEV_TOKEN ?? '',
};

let workerSandboxUrl: string | undefined;

/** This worker's sandbox, for addresses built outside a test's fixtures (another host's URL). */
export function sandboxUrl(): string {
  if (workerSandboxUrl === undefined) throw new Error('No sandbox: call inside a journey');
  return workerSandboxUrl;
}

/**
 * Every journey also proves the page logged no error and broke no Content-Security-Policy rule
 * (a CSP violation is reported to the console as an error). Each worker has its own sandbox
 * (sandboxServer.ts); when the worker ends, what the browser reported to it against the policy
 * over all its journeys must be nothing but what a journey provoked on purpose.
 */
export const test = base.extend<
  { pageErrors: string[]; allowedConsoleError: RegExp | null },
  { sandbox: string }
>({
  sandbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, provide) => {
      const server = await startSandboxServer();
      workerSandboxUrl = server.url;
      try {
        await provide(server.url);
        const context = await requests.newContext();
        try {
          const unexpected = unexpectedViolations(
            await cspReports(context, server.url, DEV_HEADERS),
          );
          expect(unexpected, 'Content-Security-Policy violations reported').toEqual([]);
        } finally {
          await context.dispose();
        }
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ sandbox }, provide) => {
    await provide(sandbox);
  },
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
