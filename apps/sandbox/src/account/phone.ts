import type { Database } from '../db';
import { ApiError } from '../http/envelope';

export interface Phone {
  /** Digits only, without `+`. */
  dialingCode: string;
  /** Digits only. */
  mobile: string;
  /** `+<dialing code><number>`: the outbox address and the key of codes and limits. */
  recipient: string;
}

/**
 * A phone number as the forms send it, checked: the dialing code of a known country (a leading
 * `+` is allowed) and 4 to 15 digits. Typed values are trimmed (doc 1 section 5).
 */
export function parsePhone(
  db: Database,
  dialingCode: string,
  mobile: string,
  field: string = 'mobileNum',
): Phone {
  const code = dialingCode.trim().replace(/^\+/, '');
  const number = mobile.trim();
  if (!/^\d{1,4}$/.test(code) || !isKnownDialingCode(db, code)) {
    throw new ApiError(400, 'Invalid countryDialingCode: not a known dialing code');
  }
  if (!/^\d{4,15}$/.test(number)) {
    throw new ApiError(400, `Invalid ${field}: must be 4 to 15 digits`);
  }
  return { dialingCode: code, mobile: number, recipient: `+${code}${number}` };
}

function isKnownDialingCode(db: Database, code: string): boolean {
  return (
    db.get('SELECT 1 AS known FROM countries WHERE dialing_code = ? LIMIT 1', [code]) !== undefined
  );
}
