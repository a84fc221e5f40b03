import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatDateTime } from '../../member/shared/formatDateTime';
import { RecordProblem } from '../../member/shared/RecordProblem';
import { StyledHeading } from '../../member/shared/shared.styles';
import {
  StyledAnnouncements,
  StyledBody,
  StyledChevron,
  StyledDate,
  StyledItem,
  StyledItemHeading,
  StyledList,
  StyledTitle,
  StyledToggle,
} from './AgentAnnouncements.styles';

/** An agent notice (AGENT_announcements): the merchant's words, shown as they are. */
export interface AgentAnnouncement {
  id: number;
  title: string;
  body: string;
  /** Epoch ms. */
  createdAt: number;
}

export interface AgentAnnouncementsProps {
  /** Newest first, as the server sends them. */
  announcements: readonly AgentAnnouncement[];
  /** Ids open at first (the newest, say). @default none */
  defaultOpen?: readonly number[];
  /** @default false */
  loading?: boolean;
  /** The notices could not be loaded: the message, with a retry. */
  error?: string | null | undefined;
  onRetry?: () => void;
}

/**
 * The agent centre's announcements (agentAnnouncement): each notice a disclosure, its title and
 * date a button that shows or hides the text; any number may be open at once.
 */
export function AgentAnnouncements({
  announcements,
  defaultOpen = [],
  loading = false,
  error,
  onRetry,
}: AgentAnnouncementsProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();
  const bodyIdPrefix = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(defaultOpen));
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <StyledAnnouncements aria-labelledby={headingId} aria-busy={loading || undefined}>
      <StyledHeading id={headingId}>{t`Announcements`}</StyledHeading>
      {error ? (
        <RecordProblem message={error} onRetry={onRetry} />
      ) : loading ? (
        <StyledList aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <StyledItem key={index}>
              <StyledBody>
                <Skeleton variant="text" lines={2} />
              </StyledBody>
            </StyledItem>
          ))}
        </StyledList>
      ) : announcements.length === 0 ? (
        <EmptyState
          title={t`No announcements`}
          description={t`Notices for agents from the operator show here.`}
        />
      ) : (
        <StyledList>
          {announcements.map((item) => {
            const isOpen = open.has(item.id);
            const bodyId = `${bodyIdPrefix}-${item.id}`;
            return (
              <StyledItem key={item.id}>
                <StyledItemHeading>
                  <StyledToggle
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={bodyId}
                    onClick={() => toggle(item.id)}
                  >
                    <StyledTitle>{item.title}</StyledTitle>
                    <StyledDate>{formatDateTime(item.createdAt, lang)}</StyledDate>
                    <StyledChevron>▾</StyledChevron>
                  </StyledToggle>
                </StyledItemHeading>
                <StyledBody id={bodyId} hidden={!isOpen}>
                  {item.body}
                </StyledBody>
              </StyledItem>
            );
          })}
        </StyledList>
      )}
    </StyledAnnouncements>
  );
}
AgentAnnouncements.displayName = 'AgentAnnouncements';
