import type { AgentAnnouncement } from './AgentAnnouncements';

/** Newest first, as the server sends them. */
export const SAMPLE_AGENT_ANNOUNCEMENTS: AgentAnnouncement[] = [
  {
    id: 3,
    title: 'Weekly dividends settle every Monday',
    body: 'Dividend contracts on a weekly period settle at 00:00 UTC each Monday.\nPayouts appear in My Income within minutes.',
    createdAt: Date.parse('2026-11-24T08:00:00Z'),
  },
  {
    id: 2,
    title: 'Real-time salary is now available',
    body: 'Offer your sub-agents a real-time salary: it settles every five minutes on their team’s valid bets.',
    createdAt: Date.parse('2026-11-18T10:30:00Z'),
  },
  {
    id: 1,
    title: 'Welcome to the agent centre',
    body: 'Open downline accounts, share your promotion link and follow your team’s results here.',
    createdAt: Date.parse('2026-11-01T00:00:00Z'),
  },
];
