/** Why typed text is not an amount. */
export type AmountProblem = 'format' | 'decimals';

export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;
const TOO_PRECISE = /^\d+\.\d{3,}$/;

/**
 * Typed money (`1,250.5`) to integer minor units (`125050`), by string, never through a float.
 * Thousands commas and spaces are ignored; at most 2 decimals.
 */
export function parseAmount(text: string): ParsedAmount {
  const plain = text.replace(/[\s,]/g, '');
  const match = AMOUNT.exec(plain);
  if (!match) return { ok: false, problem: TOO_PRECISE.test(plain) ? 'decimals' : 'format' };
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const minor = whole * 100 + cents;
  if (!Number.isSafeInteger(minor)) return { ok: false, problem: 'format' };
  return { ok: true, minor };
}

/** Minor units as a plain amount to type (`125050` -> `1250.50`), for "All" and presets. */
export function amountText(minor: number): string {
  const abs = Math.abs(Math.round(minor));
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The last four characters of an account number behind dots: `•••• 6789`. */
export function maskAccount(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}

/** A phone number with its middle hidden: `09171234567` -> `091****4567`. */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length <= 7) return `${digits.slice(0, 1)}****${digits.slice(-2)}`;
  return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
}

/** An email address with its name hidden but the first letter: `juan@example.com` -> `j***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
