import { describe, expect, it } from 'vitest';
import { SEED_PLAYER_LEVELS } from '../seed/records';
import { rankOf } from './rank';

const [bronze, silver, gold] = SEED_PLAYER_LEVELS;
const top = SEED_PLAYER_LEVELS.at(-1);

describe('rankOf', () => {
  it('is the highest level whose threshold the valid bet has reached', () => {
    expect(rankOf(SEED_PLAYER_LEVELS, 0)?.level).toEqual(bronze);
    expect(rankOf(SEED_PLAYER_LEVELS, (silver?.minValidBet ?? 0) - 1)?.level).toEqual(bronze);
    expect(rankOf(SEED_PLAYER_LEVELS, silver?.minValidBet ?? 0)).toMatchObject({
      level: silver,
      next: gold,
      progress: 0,
      remaining: (gold?.minValidBet ?? 0) - (silver?.minValidBet ?? 0),
    });
  });

  it('at the top has no next level, nothing remaining and full progress', () => {
    expect(rankOf(SEED_PLAYER_LEVELS, (top?.minValidBet ?? 0) * 3)).toMatchObject({
      level: top,
      next: null,
      remaining: 0,
      progress: 1,
    });
  });

  it('reads levels in threshold order, whatever order they come in, and none is no rank', () => {
    expect(rankOf([...SEED_PLAYER_LEVELS].reverse(), silver?.minValidBet ?? 0)?.level).toEqual(
      silver,
    );
    expect(rankOf([], 100)).toBeUndefined();
    // A brand whose level 1 starts above 0: below it is still level 1, on the way to level 2.
    const raised = SEED_PLAYER_LEVELS.map((l) => ({ ...l, minValidBet: l.minValidBet + 1_000 }));
    expect(rankOf(raised, 0)).toMatchObject({
      level: { level: 1 },
      next: { level: 2 },
      progress: 0,
    });
  });
});
