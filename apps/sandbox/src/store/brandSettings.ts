import type { Database } from '../db';

/** The age a visitor must confirm to register on this brand (doc 1 §9: 18 unless the brand says). */
export function getRegistrationAge(db: Database, merchant: string): number {
  return (
    db.get<{ age: number }>(
      'SELECT registration_age AS age FROM merchant_settings WHERE merchant = ?',
      [merchant],
    )?.age ?? DEFAULT_REGISTRATION_AGE
  );
}

export const DEFAULT_REGISTRATION_AGE = 18;

/** The brand's supported languages in the switch's order; undefined: every language the site has. */
export function getLanguages(db: Database, merchant: string): string[] | undefined {
  const row = db.get<{ languages: string | null }>(
    'SELECT languages FROM merchant_settings WHERE merchant = ?',
    [merchant],
  );
  if (!row?.languages) return undefined;
  return row.languages.split(',');
}

export function setBrandSettings(
  db: Database,
  merchant: string,
  settings: { registrationAge?: number; languages?: readonly string[] | null },
): void {
  if (settings.registrationAge !== undefined) {
    db.run('UPDATE merchant_settings SET registration_age = ? WHERE merchant = ?', [
      settings.registrationAge,
      merchant,
    ]);
  }
  if (settings.languages !== undefined) {
    db.run('UPDATE merchant_settings SET languages = ? WHERE merchant = ?', [
      settings.languages === null ? null : settings.languages.join(','),
      merchant,
    ]);
  }
}
