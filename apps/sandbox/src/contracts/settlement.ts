import { payoutFor, periodOf } from '@lobby/core';
import type { ContractKind, ContractPeriod, ContractTier, PeriodSpan } from '@lobby/core';
import type { Database } from '../db';
import { credit, recordTransaction } from '../store/wallet';
import { teamFigures } from './figures';

/*
 * Settlement (doc 2 §4.6, §9; ADR 030): every period of a contract from its first (contracts.
 * pays_from: the one it was accepted in, or the next when it replaced one) to the one it ended in
 * (inclusive) is settled once it is over, from the team's real bets. The
 * merchant pays: the downline's balance is credited and its ledger gains a 'contract' row, while
 * nobody's balance is debited (like a bonus). A period pays exactly once because its payout row,
 * UNIQUE (contract_id, period_from), is inserted in the same transaction as the credit: a second
 * run that planned the same period finds the row there and moves no money.
 */

/** One period of one contract waiting to be settled. */
export interface DuePeriod {
  contractId: number;
  downlineId: number;
  kind: ContractKind;
  tiers: ContractTier[];
  span: PeriodSpan;
}

interface Settleable {
  id: number;
  downlineId: number;
  kind: ContractKind;
  period: ContractPeriod;
  tiers: string;
  paysFrom: number;
  endedAt: number | null;
  lastFrom: number | null;
}

export interface SettleOptions {
  /**
   * Also settle the period `asOf` is in, closed at once (the dev control): bets placed later in
   * that period are not paid, because the period is settled already.
   */
  closeCurrent?: boolean;
  /** Only this brand's contracts (the dev control); every brand by default. */
  merchant?: string;
}

/**
 * The periods due by `asOf`: every period after the last one settled (or from the contract's first)
 * that has ended, up to the one the contract ended in.
 */
export function duePeriods(db: Database, asOf: number, options: SettleOptions = {}): DuePeriod[] {
  const contracts = db.all<Settleable>(
    `SELECT c.id, c.downline_id AS downlineId, c.kind, c.period, c.tiers,
       c.pays_from AS paysFrom, c.ended_at AS endedAt,
       (SELECT MAX(p.period_from) FROM contract_payouts p WHERE p.contract_id = c.id) AS lastFrom
     FROM contracts c
     WHERE c.pays_from IS NOT NULL AND c.status IN ('active', 'terminated')
       AND (:merchant IS NULL OR c.merchant = :merchant)
     ORDER BY c.id`,
    { merchant: options.merchant ?? null },
  );
  const due: DuePeriod[] = [];
  for (const c of contracts) {
    const tiers = JSON.parse(c.tiers) as ContractTier[];
    const last = c.endedAt === null ? null : periodOf(c.period, c.endedAt);
    let span =
      c.lastFrom === null
        ? periodOf(c.period, c.paysFrom)
        : periodOf(c.period, periodOf(c.period, c.lastFrom).to);
    const over = (s: PeriodSpan) =>
      s.to <= asOf || (options.closeCurrent === true && s.from <= asOf);
    while (over(span) && (last === null || span.from <= last.from)) {
      due.push({ contractId: c.id, downlineId: c.downlineId, kind: c.kind, tiers, span });
      span = periodOf(c.period, span.to);
    }
  }
  return due;
}

/**
 * Settles one period in one transaction: the payout row first (its unique key refuses a period
 * settled already, and then nothing else happens), then the credit and its ledger row. Answers
 * whether this call settled it. The bets of members on a break at `now` are left out (issue 30).
 */
export function settlePeriod(db: Database, due: DuePeriod, now: number): boolean {
  return db.transaction(() => {
    const figures = teamFigures(db, due.downlineId, due.span, now);
    const payout = payoutFor(due.kind, due.tiers, figures);
    const inserted = db.get<{ id: number }>(
      `INSERT INTO contract_payouts (contract_id, member_id, period_from, period_to, valid_bet,
         profit_loss, active_members, base, tier, rate_bp, amount, status, settled_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (contract_id, period_from) DO NOTHING RETURNING id`,
      [
        due.contractId,
        due.downlineId,
        due.span.from,
        due.span.to,
        figures.validBet,
        figures.profitLoss,
        figures.activeMembers,
        payout.base,
        payout.tier,
        payout.rateBp,
        payout.amount,
        payout.amount > 0 ? 'paid' : 'notQualified',
        now,
      ],
    );
    if (!inserted) return false;
    if (payout.amount > 0) {
      const balance = credit(db, due.downlineId, payout.amount);
      recordTransaction(db, due.downlineId, payout.amount, balance, {
        kind: 'contract',
        refId: inserted.id,
        now,
      });
    }
    return true;
  });
}

/** Settles every period due by `asOf`; answers how many this run settled. */
export function settleContracts(db: Database, asOf: number, options: SettleOptions = {}): number {
  let settled = 0;
  for (const due of duePeriods(db, asOf, options)) if (settlePeriod(db, due, asOf)) settled++;
  return settled;
}
