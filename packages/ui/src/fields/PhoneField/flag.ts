/**
 * The flag emoji for an ISO 3166 alpha-2 code: each letter maps to its regional indicator symbol
 * (A -> U+1F1E6). Any other code has no flag (empty string).
 */
export function flagEmoji(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
