import type { GameType } from '../constants';
import type { Database } from '../db';
import { dayOf } from '../claims/period';
import { claimReward } from '../claims/rewards';
import { insertMission, insertReward, setRebateRate } from '../store/claims';
import { findMemberByAccount } from '../store/members';
import { balanceOf } from '../store/wallet';
import { placeBet } from '../wallet/bets';
import { DEMO_ACCOUNTS } from './accounts';
import { SEED_MERCHANTS } from './data';

const DAY_MS = 86_400_000;

/** Every brand's daily missions, in menu order. */
export const SEED_MISSIONS: readonly {
  title: string;
  gameType: GameType | null;
  target: number;
  reward: number;
}[] = [
  { title: 'Bet 10.00 on mini games today', gameType: 'MINI', target: 1_000, reward: 200 },
  { title: 'Bet 100.00 on any game today', gameType: null, target: 10_000, reward: 800 },
  { title: 'Bet 500.00 on slots today', gameType: 'RNG', target: 50_000, reward: 2_500 },
];

/** Every brand's manual rebate, basis points of the valid bet per game type. */
export const SEED_REBATE_RATES: Readonly<Partial<Record<GameType, number>>> = {
  RNG: 80,
  LIVE: 60,
  FISH: 80,
  SPORTS: 50,
  CARD: 70,
  MINI: 100,
  LOTTERY: 40,
};

/**
 * Rewards, missions and the rebate: every brand's missions and rebate rates, and for
 * player01 two claimable rewards (one expiring in two days), one claimed, the mini-games mission
 * completed (not claimed) and the any-game mission in progress, both from real bets placed today.
 *
 * Unlike the rest of the seed this step reads the clock: "today" and "in two days" mean nothing
 * otherwise. It anchors on the start of the current UTC day, so two databases seeded the same day
 * are identical; /wps/dev/reset seeds today again.
 */
export function seedRewardsAndMissions(db: Database, now: number): void {
  const today = dayOf(now).from;
  for (const { code: merchant } of SEED_MERCHANTS) {
    SEED_MISSIONS.forEach((mission, position) =>
      insertMission(db, { merchant, ...mission, period: 'daily' }, position),
    );
    for (const [gameType, rateBp] of Object.entries(SEED_REBATE_RATES)) {
      setRebateRate(db, merchant, gameType as GameType, rateBp);
    }

    const player = findMemberByAccount(db, merchant, DEMO_ACCOUNTS.player.username);
    if (!player) continue;
    const memberId = player.id;
    insertReward(db, {
      memberId,
      title: 'Welcome reward',
      amount: 5_000,
      createdAt: today,
      // Two days from today's start: near enough for the countdown.
      expiresAt: today + 2 * DAY_MS,
    });
    insertReward(db, {
      memberId,
      title: 'Loyalty reward',
      amount: 2_000,
      createdAt: today,
      expiresAt: today + 30 * DAY_MS,
    });
    // Claimed as a member would: the bonus and its ledger row are there.
    const claimed = insertReward(db, {
      memberId,
      title: 'Birthday reward',
      amount: 3_000,
      createdAt: today - 5 * DAY_MS,
      expiresAt: today + 25 * DAY_MS,
    });
    // Today's mini-game rounds through the same function as the game host: six rounds of 5.00
    // that each lose (the draw picks the other side), 30.00 of valid bet. They complete the
    // mini-games mission (10.00), leave the any-game one (100.00) in progress, and cost what the
    // claimed birthday reward paid, so player01's balance is what it was (as the money seed keeps it).
    const game = db.get<{ id: number }>(
      `SELECT game_id AS id FROM games WHERE game_type = 'MINI'
         AND game_id NOT IN (SELECT game_id FROM game_maintenance) ORDER BY sort_key LIMIT 1`,
    );
    if (!game) continue;
    const opening = balanceOf(db, memberId) ?? 0;
    claimReward(db, { memberId, rewardId: claimed, now: today + 1_000 });
    for (let round = 0; round < 6; round += 1) {
      placeBet(db, {
        memberId,
        gameId: game.id,
        gameType: 'MINI',
        stake: 500,
        choice: { side: 0 },
        now: today + (round + 2) * 1_000,
        random: () => 1,
      });
    }
    if (balanceOf(db, memberId) !== opening) {
      throw new Error("The rewards seed must leave player01's balance as it was");
    }
  }
}
