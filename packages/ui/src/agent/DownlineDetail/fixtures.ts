import type { DownlineMemberDetail } from './DownlineDetail';

/** subagent01 of the seeded team, with a contract of each state the card words. */
export const SUB_AGENT: DownlineMemberDetail = {
  id: 10,
  account: 'subagent01',
  nickname: 'Sub One',
  isAgent: true,
  type: 1,
  depth: 1,
  uplineAccount: 'agent01',
  rebateBp: 150,
  balance: 1_250_000,
  teamSize: 4,
  directCount: 2,
  createdAt: Date.UTC(2026, 9, 3, 8, 0),
  lastLoginAt: Date.UTC(2026, 10, 25, 21, 14),
  monthValidBet: 3_420_000,
  monthProfitLoss: -187_550,
  contracts: [
    { id: 7, kind: 'dividend', status: 'active', topRateBp: 2000 },
    { id: 9, kind: 'dailyWage', status: 'pending', topRateBp: 120 },
  ],
};

export const PLAYER: DownlineMemberDetail = {
  ...SUB_AGENT,
  id: 30,
  account: 'player30',
  nickname: '',
  isAgent: false,
  type: 0,
  depth: 3,
  uplineAccount: 'subagent02',
  rebateBp: null,
  teamSize: 0,
  directCount: 0,
  lastLoginAt: null,
  monthProfitLoss: 42_000,
  contracts: [],
  protection: 'excluded',
};
