import type { Database } from '../db';

/*
 * An agent's promotion code is an affiliate code (the register form's field) owned by the agent:
 * a registration carrying it lands under the agent (account/register.ts).
 */

export function promotionCodeOf(db: Database, agentId: number): string | undefined {
  return db.get<{ code: string }>('SELECT code FROM affiliate_codes WHERE member_id = ?', [agentId])
    ?.code;
}

/** False when the code is taken on the brand (the caller draws another). */
export function insertPromotionCode(
  db: Database,
  merchant: string,
  agentId: number,
  code: string,
): boolean {
  return (
    db.run(
      `INSERT INTO affiliate_codes (merchant, code, domain, active, member_id)
       VALUES (?, ?, NULL, 1, ?) ON CONFLICT DO NOTHING`,
      [merchant, code, agentId],
    ).changes > 0
  );
}

/** The agent whose active promotion code this is, or undefined (an operator code or none). */
export function agentOfPromotionCode(
  db: Database,
  merchant: string,
  code: string,
): number | undefined {
  return (
    db.get<{ memberId: number | null }>(
      `SELECT member_id AS memberId FROM affiliate_codes
       WHERE merchant = ? AND code = ? AND active = 1`,
      [merchant, code.trim()],
    )?.memberId ?? undefined
  );
}
