import { useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { RecordProblem } from '../../member/shared/RecordProblem';
import { useThemeScope } from '../../theme/ThemeContext';
import { DownlineSearch } from './DownlineSearch';
import { DownlineTreeItem } from './DownlineTreeItem';
import { hasDownline, visibleItems, type DownlineMember } from './downline';
import { StyledDownlineTree, StyledFailure, StyledNote, StyledTree } from './DownlineTree.styles';

export interface DownlineTreeProps {
  /** The agent's direct downline; null while it loads. */
  members: readonly DownlineMember[] | null;
  /** The direct downline could not be loaded: the message, with a retry. */
  error?: string | null | undefined;
  onRetry?: () => void;
  /**
   * A member's own direct downline, asked for the first time the member is expanded. A rejection
   * closes the member again and shows its Error's message (the caller's error catalogue text)
   * with a retry.
   */
  loadChildren: (member: DownlineMember) => Promise<readonly DownlineMember[]>;
  /** More direct members than shown (AGENT_downline pages them): a Show more button asks. */
  hasMore?: boolean;
  onShowMore?: () => void;
  /** The next page of direct members is on its way. @default false */
  loadingMore?: boolean;
  /** The member whose card is open. */
  selectedId?: number | null;
  onSelect: (member: DownlineMember) => void;
  /** The search text; while it is not blank the results show instead of the tree. */
  search: string;
  onSearchChange: (search: string) => void;
  /** Members of the whole team whose account contains the text; null while they load. */
  results: readonly DownlineMember[] | null;
  searchError?: string | null | undefined;
  onSearchRetry?: () => void;
}

/**
 * Team management's downline (doc 2 §2.4): the team as a tree by upline, a member's own
 * downline loaded when it is first expanded, and a search over the whole team whose results are
 * flat, each with its upline and level. The tree follows the WAI-ARIA tree pattern: one stop in
 * the Tab order, arrow keys move and open (mirrored right to left), Enter or Space selects.
 */
export function DownlineTree({
  members,
  error,
  onRetry,
  loadChildren,
  hasMore = false,
  onShowMore,
  loadingMore = false,
  selectedId = null,
  onSelect,
  search,
  onSearchChange,
  results,
  searchError,
  onSearchRetry,
}: DownlineTreeProps) {
  const { t } = useLingui();
  const { dir } = useThemeScope();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [childrenOf, setChildrenOf] = useState<ReadonlyMap<number, readonly DownlineMember[]>>(
    new Map(),
  );
  const [loading, setLoading] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState<ReadonlyMap<number, string>>(new Map());
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const inFlight = useRef(new Set<number>());
  const items = useRef(new Map<number, HTMLLIElement>());

  const load = (member: DownlineMember) => {
    if (inFlight.current.has(member.id)) return;
    inFlight.current.add(member.id);
    setLoading((now) => new Set(now).add(member.id));
    setFailed((now) => withoutKey(now, member.id));
    loadChildren(member)
      .then((children) => setChildrenOf((now) => new Map(now).set(member.id, children)))
      .catch((reason: unknown) => {
        setExpanded((now) => withoutItem(now, member.id));
        const message =
          reason instanceof Error && reason.message
            ? reason.message
            : t`The team could not be loaded. Try again.`;
        setFailed((now) => new Map(now).set(member.id, message));
      })
      .finally(() => {
        inFlight.current.delete(member.id);
        setLoading((now) => withoutItem(now, member.id));
      });
  };

  const expand = (member: DownlineMember) => {
    if (!hasDownline(member)) return;
    setExpanded((now) => new Set(now).add(member.id));
    if (!childrenOf.has(member.id)) load(member);
  };
  const collapse = (member: DownlineMember) => setExpanded((now) => withoutItem(now, member.id));
  const toggle = (member: DownlineMember) =>
    expanded.has(member.id) ? collapse(member) : expand(member);

  // Who failed is looked up among all members the tree has seen, to name them and to retry.
  const known = [...(members ?? []), ...[...childrenOf.values()].flat()];
  const accountOf = (id: number) => known.find((member) => member.id === id)?.account ?? '';
  const retry = (id: number) => {
    const member = known.find((entry) => entry.id === id);
    if (member) expand(member);
  };

  const rows = visibleItems(members ?? [], expanded, childrenOf);
  // The one Tab stop: the member last moved to, else the selected one, else the first.
  const tabStop =
    rows.find((row) => row.member.id === focusedId) ??
    rows.find((row) => row.member.id === selectedId) ??
    rows[0];

  const moveTo = (id: number | null | undefined) => {
    if (id === null || id === undefined) return;
    setFocusedId(id);
    items.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const at = rows.findIndex((row) => row.member.id === tabStop?.member.id);
    const row = rows[at];
    if (!row) return;
    const { member } = row;
    // Right to left, the arrow pointing into the text's flow opens, as the pattern asks.
    const inward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const outward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const handled = () => event.preventDefault();
    switch (event.key) {
      case 'ArrowDown':
        handled();
        moveTo(rows[at + 1]?.member.id);
        return;
      case 'ArrowUp':
        handled();
        moveTo(rows[at - 1]?.member.id);
        return;
      case 'Home':
        handled();
        moveTo(rows[0]?.member.id);
        return;
      case 'End':
        handled();
        moveTo(rows.at(-1)?.member.id);
        return;
      case inward:
        handled();
        if (!hasDownline(member)) return;
        if (!expanded.has(member.id)) expand(member);
        else moveTo(childrenOf.get(member.id)?.[0]?.id);
        return;
      case outward:
        handled();
        if (expanded.has(member.id)) collapse(member);
        else moveTo(row.parentId);
        return;
      case 'Enter':
      case ' ':
        handled();
        onSelect(member);
        return;
    }
  };

  const searching = search.trim() !== '';
  return (
    <StyledDownlineTree>
      <DownlineSearch
        search={search}
        onSearchChange={onSearchChange}
        results={searching ? results : []}
        error={searchError}
        onRetry={onSearchRetry}
        selectedId={selectedId}
        onSelect={onSelect}
      />
      {searching ? null : error ? (
        <RecordProblem message={error} onRetry={onRetry} />
      ) : members === null ? (
        <div aria-busy="true">
          <Skeleton variant="text" lines={4} />
        </div>
      ) : members.length === 0 ? (
        <EmptyState
          title={t`No downline yet`}
          description={t`Members you open or who register with your promotion link appear here.`}
        />
      ) : (
        <>
          <StyledTree role="tree" aria-label={t`Your team`} onKeyDown={onKeyDown}>
            {rows.map((row) => (
              <DownlineTreeItem
                key={row.member.id}
                item={row}
                expanded={expanded.has(row.member.id)}
                loading={loading.has(row.member.id)}
                selected={row.member.id === selectedId}
                tabStop={row.member.id === tabStop?.member.id}
                itemRef={(element) => {
                  if (element) items.current.set(row.member.id, element);
                  else items.current.delete(row.member.id);
                }}
                onFocus={() => setFocusedId(row.member.id)}
                onPick={() => {
                  setFocusedId(row.member.id);
                  onSelect(row.member);
                }}
                onToggle={() => toggle(row.member)}
              />
            ))}
          </StyledTree>
          {hasMore && onShowMore && (
            <Button variant="secondary" loading={loadingMore} onClick={onShowMore}>
              {t`Show more`}
            </Button>
          )}
          {/* A team that failed to load closes again; the reason and a retry sit under the tree. */}
          {[...failed].map(([id, message]) => (
            <StyledFailure key={id}>
              <StyledNote role="alert">
                {t`The team of ${accountOf(id)} could not be loaded: ${message}`}
              </StyledNote>
              <Button size="sm" variant="secondary" onClick={() => retry(id)}>
                {t`Retry`}
              </Button>
            </StyledFailure>
          ))}
        </>
      )}
    </StyledDownlineTree>
  );
}
DownlineTree.displayName = 'DownlineTree';

function withoutItem<T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> {
  const next = new Set(set);
  next.delete(item);
  return next;
}

function withoutKey<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}
