import type { IncomeRow, IncomeTotals } from './IncomeTable';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const at = (iso: string) => Date.parse(iso);

/** A payout of every kind, newest first: a week's dividend, a day's, an hour's and 5 minutes' salary. */
export const SAMPLE_INCOME: IncomeRow[] = [
  {
    id: 88,
    kind: 'realtime',
    from: at('2026-11-26T09:05:00Z'),
    to: at('2026-11-26T09:10:00Z'),
    amount: 325,
    settledAt: at('2026-11-26T09:10:04Z'),
  },
  {
    id: 87,
    kind: 'hourly',
    from: at('2026-11-26T08:00:00Z'),
    to: at('2026-11-26T09:00:00Z'),
    amount: 1850,
    settledAt: at('2026-11-26T09:01:00Z'),
  },
  {
    id: 86,
    kind: 'dailyWage',
    from: day('2026-11-25'),
    to: day('2026-11-26'),
    amount: 24000,
    settledAt: at('2026-11-26T00:01:00Z'),
  },
  {
    id: 85,
    kind: 'dividend',
    from: day('2026-11-16'),
    to: day('2026-11-23'),
    amount: 150075,
    settledAt: at('2026-11-23T00:01:00Z'),
  },
];

/** The span's sums: more periods than the page shows. */
export const SAMPLE_INCOME_TOTALS: IncomeTotals = {
  dividend: 150075,
  dailyWage: 96000,
  hourly: 22200,
  realtime: 3900,
  total: 272175,
};
