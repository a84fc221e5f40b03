import type { ProtectionState } from '@lobby/core';

/**
 * A member of the agent's team as AGENT_downline answers it (money in minor units, times in epoch
 * ms). The tree, the search results and the member's card all show this shape.
 */
export interface DownlineMember {
  id: number;
  account: string;
  nickname: string;
  isAgent: boolean;
  /** members.type (1, 2, 41, 42 are agents; 0 a player). */
  type: number;
  /** 1 = the agent's direct downline. */
  depth: number;
  uplineId: number;
  uplineAccount: string;
  directCount: number;
  teamSize: number;
  balance: number;
  createdAt: number;
  lastLoginAt: number | null;
  /**
   * The member's player protection as their agent may see it (limits set, on a time-out,
   * self-excluded; never an amount). Absent where the call does not say.
   */
  protection?: ProtectionState | undefined;
}

/** One row of the tree as the keyboard walks it: the member and where it sits. */
export interface VisibleItem {
  member: DownlineMember;
  level: number;
  parentId: number | null;
  /** 1-based place among the members of the same upline, and how many they are. */
  position: number;
  setSize: number;
}

/**
 * The rows a reader can reach, top to bottom: each member, then (when expanded and loaded) its
 * own downline. The tree renders this flat list (aria-level, -posinset and -setsize say where each
 * sits) rather than nesting groups in items, so an item's name is its own row only; arrow keys
 * walk this order (WAI-ARIA tree pattern).
 */
export function visibleItems(
  members: readonly DownlineMember[],
  expanded: ReadonlySet<number>,
  childrenOf: ReadonlyMap<number, readonly DownlineMember[]>,
  level = 1,
  parentId: number | null = null,
): VisibleItem[] {
  return members.flatMap((member, index) => {
    const own: VisibleItem = {
      member,
      level,
      parentId,
      position: index + 1,
      setSize: members.length,
    };
    const children = childrenOf.get(member.id);
    if (!expanded.has(member.id) || !children) return [own];
    return [own, ...visibleItems(children, expanded, childrenOf, level + 1, member.id)];
  });
}

/** Whether a member has a downline of its own to open. */
export const hasDownline = (member: DownlineMember) => member.directCount > 0;
