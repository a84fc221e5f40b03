import { MAX_RATE_BP } from '@lobby/core';

const formatters = new Map<string, Intl.NumberFormat>();

/** Basis points as the language writes a percent with 2 decimals: 150 -> "1.50%". */
export function formatRate(rateBp: number, lang?: string): string {
  const key = lang ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(lang, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(rateBp / MAX_RATE_BP);
}

export type ParsedRate = { ok: true; bp: number } | { ok: false };

// A decimal point or a decimal comma: half the site's languages write 1,5.
const PERCENT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

/** Typed percent text without its spaces and percent sign. */
export function plainPercent(text: string): string {
  return text.replace(/[\s%]/g, '');
}

/**
 * A typed percent ("1.5", "1,5", "1.50 %") to basis points (150), by string, never through a
 * float: at most 2 decimals, since a basis point is the smallest step of a rate.
 */
export function parseRate(text: string): ParsedRate {
  const match = PERCENT.exec(plainPercent(text));
  if (!match) return { ok: false };
  return { ok: true, bp: Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) };
}

/** Basis points as a percent to type back into a field: 150 -> "1.50". */
export function rateText(rateBp: number): string {
  return `${Math.floor(rateBp / 100)}.${String(rateBp % 100).padStart(2, '0')}`;
}
