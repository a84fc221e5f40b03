import type { Database } from '../db';
import { Random } from '../random';
import { insertAgentAnnouncement } from '../store/agentAnnouncements';
import { setUplineOf } from '../store/agentTeam';
import { findMemberByAccount, insertMember, rememberIp } from '../store/members';
import type { MemberType } from '../store/members';
import { insertBet } from '../store/bets';
import { recordTransaction } from '../store/wallet';
import type { GameType } from '../constants';
import { playRound, winOf } from '../gameHost/engine';
import type { Choice, RandomInt } from '../gameHost/engine';
import { setPaymentPasswordHashed } from '../wallet/paymentPassword';
import { DEMO_ACCOUNTS, DEMO_KNOWN_IP } from './accounts';
import { SEED_MERCHANTS } from './data';
import { historyGames, planRounds } from './records';

/** The new agents' password and the new players': agent01's and player01's (ACCOUNTS.md). */
export const AGENT_TEAM_PASSWORDS = {
  agent: DEMO_ACCOUNTS.agent.password,
  player: DEMO_ACCOUNTS.player.password,
} as const;
/** agent02's and agent04's payment password, so journeys can transfer as them. */
export const AGENT_TEAM_PAYMENT_PASSWORD = '246810';
/** How many days back the team's bets go, today included. */
export const AGENT_TEAM_BET_DAYS = 35;

interface TeamAccount {
  username: string;
  upline: string;
  type: MemberType;
  nickname: string;
  /** Minor units, before the bets. */
  balance: number;
  paymentPassword?: boolean;
}

/**
 * agent01's three-level downline (with player01 and vip001, whom the money seed put under agent01,
 * 14 members): two sub-agents under agent01, a third level under agent02, players at every level.
 * Uplines come before their downline.
 */
export const AGENT_TEAM_ACCOUNTS: readonly TeamAccount[] = [
  {
    username: 'agent02',
    upline: 'agent01',
    type: 2,
    nickname: 'Ari Agent',
    balance: 500_000,
    paymentPassword: true,
  },
  { username: 'agent03', upline: 'agent01', type: 2, nickname: 'Bo Agent', balance: 300_000 },
  { username: 'player11', upline: 'agent01', type: 0, nickname: 'Cal', balance: 200_000 },
  { username: 'player12', upline: 'agent01', type: 0, nickname: 'Dana', balance: 150_000 },
  {
    username: 'agent04',
    upline: 'agent02',
    type: 41,
    nickname: 'Eli Agent',
    balance: 250_000,
    paymentPassword: true,
  },
  { username: 'player21', upline: 'agent02', type: 0, nickname: 'Fay', balance: 180_000 },
  { username: 'player22', upline: 'agent02', type: 0, nickname: 'Gus', balance: 120_000 },
  { username: 'player23', upline: 'agent02', type: 0, nickname: 'Hana', balance: 220_000 },
  { username: 'player31', upline: 'agent03', type: 0, nickname: 'Ivo', balance: 160_000 },
  { username: 'player32', upline: 'agent03', type: 0, nickname: 'Jo', balance: 140_000 },
  { username: 'player41', upline: 'agent04', type: 0, nickname: 'Kai', balance: 190_000 },
  { username: 'player42', upline: 'agent04', type: 0, nickname: 'Lu', balance: 130_000 },
];

const AGENT_ANNOUNCEMENTS = [
  {
    title: 'Contract settlement times',
    body: 'Daily wages settle after midnight UTC, hourly salaries on the hour and real-time salaries every five minutes.',
    daysAgo: 1,
  },
  {
    title: 'New promotion links',
    body: 'Every agent now has a promotion link and QR code under Account: new members who register with it join your team.',
    daysAgo: 6,
  },
  {
    title: 'Welcome to the agent centre',
    body: 'Your team, its reports and your contracts are in one place. Contact your upline or customer service with questions.',
    daysAgo: 20,
  },
] as const;

const SEED = 20261126;
const DAY_MS = 24 * 60 * 60 * 1000;
// The accounts "exist" from this instant, like the demo accounts.
const ACCOUNTS_EPOCH = Date.UTC(2026, 0, 1);
// Each player keeps one in this many of its planned rounds: enough for the reports, a fast seed.
const ROUND_STRIDE = 6;

// scrypt costs ~40 ms a hash and every fresh database (every test file) is seeded: the new agents
// and players share agent01's and player01's passwords, so their stored hashes are reused, and the
// payment password's hash (of AGENT_TEAM_PAYMENT_PASSWORD, salted from SEED) is written out here.
// The seed test transfers with the password, which fails if the two ever part.
const PAYMENT_PASSWORD_HASH =
  'scrypt$16384$8$1$5a8qy8VRvYTVaIV5GlqStQ$sHgKbRLDZ27fFVMahcZ8l2-PX0rY4VfF4PoRwFz9SXw';

function passwordHashOf(db: Database, merchant: string, account: string): string {
  const hash = db.get<{ hash: string | null }>(
    'SELECT password_hash AS hash FROM members WHERE merchant = ? AND account = ?',
    [merchant, account],
  )?.hash;
  if (!hash) throw new Error(`${account} of ${merchant} has no password to share`);
  return hash;
}

/**
 * The seed step 'agent team': on every brand with agent01, its downline (AGENT_TEAM_ACCOUNTS), the
 * brand's agent announcements, and every new player's bets over the last 35 days (relative to the
 * seed's `now`) recorded as wallet/bets.ts records a round (playRounds), so each has its ledger rows and balances stay
 * consistent. Runs inside seedDatabase's one transaction.
 */
export function seedAgentTeam(db: Database, now: number): void {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const firstBetAt = today - (AGENT_TEAM_BET_DAYS - 1) * DAY_MS;
  const games = historyGames(db);
  for (const { code: merchant } of SEED_MERCHANTS) {
    const top = findMemberByAccount(db, merchant, DEMO_ACCOUNTS.agent.username);
    if (!top) continue;
    for (const announcement of AGENT_ANNOUNCEMENTS) {
      insertAgentAnnouncement(db, merchant, {
        title: announcement.title,
        body: announcement.body,
        createdAt: today - announcement.daysAgo * DAY_MS + 9 * 60 * 60 * 1000,
      });
    }
    const ids = new Map<string, number>([[top.account, top.id]]);
    const hashes = {
      agent: passwordHashOf(db, merchant, DEMO_ACCOUNTS.agent.username),
      player: passwordHashOf(db, merchant, DEMO_ACCOUNTS.player.username),
    };
    AGENT_TEAM_ACCOUNTS.forEach((account, index) => {
      const uplineId = ids.get(account.upline);
      if (uplineId === undefined) throw new Error(`${account.username}'s upline is not seeded`);
      const isAgent = account.type !== 0;
      const id = insertMember(db, {
        merchant,
        account: account.username,
        passwordHash: isAgent ? hashes.agent : hashes.player,
        nickname: account.nickname,
        type: account.type,
        dialingCode: '63',
        mobile: `91700001${String(index + 1).padStart(2, '0')}`,
        email: `${account.username}@demo.example`,
        balance: account.balance,
        passwordChangedAt: null,
        firstLoginDone: true,
        createdAt: ACCOUNTS_EPOCH + (index + 1) * DAY_MS,
        registerMethod: 'WEB',
      });
      setUplineOf(db, id, uplineId);
      rememberIp(db, id, DEMO_KNOWN_IP, ACCOUNTS_EPOCH);
      if (account.paymentPassword) {
        setPaymentPasswordHashed(db, id, PAYMENT_PASSWORD_HASH);
      }
      ids.set(account.username, id);
      if (isAgent || games.length === 0) return;
      // A seed of its own per player: each has different rounds, the same on every brand.
      const rounds = planRounds(games, today, SEED + index)
        .filter((round) => round.now >= firstBetAt && round.now < now)
        .filter((_, n) => n % ROUND_STRIDE === 0);
      const engine = new Random(SEED + 100 + index);
      playRounds(db, id, account.balance, rounds, (max) => engine.int(0, max - 1));
    });
  }
}

/**
 * The rounds as wallet/bets.ts's placeBet records them (the engine draws the outcome; a bet row, a
 * stake row and a win row in the ledger, each with the balance after it), written directly and the
 * balance set once at the end: placeBet's savepoint and two balance updates per round would make
 * this step several times slower, and the seed runs for every test file.
 */
function playRounds(
  db: Database,
  memberId: number,
  opening: number,
  rounds: readonly {
    gameId: number;
    gameType: GameType;
    stake: number;
    choice: Choice;
    now: number;
  }[],
  random: RandomInt,
): void {
  let balance = opening;
  for (const round of rounds) {
    if (round.stake > balance) throw new Error(`member ${memberId} ran out of money in the seed`);
    const played = playRound(round.gameType, round.choice, random);
    const win = winOf(round.stake, played.pay);
    const betId = insertBet(db, {
      memberId,
      gameId: round.gameId,
      stake: round.stake,
      win,
      outcome: JSON.stringify(played.outcome),
      now: round.now,
    });
    balance -= round.stake;
    recordTransaction(db, memberId, -round.stake, balance, { kind: 'bet', betId, now: round.now });
    if (win > 0) {
      balance += win;
      recordTransaction(db, memberId, win, balance, { kind: 'win', betId, now: round.now });
    }
  }
  db.run('UPDATE members SET balance = ? WHERE id = ?', [balance, memberId]);
}
