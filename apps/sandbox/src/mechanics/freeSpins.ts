import type { Database } from '../db';
import { playRound } from '../gameHost/engine';
import type { RandomInt, Round } from '../gameHost/engine';
import { checkSessionAge } from '../protection/limits';
import { PromotionRefusal } from '../promotions/refusal';
import { inPeriod } from '../promotions/status';
import { findPromotion } from '../promotions/store';
import { GAME_COLUMNS, getGame } from '../store/catalog';
import type { GameRow } from '../store/catalog';
import { isUniqueViolation } from '../store/members';
import { balanceOf } from '../store/wallet';
import { creditBonus } from '../wallet/bonus';
import { MechanicRefusal } from './refusal';

/*
 * Free spins (issue 27: "credited to a slot game and used there"). Claiming a freeSpins promotion
 * grants FREE_SPIN_COUNT spins at FREE_SPIN_STAKE on one slot game. Playing that game in the game
 * host with spins left plays a free spin instead of a paid round: it stakes nothing, so it debits
 * nothing and records no bet (no valid bet: no points, VIP progress, mission progress or egg
 * tickets); its win is paid as a promotion bonus. Protection: a free spin risks no money, so the
 * loss and wager limits do not count it, but a session-time limit stops it like any round (the
 * limit is about time spent playing, not money), and a member on a break plays nothing.
 */

/** Spins a claim grants (the seeded promotion promises twenty). */
export const FREE_SPIN_COUNT = 20;
/** Minor units every free spin plays for: 0.20. Reel pays are whole hundreds, so wins are exact. */
export const FREE_SPIN_STAKE = 20;
/** The game type the spins are granted on: the demo slots (reels). */
const FREE_SPIN_GAME_TYPE = 'RNG';

export interface FreeSpinGrant {
  id: number;
  memberId: number;
  promotionId: number;
  gameId: number;
  spins: number;
  stake: number;
  /** Rounds played. */
  used: number;
  /** Minor units paid by them. */
  won: number;
}

const GRANT_COLUMNS = `g.id, g.member_id AS memberId, g.promotion_id AS promotionId,
  g.game_id AS gameId, g.spins, g.stake,
  (SELECT COUNT(*) FROM free_spin_rounds r WHERE r.grant_id = g.id) AS used,
  (SELECT COALESCE(SUM(r.win), 0) FROM free_spin_rounds r WHERE r.grant_id = g.id) AS won`;

export function grantOf(
  db: Database,
  memberId: number,
  promotionId: number,
): FreeSpinGrant | undefined {
  return db.get<FreeSpinGrant>(
    `SELECT ${GRANT_COLUMNS} FROM free_spin_grants g WHERE g.member_id = ? AND g.promotion_id = ?`,
    [memberId, promotionId],
  );
}

/** The member's oldest grant on this game with a spin left: the one the next round uses. */
export function openGrantOn(
  db: Database,
  memberId: number,
  gameId: number,
): FreeSpinGrant | undefined {
  return db.get<FreeSpinGrant>(
    `SELECT * FROM (SELECT ${GRANT_COLUMNS} FROM free_spin_grants g
       WHERE g.member_id = ? AND g.game_id = ?)
     WHERE used < spins ORDER BY id LIMIT 1`,
    [memberId, gameId],
  );
}

/**
 * The slot game a claim grants its spins on, the same for every claim while the catalogue stays:
 * the first demo slot (catalogue order) that plays in the lobby's frame (not a vendor launched in
 * a window of its own), is a game rather than a vendor's list of games, and is not under
 * maintenance.
 */
export function freeSpinGame(db: Database): GameRow | undefined {
  return db.get<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM games
     WHERE game_type = ? AND is_game IS NULL
       AND vassalage IN (SELECT code FROM vendors WHERE launch_mode = 'iframe')
       AND game_id NOT IN (SELECT game_id FROM game_maintenance)
     ORDER BY sort_key LIMIT 1`,
    [FREE_SPIN_GAME_TYPE],
  );
}

/** The game of a grant, or (before the claim) the game a claim would grant. */
export function freeSpinGameOf(
  db: Database,
  grant: FreeSpinGrant | undefined,
): GameRow | undefined {
  return grant === undefined ? freeSpinGame(db) : getGame(db, grant.gameId);
}

/** The freeSpins promotion the member acts on: the merchant's, of that kind, in its period. */
export function checkFreeSpinsPromotion(
  db: Database,
  merchant: string,
  promotionId: number,
  now: number,
): void {
  const promotion = findPromotion(db, merchant, promotionId);
  if (!promotion) throw new PromotionRefusal('notFound', 'No such promotion');
  if (promotion.kind !== 'freeSpins') {
    throw new PromotionRefusal('wrongAction', 'This promotion does not grant free spins');
  }
  if (!inPeriod(promotion, now)) {
    throw new PromotionRefusal('promotionClosed', 'This promotion is not running now');
  }
}

/**
 * Claims the promotion's free spins: the grant row, UNIQUE per member and promotion, is the
 * claim, so a second or concurrent claim fails on the key. No money moves at the claim.
 */
export function claimFreeSpins(
  db: Database,
  claim: { memberId: number; merchant: string; promotionId: number; now: number },
): FreeSpinGrant {
  try {
    return db.transaction(() => {
      checkFreeSpinsPromotion(db, claim.merchant, claim.promotionId, claim.now);
      const game = freeSpinGame(db);
      if (!game) throw new Error('No slot game to grant free spins on');
      db.run(
        `INSERT INTO free_spin_grants (member_id, promotion_id, game_id, spins, stake, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [
          claim.memberId,
          claim.promotionId,
          game.gameId,
          FREE_SPIN_COUNT,
          FREE_SPIN_STAKE,
          claim.now,
        ],
      );
      return grantOf(db, claim.memberId, claim.promotionId)!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new MechanicRefusal('freeSpinsClaimed', 'You have claimed these free spins already');
    }
    throw error;
  }
}

export interface FreeSpinResult {
  balance: number;
  win: number;
  round: Round;
  /** Spins left on the grant after this one. */
  left: number;
  stake: number;
}

/**
 * Plays a free spin of `game` for the member if they have one left on it; undefined when they
 * have none (the caller then plays a paid round, or refuses). One transaction: the session-time
 * limit, the grant's next ordinal (UNIQUE (grant_id, ordinal): concurrent rounds can never use
 * more spins than granted), the round at the grant's stake, and its win as a promotion bonus.
 */
export function playFreeSpin(
  db: Database,
  spin: {
    memberId: number;
    game: Pick<GameRow, 'gameId' | 'gameType' | 'name'>;
    now: number;
    random: RandomInt;
    /** When the site session the round is played in started (a session-time limit counts it). */
    sessionStartedAt: number | undefined;
  },
): FreeSpinResult | undefined {
  try {
    return db.transaction(() => {
      const grant = openGrantOn(db, spin.memberId, spin.game.gameId);
      if (grant === undefined) return undefined;
      if (spin.sessionStartedAt !== undefined) {
        checkSessionAge(db, spin.memberId, spin.sessionStartedAt, spin.now);
      }
      const round = playRound(spin.game.gameType, {}, spin.random);
      const win = (grant.stake * round.pay) / 100;
      if (!Number.isInteger(win)) throw new Error(`A free spin won ${win}: not whole minor units`);
      const roundId = db.run(
        `INSERT INTO free_spin_rounds (grant_id, ordinal, win, outcome, created_at)
         VALUES (?, ?, ?, ?, ?)`,
        [grant.id, grant.used + 1, win, JSON.stringify(round.outcome), spin.now],
      ).lastInsertRowid;
      const balance =
        win > 0
          ? creditBonus(db, {
              memberId: spin.memberId,
              source: 'promotion',
              sourceId: roundId,
              title: `Free spins: ${spin.game.name}`,
              amount: win,
              now: spin.now,
            }).balance
          : (balanceOf(db, spin.memberId) ?? 0);
      return { balance, win, round, left: grant.spins - grant.used - 1, stake: grant.stake };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new MechanicRefusal('noFreeSpins', 'No free spins are left on this game');
    }
    throw error;
  }
}

/** mechanicAvailable('freeSpins'): the promotion's spins not claimed yet, or some left. */
export function freeSpinsAvailable(db: Database, memberId: number, promotionId: number): boolean {
  const grant = grantOf(db, memberId, promotionId);
  return grant === undefined || grant.used < grant.spins;
}
