import type { DownlineTransaction } from './DownlineTransactionTable';

/** The team's ledger, newest first: the agent's transfer arriving, a bet, a bonus. */
export const SAMPLE_DOWNLINE_TRANSACTIONS: DownlineTransaction[] = [
  {
    id: 5012,
    account: 'player07',
    type: 'transfer_in',
    amount: 50000,
    balanceAfter: 125000,
    createdAt: Date.parse('2026-11-26T10:02:00Z'),
  },
  {
    id: 5011,
    account: 'player11',
    type: 'bet',
    amount: -2000,
    balanceAfter: 48000,
    createdAt: Date.parse('2026-11-26T09:40:00Z'),
  },
  {
    id: 5010,
    account: 'agent03',
    type: 'bonus',
    amount: 1500,
    balanceAfter: 301500,
    createdAt: Date.parse('2026-11-25T12:00:00Z'),
  },
];
