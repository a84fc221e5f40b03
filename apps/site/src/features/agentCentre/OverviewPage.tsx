import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TeamOverview, type TeamOverviewPeriod } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { useCurrencyProps } from '../memberCentre/useCurrencyProps';
import { agentOverviewQuery } from './agentTeam.queries';

/** Overview (agentTeamOverview): the team's size, activity, bets, profit and loss and income. */
export function OverviewPage() {
  const { i18n } = useLingui();
  const [period, setPeriod] = useState<TeamOverviewPeriod>('today');
  const money = useCurrencyProps();
  const overview = useQuery(agentOverviewQuery(period), { keepPrevious: true });
  const failed = overview.failed;
  return (
    <TeamOverview
      period={period}
      onPeriodChange={setPeriod}
      figures={overview.data ?? null}
      loading={overview.fetching && !failed}
      error={failed ? errorMessage(i18n, overview.error) : null}
      onRetry={() => void overview.refetch()}
      {...money}
    />
  );
}
