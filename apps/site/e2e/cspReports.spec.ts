import { cspReports, PROBE, unexpectedViolations } from './csp';
import { expect, test } from './fixtures';
import { DEV_HEADERS, openSite } from './support';

// The Content-Security-Policy's reports travel end to end: a connection the policy refuses reaches
// the sandbox as a report. (That no journey met a violation is checked when each worker ends, over
// its sandbox's reports: fixtures.ts.)

test.use({ allowedConsoleError: /csp-probe\.invalid/ });

test('a Content-Security-Policy violation reaches the sandbox as a report', async ({
  page,
  baseURL,
}) => {
  const reports = () => cspReports(page.request, baseURL ?? '', DEV_HEADERS);
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
  expect(unexpectedViolations(await reports())).toEqual([]);
});
