import type { Database } from '../db';

/** One Content-Security-Policy violation as a browser reported it, reduced to what it tells. */
export interface CspViolation {
  /** The page, origin and path only. */
  documentUrl: string;
  /** The directive that refused (`script-src-elem`, `require-trusted-types-for`, ...). */
  directive: string;
  /** What was refused: `inline`, `eval`, `trusted-types-sink`, or a URL (origin and path). */
  blocked: string;
  sourceFile?: string;
  line?: number;
  column?: number;
  /** `enforce`, or `report` for a report-only policy. */
  disposition: string;
  /** The first characters of the refused code, when the policy asks for samples. */
  sample?: string;
}

export interface StoredCspViolation extends CspViolation {
  id: number;
  receivedAt: number;
}

/** Enough to see what broke and how often; a flood of reports cannot grow the table past it. */
export const CSP_REPORTS_KEPT = 500;

export function saveCspViolations(
  db: Database,
  violations: readonly CspViolation[],
  now: number,
): void {
  db.transaction(() => {
    for (const v of violations) {
      db.run(
        `INSERT INTO csp_reports (received_at, document_url, directive, blocked, source_file,
           line, column_number, disposition, sample) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          now,
          v.documentUrl,
          v.directive,
          v.blocked,
          v.sourceFile ?? null,
          v.line ?? null,
          v.column ?? null,
          v.disposition,
          v.sample ?? null,
        ],
      );
    }
    db.run(
      `DELETE FROM csp_reports WHERE id <= (SELECT id FROM csp_reports ORDER BY id DESC
         LIMIT 1 OFFSET ?)`,
      [CSP_REPORTS_KEPT],
    );
  });
}

/** The kept reports, newest first. */
export function listCspViolations(db: Database): StoredCspViolation[] {
  const rows = db.all<{
    id: number;
    receivedAt: number;
    documentUrl: string;
    directive: string;
    blocked: string;
    sourceFile: string | null;
    line: number | null;
    column: number | null;
    disposition: string;
    sample: string | null;
  }>(
    `SELECT id, received_at AS receivedAt, document_url AS documentUrl, directive, blocked,
       source_file AS sourceFile, line, column_number AS "column", disposition, sample
     FROM csp_reports ORDER BY id DESC`,
  );
  return rows.map(({ sourceFile, line, column, sample, ...row }) => ({
    ...row,
    ...(sourceFile === null ? {} : { sourceFile }),
    ...(line === null ? {} : { line }),
    ...(column === null ? {} : { column }),
    ...(sample === null ? {} : { sample }),
  }));
}
