import type { PlayerLevelRow } from '../store/records';

export interface Rank {
  validBet: number;
  level: PlayerLevelRow;
  next: PlayerLevelRow | null;
  /** Valid bet still needed for `next`; 0 at the top. */
  remaining: number;
  /** From this level's threshold to the next's, 0 to 1; 1 at the top. */
  progress: number;
}

/**
 * The member's level: the highest whose threshold their lifetime valid bet has reached. Levels come
 * ordered by level with rising thresholds (the table's UNIQUE and the seed keep them so); level 1
 * starts at 0, so every member has one. Undefined only when the brand has no levels.
 */
export function rankOf(levels: readonly PlayerLevelRow[], validBet: number): Rank | undefined {
  const sorted = [...levels].sort((a, b) => a.minValidBet - b.minValidBet);
  let index = -1;
  sorted.forEach((level, i) => {
    if (validBet >= level.minValidBet) index = i;
  });
  // Below the lowest threshold (a brand whose level 1 does not start at 0) is still level 1.
  const at = Math.max(index, 0);
  const level = sorted[at];
  if (!level) return undefined;
  const next = sorted[at + 1] ?? null;
  if (next === null) return { validBet, level, next, remaining: 0, progress: 1 };
  const span = next.minValidBet - level.minValidBet;
  const done = Math.max(0, validBet - level.minValidBet);
  return {
    validBet,
    level,
    next,
    remaining: Math.max(0, next.minValidBet - validBet),
    progress: Math.min(1, done / span),
  };
}
