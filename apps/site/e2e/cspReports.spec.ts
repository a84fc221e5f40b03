import { expect, test } from './fixtures';
import { DEV_HEADERS, openSite } from './support';

// Runs after every other journey (playwright.config.ts, project "csp reports"): the sandbox kept
// what the browser reported against the site's Content-Security-Policy on all their pages.

interface Violation {
  documentUrl: string;
  directive: string;
  blocked: string;
  sourceFile?: string;
  line?: number;
}

/** A connection the policy refuses, made here so a report is known to travel end to end. */
const PROBE = 'http://csp-probe.invalid/';

/**
 * The one violation a journey provokes on purpose: the hostile notices (shell.spec.ts) carry inline
 * event handlers, which the policy refuses while DOMPurify parses them (docs/gotchas.md).
 */
function provokedOnPurpose(v: Violation): boolean {
  return (
    v.directive === 'script-src-attr' &&
    v.blocked === 'inline' &&
    new URL(v.documentUrl).pathname === '/noticePage'
  );
}

test.use({ allowedConsoleError: /csp-probe\.invalid/ });

test('no journey met a Content-Security-Policy violation', async ({ page }) => {
  const reports = async () => {
    const response = await page.request.get('/wps/dev/csp-reports', { headers: DEV_HEADERS });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { value: Violation[] }).value;
  };
  await openSite(page);
  await page.evaluate(
    (url) =>
      fetch(url).then(
        () => undefined,
        () => undefined,
      ),
    PROBE,
  );
  // Without this, an empty record could mean reports never arrive rather than none were made.
  await expect.poll(async () => (await reports()).some((v) => v.blocked === PROBE)).toBe(true);

  const unexpected = (await reports()).filter((v) => v.blocked !== PROBE && !provokedOnPurpose(v));
  expect(unexpected).toEqual([]);
});
