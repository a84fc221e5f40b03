import type { Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useThemeScope } from '../../theme/ThemeContext';
import { hasDownline, type VisibleItem } from './downline';
import { ProtectionBadge } from '../../protection/ProtectionBadge';
import { MemberMarker } from './MemberMarker';
import {
  StyledItem,
  StyledItemLabel,
  StyledNote,
  StyledTeamSize,
  StyledToggle,
} from './DownlineTree.styles';

export interface DownlineTreeItemProps {
  item: VisibleItem;
  expanded: boolean;
  loading: boolean;
  selected: boolean;
  /** The tree's one Tab stop. */
  tabStop: boolean;
  itemRef: Ref<HTMLLIElement>;
  onFocus: () => void;
  onPick: () => void;
  onToggle: () => void;
}

/**
 * One member of the tree (role treeitem): its account, agent or player, and its team's size.
 * The arrow beside it opens it by pointer; the keyboard opens it with the arrow keys.
 */
export function DownlineTreeItem({
  item: { member, level, position, setSize },
  expanded,
  loading,
  selected,
  tabStop,
  itemRef,
  onFocus,
  onPick,
  onToggle,
}: DownlineTreeItemProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const opens = hasDownline(member);
  const teamSize = member.teamSize.toLocaleString(lang);
  return (
    <StyledItem
      ref={itemRef}
      role="treeitem"
      aria-level={level}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-expanded={opens ? expanded : undefined}
      aria-selected={selected}
      aria-busy={loading || undefined}
      tabIndex={tabStop ? 0 : -1}
      style={{ '--level': level - 1 }}
      onFocus={onFocus}
      onClick={onPick}
    >
      <StyledToggle
        aria-hidden="true"
        data-open={(opens && expanded) || undefined}
        onClick={(event) => {
          if (!opens) return;
          event.stopPropagation();
          onToggle();
        }}
      >
        {opens ? '›' : ''}
      </StyledToggle>
      <StyledItemLabel>
        <span dir="auto">{member.account}</span>
        <MemberMarker isAgent={member.isAgent} />
        {member.protection && <ProtectionBadge state={member.protection} />}
        <StyledTeamSize>{t`Team ${teamSize}`}</StyledTeamSize>
        {loading && <StyledNote>{t`Loading…`}</StyledNote>}
      </StyledItemLabel>
    </StyledItem>
  );
}
DownlineTreeItem.displayName = 'DownlineTreeItem';
