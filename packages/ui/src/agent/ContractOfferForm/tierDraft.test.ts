import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { MAX_RATE_BP, tierProblem, topRateBp, type ContractTier } from '@lobby/core';
import { amountText } from '../../member/shared/amount';
import { rateText } from '../shared/rate';
import { checkTierDrafts, type TierDraft } from './tierDraft';

/** Tiers as a user would type them back: plain amounts, whole members, percents. */
function drafts(tiers: readonly ContractTier[]): TierDraft[] {
  return tiers.map((tier, key) => ({
    key,
    threshold: amountText(tier.threshold),
    activeMembers: String(tier.activeMembers),
    rate: rateText(tier.rateBp),
  }));
}

const tier = fc.record({
  threshold: fc.integer({ min: 0, max: 1_000_000_000 }),
  activeMembers: fc.integer({ min: 0, max: 999 }),
  rateBp: fc.integer({ min: 0, max: MAX_RATE_BP + 50 }),
});

describe('checkTierDrafts', () => {
  test('agrees with core: typed tiers pass exactly when core accepts them under the ceiling', () => {
    fc.assert(
      fc.property(
        fc.array(tier, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: MAX_RATE_BP }),
        (tiers, ceilingBp) => {
          const { tiers: checked } = checkTierDrafts(drafts(tiers), ceilingBp);
          const acceptable = tierProblem(tiers) === null && topRateBp(tiers) <= ceilingBp;
          expect(checked).toEqual(acceptable ? tiers : null);
        },
      ),
    );
  });

  test('every break of the order is told at once, on the tier that breaks it', () => {
    const { problems } = checkTierDrafts(
      [
        { key: 0, threshold: '100', activeMembers: '1', rate: '2' },
        { key: 1, threshold: '200', activeMembers: '1', rate: '1.5' },
        { key: 2, threshold: '150', activeMembers: '1', rate: '3' },
      ],
      MAX_RATE_BP,
    );
    expect(problems.map((p) => [p.threshold, p.rate])).toEqual([
      [null, null],
      [null, 'decreasing'],
      ['notIncreasing', null],
    ]);
  });
});
