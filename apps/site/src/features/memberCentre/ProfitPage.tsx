import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PROFIT_MAX_DAYS } from '@lobby/core';
import { ProfitTable, type ProfitRange } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { gameTypeLabel } from '../shell/gameTypeLabels';
import { profitQuery } from './records.queries';
import { useCurrencyProps } from './useCurrencyProps';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The last 7 UTC days, today included: the days the sandbox sums in (UTC, like its records). */
function lastWeek(): ProfitRange {
  const now = Date.now();
  return { from: isoDay(now - 6 * DAY_MS), to: isoDay(now) };
}

/**
 * The range the server will sum: at most PROFIT_MAX_DAYS days ending on `to` (a longer one keeps
 * its end and moves its start), and never ending before it starts (the two ends swap).
 */
export function profitRangeOf(range: ProfitRange): ProfitRange {
  const [from, to] = range.from <= range.to ? [range.from, range.to] : [range.to, range.from];
  const earliest = isoDay(Date.parse(`${to}T00:00:00Z`) - (PROFIT_MAX_DAYS - 1) * DAY_MS);
  return { from: from < earliest ? earliest : from, to };
}

/**
 * Personal profit and loss (personalProfit): the member's bets over a chosen range of days, per day
 * and per game type, with the totals of the range.
 */
export function ProfitPage() {
  const { i18n } = useLingui();
  const [range, setRange] = useState(lastWeek);
  const money = useCurrencyProps();
  const profit = useQuery(profitQuery(range), { keepPrevious: true });
  const failed = profit.failed;

  return (
    <ProfitTable
      range={range}
      onRangeChange={(next) => setRange(profitRangeOf(next))}
      byDay={profit.data?.byDay ?? []}
      byGameType={profit.data?.byGameType ?? []}
      totals={profit.data?.totals ?? null}
      gameTypeLabel={(code) => gameTypeLabel(i18n, code)}
      maxDays={PROFIT_MAX_DAYS}
      {...money}
      loading={profit.data === undefined && !failed}
      error={
        profit.error !== undefined && !profit.fetching ? errorMessage(i18n, profit.error) : null
      }
      onRetry={() => void profit.refetch()}
      today={lastWeek().to}
    />
  );
}
