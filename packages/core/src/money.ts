/** Money is held as integer minor units (cents); it is shown with 2 decimals and grouped thousands. */

export interface FormatMoneyOptions {
  /** Currency symbol written before the amount. @default 'P' (the spec's default symbol) */
  symbol?: string;
  /**
   * Locale for the separators. @default 'en-US' (the spec's comma thousands and point decimals)
   */
  locale?: string;
}

/** The spec's separators, written by hand (see `formatMoney`). */
const SPEC_LOCALE = 'en-US';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * `formatMoney(123456)` -> `P1,234.56`; `formatMoney(-5)` -> `-P0.05`. Minor units are integers;
 * a fractional input is rounded to the nearest unit first. The amount is formatted from a decimal
 * string, so sums beyond 2^53 minor units (bigint) keep every digit.
 * @throws RangeError for NaN or an infinite amount (a caller bug, not user input).
 */
export function formatMoney(minorUnits: number | bigint, options: FormatMoneyOptions = {}): string {
  const { symbol = 'P', locale = SPEC_LOCALE } = options;
  let units: bigint;
  if (typeof minorUnits === 'bigint') {
    units = minorUnits;
  } else {
    if (!Number.isFinite(minorUnits)) throw new RangeError(`Not an amount: ${minorUnits}`);
    units = BigInt(Math.round(minorUnits));
  }
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  // The spec's comma thousands and point decimals need no Intl: the first Intl formatter a page
  // creates starts ICU, about 25 ms of main thread at 1x (the jackpot counter paid it in the
  // lobby's first render). Other locales' separators come from Intl, which accepts a decimal
  // string exactly ("1234.56"), without a float on the way.
  const amount =
    locale === SPEC_LOCALE
      ? `${whole.toString().replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`
      : formatterFor(locale).format(`${whole}.${cents}` as unknown as number);
  return `${negative ? '-' : ''}${symbol}${amount}`;
}

/** The main wallet's name in a move between wallets; a vendor wallet goes by its vendor's code. */
export const MAIN_WALLET = 'MAIN';

/** The account record's kinds of movement: every change of the main wallet is one (doc 2 §2.3). */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'transfer_out',
  'transfer_in',
  'wallet_move_out',
  'wallet_move_in',
  'bet',
  'win',
  'bonus',
  // agent centre: a contract's payout (salary or dividend) to the agent who holds it
  'contract',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * Where a bonus credited to the wallet came from (doc 2 §2.3, bonus details): each is a row of
 * the ledger of kind 'bonus' and a row of the bonuses the member centre lists.
 */
export const BONUS_SOURCES = ['promotion', 'rebate', 'mission', 'reward', 'referral'] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

/** A record's state: a movement is completed; a deposit not credited is pending or failed. */
export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * A withdrawal's states (doc 2 §4.5): pending -> approved | rejected (refunded); approved ->
 * disbursed; disbursed -> received | notReceived (the member says so) | autoReceived (not
 * confirmed in time).
 */
export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'disbursed',
  'received',
  'notReceived',
  'autoReceived',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

// --- member centre II: records ---

/** The longest range personal profit and loss sums over, in days (the sandbox refuses more). */
export const PROFIT_MAX_DAYS = 92;
