import { useId, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { Skeleton } from '../../components/Skeleton';
import { TextInput } from '../../components/TextInput';
import { RecordProblem } from '../../member/shared/RecordProblem';
import { StyledMuted } from '../../member/shared/shared.styles';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import type { DownlineMember } from './downline';
import { ProtectionBadge } from '../../protection/ProtectionBadge';
import { MemberMarker } from './MemberMarker';
import {
  StyledResult,
  StyledResults,
  StyledSearch,
  StyledSearchLabel,
  StyledSearchRow,
} from './DownlineTree.styles';

export interface DownlineSearchProps {
  search: string;
  onSearchChange: (search: string) => void;
  /** Null while the results load; an empty list when nothing matches or nothing is asked. */
  results: readonly DownlineMember[] | null;
  error?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  selectedId: number | null;
  onSelect: (member: DownlineMember) => void;
}

/**
 * The search over the whole team: the field with a clear button, and, while it holds text, the
 * members found, flat, each with its level and upline so the agent sees where it sits.
 */
export function DownlineSearch({
  search,
  onSearchChange,
  results,
  error,
  onRetry,
  selectedId,
  onSelect,
}: DownlineSearchProps) {
  const { t } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const text = search.trim();
  const asked = text !== '';
  const found = results?.length ?? 0;

  return (
    <StyledSearch role="search">
      <StyledSearchLabel htmlFor={inputId}>{t`Find a member by account`}</StyledSearchLabel>
      <StyledSearchRow>
        <TextInput
          ref={input}
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={50}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
        {search !== '' && (
          <Button
            variant="secondary"
            onClick={() => {
              onSearchChange('');
              input.current?.focus();
            }}
          >
            {t`Clear`}
          </Button>
        )}
      </StyledSearchRow>
      {/* Stays mounted, so the count is read out as results arrive. */}
      <VisuallyHidden role="status">
        {asked && results !== null && !error ? t`${found} members found` : ''}
      </VisuallyHidden>
      {!asked ? null : error ? (
        <RecordProblem message={error} onRetry={onRetry} />
      ) : results === null ? (
        <div aria-busy="true">
          <Skeleton variant="text" lines={3} />
        </div>
      ) : results.length === 0 ? (
        <StyledMuted>{t`No member of your team has an account containing “${text}”.`}</StyledMuted>
      ) : (
        <StyledResults aria-label={t`Members found`}>
          {results.map((member) => {
            const level = member.depth;
            const upline = member.uplineAccount;
            return (
              <li key={member.id}>
                <StyledResult
                  type="button"
                  aria-current={member.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(member)}
                >
                  <span dir="auto">{member.account}</span>
                  <MemberMarker isAgent={member.isAgent} />
                  {member.protection && <ProtectionBadge state={member.protection} />}
                  <StyledMuted as="span">{t`Level ${level} · upline ${upline}`}</StyledMuted>
                </StyledResult>
              </li>
            );
          })}
        </StyledResults>
      )}
    </StyledSearch>
  );
}
DownlineSearch.displayName = 'DownlineSearch';
