import { MAX_RATE_BP, tierProblem, type ContractTier } from '@lobby/core';
import { parseAmount } from '../../member/shared/amount';
import { parseRate } from '../shared/rate';

/** A tier as typed: text, so nothing the user typed is lost or rewritten while it is wrong. */
export interface TierDraft {
  /** Stable across removals, for React keys. */
  key: number;
  threshold: string;
  activeMembers: string;
  rate: string;
}

export type ThresholdProblem = 'amount' | 'notIncreasing';
export type MembersProblem = 'wholeNumber';
export type RateProblem = 'percent' | 'range' | 'aboveCeiling' | 'decreasing';

export interface TierDraftProblems {
  threshold: ThresholdProblem | null;
  activeMembers: MembersProblem | null;
  rate: RateProblem | null;
}

const WHOLE = /^\d{1,6}$/;

/**
 * Each typed tier's problems, field by field, so each message sits next to its field: first what
 * each field alone gets wrong, then the order across tiers core's tierProblem asks for (a
 * threshold not above the one before, a rate below the one before), on each tier that breaks it.
 * `tiers` is the offer once there is no problem.
 */
export function checkTierDrafts(
  drafts: readonly TierDraft[],
  ceilingBp: number,
): { problems: TierDraftProblems[]; tiers: ContractTier[] | null } {
  const problems: TierDraftProblems[] = [];
  const tiers: ContractTier[] = [];
  for (const draft of drafts) {
    const threshold = parseAmount(draft.threshold);
    const rate = parseRate(draft.rate);
    const members = draft.activeMembers.trim();
    const rateBp = rate.ok ? rate.bp : 0;
    problems.push({
      threshold: threshold.ok ? null : 'amount',
      activeMembers: WHOLE.test(members) ? null : 'wholeNumber',
      rate: !rate.ok
        ? 'percent'
        : rateBp < 1 || rateBp > MAX_RATE_BP
          ? 'range'
          : rateBp > ceilingBp
            ? 'aboveCeiling'
            : null,
    });
    tiers.push({
      threshold: threshold.ok ? threshold.minor : 0,
      activeMembers: Number(members),
      rateBp,
    });
  }
  if (problems.some((p) => p.threshold || p.activeMembers || p.rate)) {
    return { problems, tiers: null };
  }
  // The order across tiers: every tier that breaks it is told at once (core's tierProblem names
  // only the first), and core still has the last word on whether the list may be offered.
  for (let i = 1; i < tiers.length; i++) {
    if (tiers[i]!.threshold <= tiers[i - 1]!.threshold) problems[i]!.threshold = 'notIncreasing';
    if (tiers[i]!.rateBp < tiers[i - 1]!.rateBp) problems[i]!.rate = 'decreasing';
  }
  return { problems, tiers: tierProblem(tiers) === null ? tiers : null };
}
