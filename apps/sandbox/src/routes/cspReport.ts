import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { Services } from '../context';
import { ApiError, fail } from '../http/envelope';
import { rateLimit } from '../http/rateLimit';
import { saveCspViolations } from '../store/cspReports';
import type { CspViolation } from '../store/cspReports';

// A report is a few hundred bytes; a Reporting API batch a few kilobytes.
const MAX_REPORT_BYTES = 64 * 1024;
// What a field may hold once kept: browsers already cut samples to 40 characters.
const MAX_TEXT = 512;

const text = v.optional(v.string());
const count = v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0)));

/** `report-uri`: `Content-Type: application/csp-report`, one violation. */
const reportUriBody = v.object({
  'csp-report': v.looseObject({
    'document-uri': v.string(),
    'effective-directive': text,
    'violated-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': count,
    'column-number': count,
    disposition: text,
    'script-sample': text,
  }),
});

/** `report-to` (the Reporting API): `Content-Type: application/reports+json`, a batch. */
const reportToBody = v.pipe(
  v.array(
    v.looseObject({
      type: v.string(),
      body: v.optional(
        v.looseObject({
          documentURL: text,
          effectiveDirective: text,
          blockedURL: text,
          sourceFile: text,
          lineNumber: count,
          columnNumber: count,
          disposition: text,
          sample: text,
        }),
      ),
    }),
  ),
  v.maxLength(100, 'is too large a batch'),
);

/**
 * `POST /wps/csp-report`: where the site's Content-Security-Policy sends its violations. Both
 * forms browsers use are read, each report is kept in a few fields (URLs cut to origin and path,
 * so no query string a page carried is stored), and the dev control `GET /wps/dev/csp-reports`
 * reads them back. It answers 204, or 4xx with a message for anything that is not a report.
 */
export function cspReportRoutes({ db, now, limits }: Services) {
  const routes = new Hono();

  routes.post(
    '/',
    bodyLimit({
      maxSize: MAX_REPORT_BYTES,
      onError: (c) => {
        c.header('Connection', 'close');
        return fail(c, 413, 'Report too large');
      },
    }),
    // A page with a broken policy reports on every load; the limit keeps a flood from one address
    // (or a script posting junk) from churning the table.
    rateLimit({ db, now, name: 'cspReport', rule: limits.cspReport }),
    async (c) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (
        type !== 'application/csp-report' &&
        type !== 'application/reports+json' &&
        type !== 'application/json'
      ) {
        throw new ApiError(415, 'Expected a CSP report');
      }
      let data: unknown;
      try {
        data = JSON.parse(await c.req.text());
      } catch {
        throw new ApiError(400, 'Malformed JSON');
      }
      saveCspViolations(db, violationsOf(data), now());
      return c.body(null, 204);
    },
  );

  return routes;
}

function violationsOf(data: unknown): CspViolation[] {
  const single = v.safeParse(reportUriBody, data);
  if (single.success) {
    const r = single.output['csp-report'];
    const directive = r['effective-directive'] ?? r['violated-directive']?.split(' ')[0] ?? '';
    return [
      violation({
        documentUrl: r['document-uri'],
        directive,
        blocked: r['blocked-uri'] ?? '',
        sourceFile: r['source-file'],
        line: r['line-number'],
        column: r['column-number'],
        disposition: r.disposition,
        sample: r['script-sample'],
      }),
    ];
  }
  const batch = v.safeParse(reportToBody, data);
  if (batch.success) {
    return batch.output.flatMap(({ type, body }) =>
      type === 'csp-violation' && body?.documentURL !== undefined
        ? [
            violation({
              documentUrl: body.documentURL,
              directive: body.effectiveDirective ?? '',
              blocked: body.blockedURL ?? '',
              sourceFile: body.sourceFile,
              line: body.lineNumber,
              column: body.columnNumber,
              disposition: body.disposition,
              sample: body.sample,
            }),
          ]
        : [],
    );
  }
  throw new ApiError(
    400,
    'Not a CSP report: expected {"csp-report": {...}} or a Reporting API batch',
  );
}

interface RawViolation {
  documentUrl: string;
  directive: string;
  blocked: string;
  sourceFile: string | undefined;
  line: number | undefined;
  column: number | undefined;
  disposition: string | undefined;
  sample: string | undefined;
}

function violation(raw: RawViolation): CspViolation {
  const sourceFile = raw.sourceFile === undefined ? undefined : withoutQuery(raw.sourceFile);
  return {
    documentUrl: withoutQuery(raw.documentUrl),
    directive: clip(raw.directive),
    blocked: withoutQuery(raw.blocked),
    ...(sourceFile ? { sourceFile } : {}),
    ...(raw.line === undefined ? {} : { line: raw.line }),
    ...(raw.column === undefined ? {} : { column: raw.column }),
    disposition: raw.disposition === 'report' ? 'report' : 'enforce',
    ...(raw.sample ? { sample: clip(raw.sample) } : {}),
  };
}

/** A URL as origin and path; a keyword (`inline`, `eval`, `trusted-types-sink`) as it is. */
function withoutQuery(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:')
      return clip(url.origin + url.pathname);
    return clip(url.protocol);
  } catch {
    return clip(value);
  }
}

function clip(value: string): string {
  return value.length > MAX_TEXT ? value.slice(0, MAX_TEXT) : value;
}
