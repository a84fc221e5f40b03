import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MissionPage } from '../../memberCentre/MissionPage';
import { useDeferredMessages } from '../../preferences/useDeferredMessages';
import { StyledTasks } from './mechanics.styles';

/**
 * The daily-tasks promotion: the member centre's mission activity in place (today's missions with
 * progress from the member's real bets, each claimed once, and today's leaderboard), so a task
 * claimed here is claimed there too.
 */
export function DailyTasksPanel(_props: { promotionId: number }) {
  useDeferredMessages();
  const { t } = useLingui();
  const headingId = useId();
  return (
    <StyledTasks aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Daily tasks`}</h2>
      <MissionPage />
    </StyledTasks>
  );
}
