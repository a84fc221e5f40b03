import type { DownlineMember } from './downline';

const AT = Date.UTC(2026, 10, 1, 9, 30);

/** A member of agent01's team; the numbers only need to be plausible. */
function member(
  id: number,
  account: string,
  upline: [id: number, account: string],
  depth: number,
  isAgent: boolean,
  directCount = 0,
  teamSize = directCount,
): DownlineMember {
  return {
    id,
    account,
    nickname: account.replace(/\d+$/, '').toUpperCase(),
    isAgent,
    type: isAgent ? 1 : 0,
    depth,
    uplineId: upline[0],
    uplineAccount: upline[1],
    directCount,
    teamSize,
    balance: 125_000 + id * 1_000,
    createdAt: AT + id * 3_600_000,
    lastLoginAt: id % 3 === 0 ? null : AT + id * 7_200_000,
  };
}

const AGENT: [number, string] = [1, 'agent01'];
const SUB: [number, string] = [10, 'subagent01'];
const SUB_SUB: [number, string] = [20, 'subagent02'];

/** agent01's direct downline: a sub-agent with its own team, and two players. */
export const DIRECT_DOWNLINE: readonly DownlineMember[] = [
  member(10, 'subagent01', AGENT, 1, true, 2, 4),
  member(11, 'player11', AGENT, 1, false),
  { ...member(12, 'player12', AGENT, 1, false), protection: 'limits' },
];

/** The members under each member, by its id. */
export const CHILDREN: Readonly<Record<number, readonly DownlineMember[]>> = {
  10: [
    member(20, 'subagent02', SUB, 2, true, 2, 2),
    { ...member(21, 'player21', SUB, 2, false), protection: 'timeOut' },
  ],
  20: [
    { ...member(30, 'player30', SUB_SUB, 3, false), protection: 'excluded' },
    member(31, 'player31', SUB_SUB, 3, false),
  ],
};

export const ALL_MEMBERS: readonly DownlineMember[] = [
  ...DIRECT_DOWNLINE,
  ...Object.values(CHILDREN).flat(),
];

/** What AGENT_downline?search= answers: accounts containing the text, any depth. */
export const searchTeam = (text: string) =>
  ALL_MEMBERS.filter((entry) => entry.account.toLowerCase().includes(text.trim().toLowerCase()));
