import type { RedeemStatus } from '@lobby/api';
import type { Database } from '../db';
import { creditBonus } from '../wallet/bonus';
import { pointsOf, recordPoints } from './ledger';
import { PointsRefusal } from './refusal';
import { CONVERT_STEP, DEFAULT_RATIO, MIN_CONVERT } from './rules';

/*
 * The mall: the merchant's items, redeems (points and stock taken together, then approved or
 * rejected by the operator) and conversions of points to wallet money. Each function is one
 * transaction; the payment password is checked by the caller before (it is asynchronous).
 */

export interface MallItemRow {
  id: number;
  merchant: string;
  name: string;
  cost: number;
  stock: number;
  colour: string;
}

export interface RedeemRow {
  id: number;
  memberId: number;
  itemId: number;
  itemName: string;
  quantity: number;
  points: number;
  status: RedeemStatus;
  createdAt: number;
  decidedAt: number | null;
}

const ITEM_COLUMNS = 'id, merchant, name, cost, stock, colour';
const REDEEM_COLUMNS = `id, member_id AS memberId, item_id AS itemId, item_name AS itemName, quantity,
  points, status, created_at AS createdAt, decided_at AS decidedAt`;

export function ratioOf(db: Database, merchant: string): number {
  return (
    db.get<{ ratio: number }>('SELECT ratio FROM points_settings WHERE merchant = ?', [merchant])
      ?.ratio ?? DEFAULT_RATIO
  );
}

export function itemsOf(db: Database, merchant: string): MallItemRow[] {
  return db.all<MallItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM mall_items WHERE merchant = ? ORDER BY sort_key, id`,
    [merchant],
  );
}

export function findItem(db: Database, id: number): MallItemRow | undefined {
  return db.get<MallItemRow>(`SELECT ${ITEM_COLUMNS} FROM mall_items WHERE id = ?`, [id]);
}

export function findRedeem(db: Database, id: number): RedeemRow | undefined {
  return db.get<RedeemRow>(`SELECT ${REDEEM_COLUMNS} FROM points_redeems WHERE id = ?`, [id]);
}

export function listRedeems(
  db: Database,
  memberId: number,
  limit: number,
  offset: number,
): { rows: RedeemRow[]; total: number } {
  const rows = db.all<RedeemRow>(
    `SELECT ${REDEEM_COLUMNS} FROM points_redeems WHERE member_id = ?
     ORDER BY id DESC LIMIT ? OFFSET ?`,
    [memberId, limit, offset],
  );
  const total =
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM points_redeems WHERE member_id = ?', [
      memberId,
    ])?.n ?? 0;
  return { rows, total };
}

/**
 * Redeems `quantity` of an item of the member's merchant: the stock (a conditional UPDATE, so it
 * never goes below zero), the points (the ledger refuses a spend below zero) and the In Process
 * redeem row are one transaction.
 */
export function redeemItem(
  db: Database,
  request: { memberId: number; merchant: string; itemId: number; quantity: number; now: number },
): RedeemRow {
  const { memberId, quantity, now } = request;
  const id = db.transaction(() => {
    const item = findItem(db, request.itemId);
    if (!item || item.merchant !== request.merchant) {
      throw new PointsRefusal('notFound', 'No such item');
    }
    const cost = item.cost * quantity;
    if (pointsOf(db, memberId) < cost) {
      throw new PointsRefusal('notEnoughPoints', 'Not enough points');
    }
    const taken = db.run('UPDATE mall_items SET stock = stock - ? WHERE id = ? AND stock >= ?', [
      quantity,
      item.id,
      quantity,
    ]).changes;
    if (taken === 0) {
      throw new PointsRefusal(
        'outOfStock',
        item.stock === 0 ? 'Out of stock' : `Only ${item.stock} left`,
      );
    }
    const redeemId = db.run(
      `INSERT INTO points_redeems (member_id, item_id, item_name, quantity, points, status, created_at)
       VALUES (?, ?, ?, ?, ?, 'In Process', ?)`,
      [memberId, item.id, item.name, quantity, cost, now],
    ).lastInsertRowid;
    recordPoints(db, { memberId, earnType: 'redeem', points: -cost, refId: redeemId, now });
    return redeemId;
  });
  return mustFind(findRedeem(db, id));
}

/**
 * The operator's answer to a redeem In Process: approved keeps what was taken; rejected gives the
 * points (a positive redeem row) and the stock back, in the same transaction as the status change.
 */
export function decideRedeem(
  db: Database,
  id: number,
  decision: 'approve' | 'reject',
  now: number,
): RedeemRow {
  db.transaction(() => {
    const status: RedeemStatus = decision === 'approve' ? 'Approved' : 'Rejected';
    const moved = db.get<RedeemRow>(
      `UPDATE points_redeems SET status = ?, decided_at = ? WHERE id = ? AND status = 'In Process'
       RETURNING ${REDEEM_COLUMNS}`,
      [status, now, id],
    );
    if (!moved) {
      if (!findRedeem(db, id)) throw new PointsRefusal('notFound', 'No such redeem');
      throw new PointsRefusal('illegalTransition', 'The redeem was decided already');
    }
    if (decision === 'reject') {
      db.run('UPDATE mall_items SET stock = stock + ? WHERE id = ?', [
        moved.quantity,
        moved.itemId,
      ]);
      recordPoints(db, {
        memberId: moved.memberId,
        earnType: 'redeem',
        points: moved.points,
        refId: moved.id,
        now,
      });
    }
  });
  return mustFind(findRedeem(db, id));
}

/**
 * Converts points to wallet money at the merchant's ratio: the convert row of the ledger and the
 * bonus (creditBonus: the bonuses row, the balance and the wallet ledger row) are one transaction.
 * The bonus's source is 'promotion' (the points mall is one of the merchant's promotions) with no
 * source id, so it is never taken for the claim of a promotion; the convert row of the ledger holds
 * the bonus's id instead (its reference), which ties bonus details to the points history.
 */
export function convertToMoney(
  db: Database,
  request: { memberId: number; merchant: string; points: number; now: number },
): { points: number; credited: number; balance: number } {
  const { memberId, points, now } = request;
  const ratio = ratioOf(db, request.merchant);
  if (points < MIN_CONVERT || points % CONVERT_STEP !== 0 || (points * 100) % ratio !== 0) {
    throw new PointsRefusal(
      'amountOutOfRange',
      `Convert at least ${MIN_CONVERT} points, in steps of ${CONVERT_STEP}`,
    );
  }
  const credited = (points * 100) / ratio;
  return db.transaction(() => {
    const row = recordPoints(db, {
      memberId,
      earnType: 'convert',
      points: -points,
      refId: null,
      now,
    });
    const { bonusId, balance } = creditBonus(db, {
      memberId,
      source: 'promotion',
      sourceId: null,
      title: 'Points conversion',
      amount: credited,
      now,
    });
    db.run('UPDATE points_transactions SET ref_id = ? WHERE id = ?', [bonusId, row.id]);
    return { points: row.balanceAfter, credited, balance };
  });
}

function mustFind<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('A row written in this transaction is gone');
  return row;
}
