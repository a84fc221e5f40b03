// Kept apart from the schema so code that only reports brand problems (the loader's file-name and
// host checks) does not pull the schema library into a production bundle.
export interface BrandIssue {
  /** Dot path of the bad field, e.g. `roles.accent`; empty for the file as a whole. */
  readonly path: string;
  readonly message: string;
}

/** A brand file that does not match the schema; the message names the file and each bad field. */
export class BrandFileError extends Error {
  override readonly name = 'BrandFileError';
  readonly source: string;
  readonly issues: readonly BrandIssue[];

  constructor(source: string, issues: readonly BrandIssue[]) {
    const detail = issues
      .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
      .join('; ');
    super(`Brand file "${source}": ${detail}`);
    this.source = source;
    this.issues = issues;
  }
}
