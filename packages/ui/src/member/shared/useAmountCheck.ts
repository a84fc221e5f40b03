import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { parseAmount } from './amount';

export interface AmountBounds {
  /** Least amount, minor units. */
  min?: number | undefined;
  /** Most amount, minor units. */
  max?: number | undefined;
  /** What the source holds, minor units: the amount may not exceed it. */
  balance?: number | undefined;
  /** Currency symbol of the messages. */
  currency: string;
}

/**
 * The translated check of a typed amount: a number above zero with at most 2 decimals, within
 * the bounds. Returns the message to show under the field, or null.
 */
export function useAmountCheck(): (text: string, bounds: AmountBounds) => string | null {
  const { t } = useLingui();
  return (text, { min, max, balance, currency }) => {
    const parsed = parseAmount(text);
    if (!parsed.ok) {
      return parsed.problem === 'decimals'
        ? t`Use at most 2 decimal places`
        : t`Enter an amount such as 100 or 100.50`;
    }
    const amount = parsed.minor;
    const money = (minor: number) => formatMoney(minor, { symbol: currency });
    if (amount <= 0) return t`Enter an amount above zero`;
    if (min !== undefined && amount < min) {
      const least = money(min);
      return t`The minimum is ${least}`;
    }
    if (max !== undefined && amount > max) {
      const most = money(max);
      return t`The maximum is ${most}`;
    }
    if (balance !== undefined && amount > balance) {
      const available = money(balance);
      return t`The amount is more than the balance of ${available}`;
    }
    return null;
  };
}
