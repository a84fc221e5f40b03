import type { APIRequestContext } from '@playwright/test';

/** What the browser reported against the site's Content-Security-Policy, as the sandbox kept it. */
export interface Violation {
  documentUrl: string;
  directive: string;
  blocked: string;
  sourceFile?: string;
  line?: number;
}

/** A connection the policy refuses, made by cspReports.spec.ts so a report is known to travel. */
export const PROBE = 'http://csp-probe.invalid/';

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

export async function cspReports(
  request: APIRequestContext,
  baseURL: string,
  devHeaders: Readonly<Record<string, string>>,
): Promise<Violation[]> {
  const response = await request.get(new URL('/wps/dev/csp-reports', baseURL).href, {
    headers: devHeaders,
  });
  if (!response.ok()) throw new Error(`csp-reports answered ${response.status()}`);
  return ((await response.json()) as { value: Violation[] }).value;
}

/** The reports no journey made on purpose. */
export const unexpectedViolations = (reports: readonly Violation[]): Violation[] =>
  reports.filter((v) => v.blocked !== PROBE && !provokedOnPurpose(v));
