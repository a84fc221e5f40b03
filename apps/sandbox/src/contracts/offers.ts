import { isAgentAccount } from '../http/guards';
import {
  PERIODS_BY_KIND,
  contractsEndedByLowerRate,
  periodOf,
  tierProblem,
  topRateBp,
} from '@lobby/core';
import type { ContractKind, ContractPeriod, ContractTier } from '@lobby/core';
import type { Database } from '../db';
import { ContractRefusal } from './refusal';
import {
  activeContractOf,
  contractsGivenBy,
  endContract,
  enabledKinds,
  findContract,
  insertContract,
  memberPlace,
} from './store';
import type { ContractRow } from './store';

/*
 * The life of a contract (doc 2 §4.6): the upline offers, the downline accepts or rejects, the upline
 * terminates. Every rule is checked here, on the server, whatever the site shows.
 */

export interface Actor {
  memberId: number;
  merchant: string;
  now: number;
}

/**
 * Where a contract becoming active at `now` starts paying: the period it is in, or the next one
 * when it replaces an active contract of the kind, which is paid through the period it ends in:
 * one period never pays the same team twice.
 */
export function firstPeriodFrom(period: ContractPeriod, now: number, replacing: boolean): number {
  const current = periodOf(period, now);
  return replacing ? current.to : current.from;
}

/** FEATURE_DISABLED unless the merchant has switched the kind on. */
export function requireKind(db: Database, merchant: string, kind: ContractKind): void {
  if (!enabledKinds(db, merchant).has(kind)) {
    throw new ContractRefusal(
      'featureDisabled',
      'This contract type is not available on this site',
    );
  }
}

/** Tiers and period as a kind allows them, or the refusal naming what is wrong. */
export function checkTerms(
  kind: ContractKind,
  period: ContractPeriod,
  tiers: ContractTier[],
): void {
  if (!(PERIODS_BY_KIND[kind] as readonly ContractPeriod[]).includes(period)) {
    throw new ContractRefusal(
      'badPeriod',
      `Invalid period: a ${kind} contract settles ${PERIODS_BY_KIND[kind].join(', ')}`,
    );
  }
  const problem = tierProblem(tiers);
  if (problem !== null) throw new ContractRefusal('badTiers', `Invalid tiers: ${problem}`);
}

/**
 * Offers a contract to a direct downline agent. The offerer must hold an active contract of the
 * kind and may not offer a rate above its own top rate; a pending offer of the kind to the member
 * is replaced by this one.
 */
export function offerContract(
  db: Database,
  actor: Actor,
  offer: { kind: ContractKind; memberId: number; period: ContractPeriod; tiers: ContractTier[] },
): ContractRow {
  requireKind(db, actor.merchant, offer.kind);
  const member = memberPlace(db, offer.memberId);
  if (
    !member ||
    member.merchant !== actor.merchant ||
    member.uplineId !== actor.memberId ||
    !isAgentAccount(member.type)
  ) {
    throw new ContractRefusal('notDirectAgent', 'Contracts go only to your direct downline agents');
  }
  checkTerms(offer.kind, offer.period, offer.tiers);
  const own = activeContractOf(db, actor.memberId, offer.kind);
  if (!own) {
    throw new ContractRefusal('noOwnContract', 'You hold no active contract of this type to share');
  }
  if (topRateBp(offer.tiers) > own.topRateBp) {
    throw new ContractRefusal('rateAboveOwn', 'No rate may be above your own contract’s top rate');
  }
  const id = db.transaction(() => {
    const pending = db.get<{ id: number }>(
      `SELECT id FROM contracts WHERE downline_id = ? AND kind = ? AND status = 'pending'`,
      [offer.memberId, offer.kind],
    );
    if (pending) endContract(db, pending.id, 'replaced', actor.now);
    return insertContract(db, {
      merchant: actor.merchant,
      uplineId: actor.memberId,
      downlineId: offer.memberId,
      kind: offer.kind,
      period: offer.period,
      tiers: offer.tiers,
      status: 'pending',
      now: actor.now,
    });
  });
  return findContract(db, id)!;
}

/** A contract the actor may answer: theirs, of an enabled kind, still pending. */
function pendingOfferTo(db: Database, actor: Actor, id: number): ContractRow {
  const contract = findContract(db, id);
  if (!contract || contract.merchant !== actor.merchant || contract.downlineId !== actor.memberId) {
    throw new ContractRefusal('notYours', 'Only the member a contract is offered to may answer it');
  }
  requireKind(db, actor.merchant, contract.kind);
  if (contract.status !== 'pending') {
    throw new ContractRefusal('notPending', 'This offer has already been answered or withdrawn');
  }
  return contract;
}

/**
 * The contracts of the kind the member gave its own downline (pending or active) that accepting
 * `tiers` would end by the lower-rate rule: nobody below earns more than the agent above.
 */
export function endedByAccepting(
  db: Database,
  memberId: number,
  kind: ContractKind,
  tiers: readonly ContractTier[],
): ContractRow[] {
  const given = contractsGivenBy(db, memberId, kind).filter(
    (c) => c.status === 'pending' || c.status === 'active',
  );
  const ids = new Set(contractsEndedByLowerRate(tiers, given));
  return given.filter((c) => ids.has(c.id));
}

/**
 * Accepts or rejects an offer. Accepting ends the member's active contract of the kind ('replaced')
 * and, by the lower-rate rule, the higher contracts it gave below ('lowerRate'); while there are any
 * and `confirm` is false nothing changes and the answer is CONFIRM_REQUIRED naming them.
 */
export function respondToOffer(
  db: Database,
  actor: Actor,
  answer: { id: number; accept: boolean; confirm: boolean },
): ContractRow {
  db.transaction(() => {
    const offer = pendingOfferTo(db, actor, answer.id);
    if (!answer.accept) {
      db.run(`UPDATE contracts SET status = 'rejected', decided_at = ? WHERE id = ?`, [
        actor.now,
        offer.id,
      ]);
      return;
    }
    const ending = endedByAccepting(db, actor.memberId, offer.kind, offer.tiers);
    if (ending.length > 0 && !answer.confirm) {
      throw new ContractRefusal(
        'confirmRequired',
        'Accepting ends the downline contracts whose rate is above this one; confirm to go on',
        {
          endsDownline: ending.map((c) => ({
            id: c.id,
            account: c.downlineAccount,
            topRateBp: c.topRateBp,
          })),
        },
      );
    }
    for (const c of ending) endContract(db, c.id, 'lowerRate', actor.now);
    const current = activeContractOf(db, actor.memberId, offer.kind);
    if (current) endContract(db, current.id, 'replaced', actor.now);
    db.run(`UPDATE contracts SET status = 'active', decided_at = ?, pays_from = ? WHERE id = ?`, [
      actor.now,
      firstPeriodFrom(offer.period, actor.now, current !== undefined),
      offer.id,
    ]);
  });
  return findContract(db, answer.id)!;
}

/** The upline ends a pending or active contract it gave; it pays up to the period it ends in. */
export function terminateContract(db: Database, actor: Actor, id: number): ContractRow {
  db.transaction(() => {
    const contract = findContract(db, id);
    if (!contract || contract.merchant !== actor.merchant || contract.uplineId !== actor.memberId) {
      throw new ContractRefusal('notYours', 'Only the upline who offered a contract may end it');
    }
    requireKind(db, actor.merchant, contract.kind);
    if (!endContract(db, id, 'terminated', actor.now)) {
      throw new ContractRefusal('notPending', 'This contract has already ended');
    }
  });
  return findContract(db, id)!;
}

/**
 * The operator gives an agent an active contract (the seed, and a dev control for journeys' fresh
 * agents); it replaces the agent's active contract of the kind.
 */
export function giveOperatorContract(
  db: Database,
  grant: {
    merchant: string;
    memberId: number;
    kind: ContractKind;
    period: ContractPeriod;
    tiers: ContractTier[];
    now: number;
  },
): ContractRow {
  checkTerms(grant.kind, grant.period, grant.tiers);
  const id = db.transaction(() => {
    const current = activeContractOf(db, grant.memberId, grant.kind);
    if (current) endContract(db, current.id, 'replaced', grant.now);
    return insertContract(db, {
      paysFrom: firstPeriodFrom(grant.period, grant.now, current !== undefined),
      merchant: grant.merchant,
      uplineId: null,
      downlineId: grant.memberId,
      kind: grant.kind,
      period: grant.period,
      tiers: grant.tiers,
      status: 'active',
      now: grant.now,
    });
  });
  return findContract(db, id)!;
}
