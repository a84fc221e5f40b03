/** Why typed text is not a rebate percent. */
export type RebateProblem = 'format' | 'decimals' | 'aboveOwn';

export type ParsedRebate = { ok: true; bp: number } | { ok: false; problem: RebateProblem };

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;
const TOO_PRECISE = /^\d+\.\d{3,}$/;

/**
 * A typed rebate percent (`1.5`) to basis points (`150`), by string, never through a float; at
 * most 2 decimals, from 0 to the agent's own rate.
 */
export function parseRebate(text: string, ownBp: number): ParsedRebate {
  const plain = text.trim().replace(/%$/, '').trim();
  const match = PERCENT.exec(plain);
  if (!match) return { ok: false, problem: TOO_PRECISE.test(plain) ? 'decimals' : 'format' };
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (bp > ownBp) return { ok: false, problem: 'aboveOwn' };
  return { ok: true, bp };
}
