import { useLingui } from '@lingui/react/macro';
import type { BreakPeriod, LimitPeriod, MoneyLimitKind } from '@lobby/core';

/**
 * The translated names of the protection tools. Each combination is a whole sentence of its own
 * (not a period glued to a kind), so every language can order the words its own way.
 */
export function useProtectionWords() {
  const { t } = useLingui();
  const kindTitle: Record<MoneyLimitKind, string> = {
    deposit: t`Deposit limits`,
    loss: t`Loss limits`,
    wager: t`Wager limits`,
  };
  const kindRule: Record<MoneyLimitKind, string> = {
    deposit: t`The most you can deposit in a day, a week or a month.`,
    loss: t`The most you can lose (your stakes minus your wins) in a day, a week or a month.`,
    wager: t`The most you can stake in a day, a week or a month.`,
  };
  const limitName: Record<MoneyLimitKind, Record<LimitPeriod, string>> = {
    deposit: {
      day: t`Daily deposit limit`,
      week: t`Weekly deposit limit`,
      month: t`Monthly deposit limit`,
    },
    loss: { day: t`Daily loss limit`, week: t`Weekly loss limit`, month: t`Monthly loss limit` },
    wager: {
      day: t`Daily wager limit`,
      week: t`Weekly wager limit`,
      month: t`Monthly wager limit`,
    },
  };
  const breakLength: Record<BreakPeriod, string> = {
    '24h': t`24 hours`,
    '7d': t`7 days`,
    '30d': t`30 days`,
    '6m': t`6 months`,
    '1y': t`1 year`,
    '5y': t`5 years`,
    permanent: t`Permanently`,
  };
  return {
    kindTitle: (kind: MoneyLimitKind) => kindTitle[kind],
    kindRule: (kind: MoneyLimitKind) => kindRule[kind],
    limitName: (kind: MoneyLimitKind, period: LimitPeriod) => limitName[kind][period],
    breakLength: (period: BreakPeriod) => breakLength[period],
  };
}
