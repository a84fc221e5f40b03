import type { GameType } from '../constants';
import type { Database } from '../db';
import { cryptoRandomInt, playRound, winOf } from '../gameHost/engine';
import type { Choice, RandomInt, Round } from '../gameHost/engine';
import { checkBet, sessionStartFor } from '../protection/limits';
import { earnFromBet } from '../points/ledger';
import { insertBet, validBetOf } from '../store/bets';
import { balanceOf, credit, debit, recordTransaction } from '../store/wallet';

export interface BetRequest {
  memberId: number;
  gameId: number;
  gameType: GameType;
  /** Minor units. */
  stake: number;
  choice: Choice;
  now: number;
  random?: RandomInt;
  /**
   * The site session the round is played in (its token hash), whose start a session-time limit
   * counts from; without one, the member's most recent live session.
   */
  sessionTokenHash?: string | undefined;
}

export type BetResult =
  | { kind: 'placed'; betId: number; balance: number; win: number; round: Round }
  | { kind: 'insufficient'; balance: number };

/**
 * One round, as one transaction: check the member's protection limits (a LimitRefusal when the
 * stake would pass a loss or wager limit, or the session is past its time limit), debit the stake
 * (refused if the balance is short), draw the outcome, record the bet, credit the win, and write a
 * ledger row for each movement. Nothing of it is visible until all of it is; a failure anywhere (a
 * bad choice, a limit) leaves no trace. Every path that plays a round comes through here, so every
 * one is checked.
 */
export function placeBet(db: Database, request: BetRequest): BetResult {
  const { memberId, stake, now } = request;
  return db.transaction((): BetResult => {
    checkBet(db, {
      memberId,
      stake,
      now,
      sessionStartedAt: sessionStartFor(db, memberId, request.sessionTokenHash, now),
    });
    const afterStake = debit(db, memberId, stake);
    if (afterStake === undefined) {
      return { kind: 'insufficient', balance: balanceOf(db, memberId) ?? 0 };
    }
    const round = playRound(request.gameType, request.choice, request.random ?? cryptoRandomInt);
    const win = winOf(stake, round.pay);
    const betId = insertBet(db, {
      memberId,
      gameId: request.gameId,
      stake,
      win,
      outcome: JSON.stringify(round.outcome),
      now,
    });
    recordTransaction(db, memberId, -stake, afterStake, { kind: 'bet', betId, now });
    // points mall: the valid bet earns points by the game's category, with the bet or not at all
    earnFromBet(db, {
      memberId,
      gameType: request.gameType,
      validBet: validBetOf({ stake, win }),
      betId,
      now,
    });
    let balance = afterStake;
    if (win > 0) {
      balance = credit(db, memberId, win);
      recordTransaction(db, memberId, win, balance, { kind: 'win', betId, now });
    }
    return { kind: 'placed', betId, balance, win, round };
  });
}
