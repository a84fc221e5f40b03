import { parseRate, plainPercent } from '../shared/rate';

/** Why typed text is not a rebate percent. */
export type RebateProblem = 'format' | 'decimals' | 'aboveOwn';

export type ParsedRebate = { ok: true; bp: number } | { ok: false; problem: RebateProblem };

const TOO_PRECISE = /^\d+[.,]\d{3,}$/;

/**
 * A typed rebate percent (`1.5`) to basis points (`150`) by the contracts' rate reading (no
 * float); at most 2 decimals, from 0 to the agent's own rate.
 */
export function parseRebate(text: string, ownBp: number): ParsedRebate {
  const rate = parseRate(text);
  if (!rate.ok) {
    return { ok: false, problem: TOO_PRECISE.test(plainPercent(text)) ? 'decimals' : 'format' };
  }
  if (rate.bp > ownBp) return { ok: false, problem: 'aboveOwn' };
  return rate;
}
