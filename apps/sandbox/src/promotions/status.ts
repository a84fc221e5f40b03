import { PROMOTION_ACTION_KINDS } from '@lobby/api';
import type { ActivityStatus, PromotionKind } from '@lobby/api';
import type { EntryRow, PromotionRow } from './store';

/** Who looks: a visitor (or a trial account, which is told to register at the action) or a member. */
export type Viewer = { kind: 'visitor' } | { kind: 'member'; onBreak: boolean };

export function isActionKind(kind: PromotionKind): kind is (typeof PROMOTION_ACTION_KINDS)[number] {
  return (PROMOTION_ACTION_KINDS as readonly string[]).includes(kind);
}

export function inPeriod(
  promotion: Pick<PromotionRow, 'startsAt' | 'endsAt'>,
  now: number,
): boolean {
  return promotion.startsAt <= now && now < promotion.endsAt;
}

/**
 * The player's status in a promotion (doc 2 §3.6). What the member did decides it (Joined,
 * Applying, Issued, Rejected, Claimed); else outside the period it is Close; else the kind's first
 * action: Join (join, apply), Claim (claim), and for a mechanic Join to a visitor and Process to a
 * member (the mechanic's panel runs it). A member on a break is offered nothing: Close.
 */
export function statusOf(
  promotion: Pick<PromotionRow, 'kind' | 'startsAt' | 'endsAt'>,
  entry: Pick<EntryRow, 'status'> | undefined,
  viewer: Viewer,
  now: number,
): ActivityStatus {
  if (entry) return entry.status;
  if (!inPeriod(promotion, now)) return 'Close';
  if (viewer.kind === 'member' && viewer.onBreak) return 'Close';
  if (promotion.kind === 'claim') return 'Claim';
  if (isActionKind(promotion.kind) || viewer.kind === 'visitor') return 'Join';
  return 'Process';
}

/** Whether the status asks the member to act now: what the avatar's unclaimed count counts. */
export function isActionable(status: ActivityStatus): boolean {
  return status === 'Join' || status === 'Claim';
}
