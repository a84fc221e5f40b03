import type { Database } from '../db';

/**
 * Whether `code` is an active affiliate code of the brand on `domain` (a host, with or without a
 * port). A code bound to no domain is valid on all of them.
 */
export function isAffiliateCodeValid(
  db: Database,
  merchant: string,
  code: string,
  domain: string | undefined,
): boolean {
  const row = db.get<{ domain: string | null }>(
    'SELECT domain FROM affiliate_codes WHERE merchant = ? AND code = ? AND active = 1',
    [merchant, code.trim()],
  );
  if (!row) return false;
  if (row.domain === null) return true;
  return domain !== undefined && hostOf(domain) === row.domain.toLowerCase();
}

function hostOf(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/:\d{1,5}$/, '');
}
