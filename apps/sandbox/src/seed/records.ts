import type { GameType } from '../constants';
import type { Database } from '../db';
import { GAME_STYLES, NUMBER_POOL, NUMBERS_TO_PICK, playRound, winOf } from '../gameHost/engine';
import type { Choice } from '../gameHost/engine';
import { WITHDRAW_MIN } from '../constants';
import { Random } from '../random';
import { findMemberByAccount } from '../store/members';
import { depositMethodsOf, listPayees } from '../store/money';
import { insertPlayerLevel } from '../store/records';
import { balanceOf } from '../store/wallet';
import type { PlayerLevelRow } from '../store/records';
import { placeBet } from '../wallet/bets';
import {
  createDeposit,
  createWithdrawal,
  settlePendingDeposit,
  stepWithdrawal,
} from '../wallet/money';
import { DEMO_ACCOUNTS } from './accounts';
import { SEED_MERCHANTS } from './data';

/** Every brand's player levels (doc 2 §2.3 playerRank); thresholds are lifetime valid bet. */
export const SEED_PLAYER_LEVELS: readonly PlayerLevelRow[] = [
  { level: 1, name: 'Bronze', minValidBet: 0, rebateBonusPoints: 0, dailyWithdrawals: 3 },
  { level: 2, name: 'Silver', minValidBet: 50_000, rebateBonusPoints: 5, dailyWithdrawals: 5 },
  { level: 3, name: 'Gold', minValidBet: 500_000, rebateBonusPoints: 10, dailyWithdrawals: 8 },
  {
    level: 4,
    name: 'Platinum',
    minValidBet: 2_000_000,
    rebateBonusPoints: 20,
    dailyWithdrawals: 10,
  },
  {
    level: 5,
    name: 'Diamond',
    minValidBet: 10_000_000,
    rebateBonusPoints: 35,
    dailyWithdrawals: 15,
  },
  { level: 6, name: 'Crown', minValidBet: 50_000_000, rebateBonusPoints: 50, dailyWithdrawals: 20 },
];

/** How many days of bets player01 has, today included. */
export const BET_HISTORY_DAYS = 60;
// The types the history plays, two vendors each where the catalogue has them.
const HISTORY_TYPES: readonly GameType[] = [
  'RNG',
  'LIVE',
  'SPORTS',
  'FISH',
  'LOTTERY',
  'MINI',
  'CARD',
];
const HISTORY_STAKES = [100, 500, 500, 1000] as const;
const SEED = 20261127;
// The bank method's minimum (seed/money.ts); a withdrawal's is the sandbox's rule.
const BANK_DEPOSIT_MIN = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface PlannedRound {
  gameId: number;
  gameType: GameType;
  stake: number;
  choice: Choice;
  now: number;
}

/** Two playable games of each history type, from different vendors where there are two. */
export function historyGames(db: Database): { id: number; type: GameType }[] {
  const games: { id: number; type: GameType }[] = [];
  for (const type of HISTORY_TYPES) {
    const rows = db.all<{ id: number; vendor: string }>(
      `SELECT game_id AS id, vassalage AS vendor FROM games WHERE game_type = ?
         AND game_id NOT IN (SELECT game_id FROM game_maintenance) ORDER BY sort_key LIMIT 200`,
      [type],
    );
    const first = rows[0];
    if (!first) continue;
    const second = rows.find((row) => row.vendor !== first.vendor) ?? rows[1];
    games.push({ id: first.id, type });
    if (second) games.push({ id: second.id, type });
  }
  return games;
}

function choiceFor(type: GameType, random: Random): Choice {
  switch (GAME_STYLES[type].kind) {
    case 'pick':
      return { side: random.int(0, 1) };
    case 'numbers': {
      const numbers = new Set<number>();
      while (numbers.size < NUMBERS_TO_PICK) numbers.add(random.int(1, NUMBER_POOL));
      return { numbers: [...numbers] };
    }
    default:
      return {};
  }
}

/** The rounds, oldest first: two to six a day at set times, the last on `today` before 01:00. */
export function planRounds(
  games: readonly { id: number; type: GameType }[],
  today: number,
  seed = SEED,
) {
  const random = new Random(seed);
  const rounds: PlannedRound[] = [];
  for (let back = BET_HISTORY_DAYS - 1; back >= 0; back -= 1) {
    const day = today - back * DAY_MS;
    const count = random.int(2, 6);
    // Today's rounds fall in its first hour, so a seed run later in the day has none in the future.
    const minutes = Array.from({ length: count }, () =>
      back === 0 ? random.int(1, 59) : random.int(8 * 60, 23 * 60 + 59),
    ).sort((a, b) => a - b);
    for (const minute of minutes) {
      const game = random.pick(games);
      rounds.push({
        gameId: game.id,
        gameType: game.type,
        stake: random.pick(HISTORY_STAKES),
        choice: choiceFor(game.type, random),
        now: day + minute * 60_000,
      });
    }
  }
  return rounds;
}

/**
 * What to deposit before the rounds and withdraw after them so the balance never goes below zero
 * and ends where it started. A fresh player01 (1,250.00) covers the rounds' lowest point, so a net
 * loss needs only a deposit of it; a balance a demo has run down needs more, which comes back out
 * at the end. Each is at least the smallest amount the bank method or a withdrawal takes.
 */
export function fundingOf(
  opening: number,
  lowest: number,
  net: number,
): { deposit: number; withdrawal: number } {
  let deposit = Math.max(0, -(opening + lowest), -net);
  if (deposit > 0 && deposit < BANK_DEPOSIT_MIN) deposit = BANK_DEPOSIT_MIN;
  let withdrawal = deposit + net;
  if (withdrawal > 0 && withdrawal < WITHDRAW_MIN) {
    deposit += WITHDRAW_MIN - withdrawal;
    withdrawal = WITHDRAW_MIN;
  }
  return { deposit, withdrawal };
}

/**
 * The seed step 'bet history': every brand's player levels, and player01's last 60 days of bets
 * (today included) over several game types and vendors, wins, losses and pushes, each placed
 * through wallet/bets.ts so its ledger rows are written with it. The rounds are drawn twice from
 * the same seeded random: once to learn what they net, so a deposit before them and a withdrawal
 * after them (fundingOf) bring player01's balance back to what it was (ACCOUNTS.md).
 *
 * The days count back from the seed's `now` (UTC days), so the history always ends today; two
 * databases seeded on the same day are identical.
 */
export function seedBetHistory(db: Database, now: number): void {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  for (const { code: merchant } of SEED_MERCHANTS) {
    for (const level of SEED_PLAYER_LEVELS) insertPlayerLevel(db, merchant, level);
    const player = findMemberByAccount(db, merchant, DEMO_ACCOUNTS.player.username);
    if (!player) continue;
    const rounds = planRounds(historyGames(db), today);
    const firstDay = today - (BET_HISTORY_DAYS - 1) * DAY_MS;
    const engineRandom = () => {
      const random = new Random(SEED + 1);
      return (max: number) => random.int(0, max - 1);
    };

    // The dry run: what the rounds net, and the lowest they take the balance below its start.
    const dry = engineRandom();
    let net = 0;
    let lowest = 0;
    for (const round of rounds) {
      const played = playRound(round.gameType, round.choice, dry);
      lowest = Math.min(lowest, net - round.stake);
      net += winOf(round.stake, played.pay) - round.stake;
    }
    const opening = balanceOf(db, player.id) ?? 0;
    const { deposit, withdrawal } = fundingOf(opening, lowest, net);
    if (deposit > 0) {
      const bank = depositMethodsOf(db, merchant).find((method) => method.kind === 'bank');
      if (!bank) throw new Error(`${merchant} has no bank deposit method to fund the bet history`);
      const made = createDeposit(
        db,
        { memberId: player.id, merchant, methodId: bank.id, amount: deposit, now: firstDay },
        0,
      );
      settlePendingDeposit(db, made.id, 'credited', firstDay + 60_000);
    }

    const random = engineRandom();
    for (const round of rounds) {
      const placed = placeBet(db, { memberId: player.id, ...round, random });
      if (placed.kind !== 'placed') throw new Error('player01 ran out of money in the bet history');
    }
    if (withdrawal > 0) {
      const payee = listPayees(db, player.id)[0];
      if (!payee) throw new Error(`player01 of ${merchant} has no payee to withdraw winnings to`);
      const after = (rounds.at(-1)?.now ?? firstDay) + 60_000;
      const made = createWithdrawal(db, {
        memberId: player.id,
        payeeId: payee.id,
        amount: withdrawal,
        now: after,
      });
      stepWithdrawal(db, made.id, 'approve', { now: after + 60_000 });
      stepWithdrawal(db, made.id, 'disburse', { now: after + 120_000 });
    }
  }
}
