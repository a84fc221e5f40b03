import { randomInt } from 'node:crypto';
import type { Database } from '../db';
import { insertPromotionCode, promotionCodeOf } from '../store/agentPromotion';
import type { Member } from '../store/members';

// No 0/O or 1/I: a code is read aloud and typed from a screenshot (as the referral codes).
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** `draw(n)`: an integer in [0, n); the seed passes a seeded one so fresh databases agree. */
export type Draw = (n: number) => number;
const cryptoDraw: Draw = (n) => randomInt(0, n);

/**
 * The agent's promotion code, made on first ask, and the register address carrying it: the site's
 * register dialog reads `affiliateCode` from the address, and a registration with it lands under
 * the agent as a direct downline (account/register.ts).
 */
export function promotionOf(
  db: Database,
  agent: Member,
  origin: string,
  draw: Draw = cryptoDraw,
): { code: string; link: string } {
  const code = db.transaction(() => {
    const existing = promotionCodeOf(db, agent.id);
    if (existing) return existing;
    for (;;) {
      const drawn = `AG${Array.from(
        { length: CODE_LENGTH },
        () => CODE_ALPHABET[draw(CODE_ALPHABET.length)],
      ).join('')}`;
      if (insertPromotionCode(db, agent.merchant, agent.id, drawn)) return drawn;
    }
  });
  return { code, link: `${origin}/register?affiliateCode=${encodeURIComponent(code)}` };
}
