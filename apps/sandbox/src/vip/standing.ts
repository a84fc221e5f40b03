import type { Database } from '../db';
import { TRIAL_TYPE } from '../store/members';
import type { Member } from '../store/members';
import { listVipLevels, vipTotalsOf } from '../store/vip';
import type { VipLevelRow, VipTotals } from '../store/vip';

export interface VipStanding extends VipTotals {
  /** 0: below level 1, not a VIP. */
  level: number;
  next: {
    level: number;
    validBet: number;
    deposit: number;
    remainingValidBet: number;
    remainingDeposit: number;
  } | null;
}

/**
 * The member's VIP level: the highest whose valid bet AND deposit thresholds the totals both reach
 * (the ladder's levels in order; a level is never skipped, so a big bettor who never deposited
 * stays where the deposits hold them). `grantedLevel` is the club rank the operator gave the
 * member (members.club_rank), a floor: a member made VIP by hand stays at least that VIP, as the
 * header's badge and customer-service route already treat them.
 */
export function vipStandingOf(
  levels: readonly VipLevelRow[],
  totals: VipTotals,
  grantedLevel: number | null = null,
): VipStanding {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  let reached = 0;
  for (const level of sorted) {
    if (totals.validBet < level.minValidBet || totals.deposit < level.minDeposit) break;
    reached = level.level;
  }
  const top = sorted.at(-1)?.level ?? 0;
  const level = Math.max(reached, Math.min(grantedLevel ?? 0, top));
  const next = sorted.find((row) => row.level > level);
  return {
    ...totals,
    level,
    next: next
      ? {
          level: next.level,
          validBet: next.minValidBet,
          deposit: next.minDeposit,
          remainingValidBet: Math.max(0, next.minValidBet - totals.validBet),
          remainingDeposit: Math.max(0, next.minDeposit - totals.deposit),
        }
      : null,
  };
}

/**
 * The club label member info answers (doc 1 §3: clubLabel { labelName, rankLevel }): the VIP level
 * the member reached by play when it is above the label the operator gave, so the header's VIP
 * badge and the customer-service route (VIP service above rank 4) follow the VIP ladder; else the
 * operator's label, or none. A trial account plays with demo credit: its play reaches no level.
 */
export function clubLabelOf(
  db: Database,
  member: Pick<Member, 'id' | 'merchant' | 'type' | 'clubLabel' | 'clubRank'>,
): { labelName: string; rankLevel: number } | null {
  const granted =
    member.clubLabel === null || member.clubRank === null
      ? null
      : { labelName: member.clubLabel, rankLevel: member.clubRank };
  if (member.type === TRIAL_TYPE) return granted;
  const levels = listVipLevels(db, member.merchant);
  const { level } = vipStandingOf(levels, vipTotalsOf(db, member.id));
  const reached = levels.find((row) => row.level === level);
  return reached && level > (granted?.rankLevel ?? 0)
    ? { labelName: reached.name, rankLevel: level }
    : granted;
}
