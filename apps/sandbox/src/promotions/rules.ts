import type { Database } from '../db';
import { claimOnce } from '../claims/claimOnce';
import type { ClaimOutcome } from '../claims/claimOnce';
import { ClaimRefusal } from '../claims/refusal';
import { isUniqueViolation } from '../store/members';
import { creditBonus } from '../wallet/bonus';
import { PromotionRefusal } from './refusal';
import { inPeriod } from './status';
import {
  decideEntry,
  findEntry,
  findPromotion,
  getPromotionById,
  insertEntry,
  insertImage,
} from './store';
import type { EntryRow, PromotionRow } from './store';

export interface MemberAction {
  memberId: number;
  merchant: string;
  promotionId: number;
  now: number;
}

/** An application's picture, its type read from its bytes. */
export interface ApplicationImage {
  mediaType: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
}

/** The promotion the member acts on: the merchant's, of this kind, in its period. */
function promotionFor(
  db: Database,
  action: MemberAction,
  kind: PromotionRow['kind'],
): PromotionRow {
  const promotion = findPromotion(db, action.merchant, action.promotionId);
  if (!promotion) throw new PromotionRefusal('notFound', 'No such promotion');
  if (promotion.kind !== kind) {
    throw new PromotionRefusal('wrongAction', `This promotion does not take a ${kind}`);
  }
  if (!inPeriod(promotion, action.now)) {
    throw new PromotionRefusal('promotionClosed', 'This promotion is not running now');
  }
  return promotion;
}

/** Writes the member's entry; a second one (also a concurrent one) fails on the unique key. */
function enter(
  db: Database,
  action: MemberAction,
  status: 'Joined' | 'Applying',
  comment: string | null,
): number {
  try {
    return insertEntry(db, {
      promotionId: action.promotionId,
      memberId: action.memberId,
      status,
      comment,
      now: action.now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new PromotionRefusal('alreadyEntered', 'You have taken part in this promotion already');
    }
    throw error;
  }
}

/** A `join` promotion: the member is Joined, once. */
export function joinPromotion(db: Database, action: MemberAction): void {
  db.transaction(() => {
    promotionFor(db, action, 'join');
    enter(db, action, 'Joined', null);
  });
}

/**
 * An `apply` promotion: the application (comment and pictures, checked by the route) is stored
 * Applying, once; the operator (the dev control) issues or rejects it.
 */
export function applyToPromotion(
  db: Database,
  action: MemberAction,
  application: { comment: string; images: readonly ApplicationImage[] },
): void {
  db.transaction(() => {
    promotionFor(db, action, 'apply');
    const entryId = enter(db, action, 'Applying', application.comment);
    application.images.forEach((image, position) => {
      insertImage(db, entryId, position, image.mediaType, image.bytes);
    });
  });
}

/**
 * A `claim` promotion pays its reward once: the Claimed entry and the bonus are one transaction,
 * so a second or concurrent claim fails on the entry's unique key before any money moves.
 */
export function claimPromotion(db: Database, action: MemberAction): ClaimOutcome {
  return db.transaction(() => {
    const promotion = promotionFor(db, action, 'claim');
    try {
      return claimOnce(db, {
        memberId: action.memberId,
        source: 'promotion',
        title: promotion.title,
        amount: promotion.reward,
        now: action.now,
        insertClaim: () =>
          insertEntry(db, {
            promotionId: promotion.id,
            memberId: action.memberId,
            status: 'Claimed',
            comment: null,
            now: action.now,
          }),
      });
    } catch (error) {
      if (error instanceof ClaimRefusal && error.reason === 'alreadyClaimed') {
        throw new PromotionRefusal('alreadyClaimed', 'You have claimed this promotion already');
      }
      throw error;
    }
  });
}

/**
 * The operator's decision on an application: Issued pays the promotion's reward as a bonus in the
 * same transaction as the status moves, and only an Applying entry moves, so it pays once.
 */
export function decideApplication(
  db: Database,
  decision: { entryId: number; approve: boolean; now: number },
): EntryRow {
  return db.transaction(() => {
    const entry = findEntry(db, decision.entryId);
    const promotion = entry && getPromotionById(db, entry.promotionId);
    if (!entry || !promotion) throw new PromotionRefusal('notFound', 'No such application');
    const status = decision.approve ? 'Issued' : 'Rejected';
    if (!decideEntry(db, entry.id, status, decision.now)) {
      throw new PromotionRefusal('alreadyDecided', `This application is ${entry.status} already`);
    }
    if (decision.approve && promotion.reward > 0) {
      creditBonus(db, {
        memberId: entry.memberId,
        source: 'promotion',
        sourceId: entry.id,
        title: promotion.title,
        amount: promotion.reward,
        now: decision.now,
      });
    }
    return findEntry(db, entry.id)!;
  });
}
