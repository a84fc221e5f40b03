import { useLingui } from '@lingui/react/macro';
import { AgentAnnouncements } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { agentAnnouncementsQuery } from './agentTeam.queries';

/** Announcement (agentAnnouncement): the operator's notices to agents, newest first. */
export function AnnouncementPage() {
  const { i18n } = useLingui();
  const notices = useQuery(agentAnnouncementsQuery);
  const failed = notices.failed;
  return (
    <AgentAnnouncements
      announcements={notices.data?.list ?? []}
      loading={notices.data === undefined && !failed}
      error={failed ? errorMessage(i18n, notices.error) : null}
      onRetry={() => void notices.refetch()}
    />
  );
}
