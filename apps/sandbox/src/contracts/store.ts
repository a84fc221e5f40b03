import { CONTRACT_KINDS, topRateBp } from '@lobby/core';
import type {
  ContractKind,
  ContractPeriod,
  ContractStatus,
  ContractTier,
  PayoutStatus,
} from '@lobby/core';
import type { Database } from '../db';

/** Where a member sits: brand, account type and upline (members.upline_id). */
export function memberPlace(
  db: Database,
  id: number,
):
  | { id: number; merchant: string; account: string; type: number; uplineId: number | null }
  | undefined {
  return db.get(
    'SELECT id, merchant, account, type, upline_id AS uplineId FROM members WHERE id = ?',
    [id],
  );
}

export type EndReason = 'terminated' | 'replaced' | 'lowerRate';

export interface ContractRow {
  id: number;
  merchant: string;
  uplineId: number | null;
  uplineAccount: string | null;
  downlineId: number;
  downlineAccount: string;
  kind: ContractKind;
  period: ContractPeriod;
  tiers: ContractTier[];
  topRateBp: number;
  status: ContractStatus;
  offeredAt: number;
  decidedAt: number | null;
  endedAt: number | null;
  endReason: EndReason | null;
}

const CONTRACT_COLUMNS = `c.id, c.merchant, c.upline_id AS uplineId, up.account AS uplineAccount,
  c.downline_id AS downlineId, down.account AS downlineAccount, c.kind, c.period, c.tiers,
  c.top_rate_bp AS topRateBp, c.status, c.offered_at AS offeredAt, c.decided_at AS decidedAt,
  c.ended_at AS endedAt, c.end_reason AS endReason
  FROM contracts c JOIN members down ON down.id = c.downline_id
  LEFT JOIN members up ON up.id = c.upline_id`;

type RawContract = Omit<ContractRow, 'tiers'> & { tiers: string };
const parsed = (row: RawContract): ContractRow => ({
  ...row,
  tiers: JSON.parse(row.tiers) as ContractTier[],
});

export function findContract(db: Database, id: number): ContractRow | undefined {
  const row = db.get<RawContract>(`SELECT ${CONTRACT_COLUMNS} WHERE c.id = ?`, [id]);
  return row && parsed(row);
}

/** Contracts whose downline is the member (offered to them), newest first. */
export function contractsHeldBy(db: Database, memberId: number, kind?: ContractKind) {
  return db
    .all<RawContract>(
      `SELECT ${CONTRACT_COLUMNS} WHERE c.downline_id = ? AND (? IS NULL OR c.kind = ?)
       ORDER BY c.offered_at DESC, c.id DESC`,
      [memberId, kind ?? null, kind ?? null],
    )
    .map(parsed);
}

/** Contracts the member offered (their downline's), newest first. */
export function contractsGivenBy(db: Database, memberId: number, kind?: ContractKind) {
  return db
    .all<RawContract>(
      `SELECT ${CONTRACT_COLUMNS} WHERE c.upline_id = ? AND (? IS NULL OR c.kind = ?)
       ORDER BY c.offered_at DESC, c.id DESC`,
      [memberId, kind ?? null, kind ?? null],
    )
    .map(parsed);
}

/** The member's active contract of the kind, if any (there is at most one). */
export function activeContractOf(
  db: Database,
  memberId: number,
  kind: ContractKind,
): ContractRow | undefined {
  const row = db.get<RawContract>(
    `SELECT ${CONTRACT_COLUMNS} WHERE c.downline_id = ? AND c.kind = ? AND c.status = 'active'`,
    [memberId, kind],
  );
  return row && parsed(row);
}

export function insertContract(
  db: Database,
  contract: {
    merchant: string;
    uplineId: number | null;
    downlineId: number;
    kind: ContractKind;
    period: ContractPeriod;
    tiers: readonly ContractTier[];
    now: number;
  } & ({ status: 'pending' } | { status: 'active'; paysFrom: number }),
): number {
  return db.run(
    `INSERT INTO contracts (merchant, upline_id, downline_id, kind, period, tiers, top_rate_bp,
       status, offered_at, decided_at, pays_from)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      contract.merchant,
      contract.uplineId,
      contract.downlineId,
      contract.kind,
      contract.period,
      JSON.stringify(contract.tiers),
      topRateBp(contract.tiers),
      contract.status,
      contract.now,
      contract.status === 'active' ? contract.now : null,
      contract.status === 'active' ? contract.paysFrom : null,
    ],
  ).lastInsertRowid;
}

/** Ends a pending or active contract; false when it had ended already. */
export function endContract(db: Database, id: number, reason: EndReason, now: number): boolean {
  return (
    db.run(
      `UPDATE contracts SET status = 'terminated', ended_at = ?, end_reason = ?
       WHERE id = ? AND status IN ('pending', 'active')`,
      [now, reason, id],
    ).changes === 1
  );
}

// --- the merchant's switches ---

export function enabledKinds(db: Database, merchant: string): Set<ContractKind> {
  return new Set(
    db
      .all<{ kind: ContractKind }>(
        'SELECT kind FROM contract_kinds WHERE merchant = ? AND enabled = 1',
        [merchant],
      )
      .map((row) => row.kind),
  );
}

export function setKindEnabled(
  db: Database,
  merchant: string,
  kind: ContractKind,
  enabled: boolean,
): void {
  db.run(
    `INSERT INTO contract_kinds (merchant, kind, enabled) VALUES (?, ?, ?)
     ON CONFLICT (merchant, kind) DO UPDATE SET enabled = excluded.enabled`,
    [merchant, kind, enabled ? 1 : 0],
  );
}

/** Switches every kind on for the merchant (the seed's brands offer all four). */
export function enableAllKinds(db: Database, merchant: string): void {
  for (const kind of CONTRACT_KINDS) setKindEnabled(db, merchant, kind, true);
}

// --- payouts ---

export interface PayoutRow {
  id: number;
  contractId: number;
  kind: ContractKind;
  memberId: number;
  account: string;
  from: number;
  to: number;
  validBet: number;
  profitLoss: number;
  activeMembers: number;
  base: number;
  tier: number | null;
  rateBp: number;
  amount: number;
  status: PayoutStatus;
  settledAt: number;
}

const PAYOUT_COLUMNS = `p.id, p.contract_id AS contractId, c.kind, p.member_id AS memberId,
  m.account, p.period_from AS "from", p.period_to AS "to", p.valid_bet AS validBet,
  p.profit_loss AS profitLoss, p.active_members AS activeMembers, p.base, p.tier,
  p.rate_bp AS rateBp, p.amount, p.status, p.settled_at AS settledAt
  FROM contract_payouts p JOIN contracts c ON c.id = p.contract_id
  JOIN members m ON m.id = p.member_id`;

/**
 * Payouts of the contracts the member holds (`held`) or gave (`given`), newest period first, of
 * the kinds the merchant has switched on.
 */
export function listPayouts(
  db: Database,
  filter: {
    merchant: string;
    memberId: number;
    scope: 'held' | 'given';
    kind: ContractKind | undefined;
    limit: number;
    offset: number;
  },
): { rows: PayoutRow[]; total: number } {
  const who = filter.scope === 'held' ? 'c.downline_id' : 'c.upline_id';
  const where = `WHERE ${who} = :member AND (:kind IS NULL OR c.kind = :kind)
    AND c.kind IN (SELECT kind FROM contract_kinds WHERE merchant = :merchant AND enabled = 1)`;
  const params = { member: filter.memberId, kind: filter.kind ?? null, merchant: filter.merchant };
  const rows = db.all<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} ${where} ORDER BY p.period_from DESC, p.id DESC
     LIMIT :limit OFFSET :offset`,
    { ...params, limit: filter.limit, offset: filter.offset },
  );
  const total =
    db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM contract_payouts p JOIN contracts c ON c.id = p.contract_id
       ${where}`,
      params,
    )?.n ?? 0;
  return { rows, total };
}

/** The member's paid payouts settled in [from, to), newest first, with the sums by kind. */
export function incomeOf(
  db: Database,
  filter: { memberId: number; from: number; to: number; limit: number; offset: number },
): { rows: PayoutRow[]; total: number; byKind: Record<ContractKind, number> } {
  const where = `WHERE p.member_id = :member AND p.status = 'paid'
    AND p.settled_at >= :from AND p.settled_at < :to`;
  const params = { member: filter.memberId, from: filter.from, to: filter.to };
  const rows = db.all<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} ${where} ORDER BY p.settled_at DESC, p.id DESC
     LIMIT :limit OFFSET :offset`,
    { ...params, limit: filter.limit, offset: filter.offset },
  );
  const sums = db.all<{ kind: ContractKind; n: number; amount: number }>(
    `SELECT c.kind, COUNT(*) AS n, SUM(p.amount) AS amount
     FROM contract_payouts p JOIN contracts c ON c.id = p.contract_id ${where} GROUP BY c.kind`,
    params,
  );
  const byKind = Object.fromEntries(CONTRACT_KINDS.map((k) => [k, 0])) as Record<
    ContractKind,
    number
  >;
  let total = 0;
  for (const sum of sums) {
    byKind[sum.kind] = sum.amount;
    total += sum.n;
  }
  return { rows, total, byKind };
}
