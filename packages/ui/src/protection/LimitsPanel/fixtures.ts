import type { MoneyLimitView } from '../shared/types';

/** Thursday 26 Nov 2026, 10:00 UTC: the clock of the samples. */
export const SAMPLE_NOW = Date.UTC(2026, 10, 26, 10, 0);

const RESETS = {
  day: '2026-11-27T00:00:00.000Z',
  week: '2026-11-30T00:00:00.000Z',
  month: '2026-12-01T00:00:00.000Z',
} as const;

/** A status as PROTECTION_status answers it: a daily deposit limit being raised, a monthly one being removed. */
export const sampleLimits: MoneyLimitView[] = (['deposit', 'loss', 'wager'] as const).flatMap(
  (kind) =>
    (['day', 'week', 'month'] as const).map((period) => ({
      kind,
      period,
      amount: null,
      used: 0,
      resetsAt: RESETS[period],
      pending: null,
    })),
);

function set(
  kind: MoneyLimitView['kind'],
  period: MoneyLimitView['period'],
  patch: Partial<MoneyLimitView>,
) {
  const index = sampleLimits.findIndex((limit) => limit.kind === kind && limit.period === period);
  sampleLimits[index] = { ...sampleLimits[index]!, ...patch };
}

set('deposit', 'day', {
  amount: 5000,
  used: 2000,
  pending: { amount: 8000, effectiveAt: '2026-11-27T10:00:00.000Z' },
});
set('deposit', 'month', {
  amount: 50000,
  used: 12500,
  pending: { amount: null, effectiveAt: '2026-11-27T09:30:00.000Z' },
});
set('loss', 'week', { amount: 20000, used: 20000 });
