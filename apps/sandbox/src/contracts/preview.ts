import { payoutFor, previousPeriods } from '@lobby/core';
import type { Payout } from '@lobby/core';
import type { Database } from '../db';
import { teamFigures } from './figures';
import { endedByAccepting, requireKind } from './offers';
import type { Actor } from './offers';
import { ContractRefusal } from './refusal';
import { activeContractOf, findContract } from './store';

/** How many whole periods the what-if looks back over. */
export const PREVIEW_PERIODS = 4;

export interface PreviewPeriod {
  from: number;
  to: number;
  validBet: number;
  profitLoss: number;
  activeMembers: number;
  offered: Pick<Payout, 'tier' | 'rateBp' | 'amount'>;
  current: Pick<Payout, 'tier' | 'rateBp' | 'amount'> | null;
}

export interface Preview {
  periods: PreviewPeriod[];
  endsDownline: { id: number; account: string; topRateBp: number }[];
}

const terms = ({ tier, rateBp, amount }: Payout) => ({ tier, rateBp, amount });

/**
 * The what-if of a pending offer, for the member it is offered to: what it would have paid over the
 * last whole periods of its period from the member's team's real bets, beside what the member's
 * active contract of the kind pays on the same figures, and what accepting would end below.
 */
export function previewOffer(db: Database, actor: Actor, id: number): Preview {
  const offer = findContract(db, id);
  if (!offer || offer.merchant !== actor.merchant || offer.downlineId !== actor.memberId) {
    throw new ContractRefusal(
      'notYours',
      'Only the member a contract is offered to may preview it',
    );
  }
  requireKind(db, actor.merchant, offer.kind);
  if (offer.status !== 'pending') {
    throw new ContractRefusal('notPending', 'This offer has already been answered or withdrawn');
  }
  const current = activeContractOf(db, actor.memberId, offer.kind);
  const periods = previousPeriods(offer.period, actor.now, PREVIEW_PERIODS).map((span) => {
    // Settled now, these periods would leave out the members on a break now: so does the what-if.
    const figures = teamFigures(db, actor.memberId, span, actor.now);
    return {
      ...span,
      ...figures,
      offered: terms(payoutFor(offer.kind, offer.tiers, figures)),
      current: current ? terms(payoutFor(current.kind, current.tiers, figures)) : null,
    };
  });
  const endsDownline = endedByAccepting(db, actor.memberId, offer.kind, offer.tiers).map((c) => ({
    id: c.id,
    account: c.downlineAccount,
    topRateBp: c.topRateBp,
  }));
  return { periods, endsDownline };
}
