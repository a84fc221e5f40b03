import type { BonusRecord } from './BonusTable';

/** One bonus of each source, newest first, for the stories and tests. */
export const SAMPLE_BONUSES: BonusRecord[] = [
  {
    id: 15,
    source: 'reward',
    title: 'Welcome reward',
    amount: 5_000,
    createdAt: '2026-11-26T08:00:00Z',
  },
  {
    id: 14,
    source: 'rebate',
    title: 'Rebate 2026-11-24',
    amount: 1_275,
    createdAt: '2026-11-25T01:00:00Z',
  },
  {
    id: 13,
    source: 'mission',
    title: 'Bet 500.00 on slots today',
    amount: 2_000,
    createdAt: '2026-11-24T19:30:00Z',
  },
  {
    id: 12,
    source: 'promotion',
    title: 'Weekend reload',
    amount: 10_000,
    createdAt: '2026-11-22T10:00:00Z',
  },
  {
    id: 11,
    source: 'referral',
    title: 'Friend rec2026 joined',
    amount: 3_000,
    createdAt: '2026-11-21T14:20:00Z',
  },
];
