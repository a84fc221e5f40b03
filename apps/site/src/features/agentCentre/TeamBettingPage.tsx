import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TeamBetTable, type TeamBetFilter } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { useCurrencyProps } from '../memberCentre/useCurrencyProps';
import { teamBetsQuery } from './agentTeam.queries';
import { spanOf } from './span';

const NO_FILTER: TeamBetFilter = { from: '', to: '', account: '' };

/** Team Betting (personalHistoryCopy): every bet of the team, newest first, by dates and account. */
export function TeamBettingPage() {
  const { i18n } = useLingui();
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const money = useCurrencyProps();
  const account = filter.account.trim();
  const bets = useQuery(
    teamBetsQuery({ ...spanOf(filter), ...(account ? { account } : {}), pageNo: page }),
    { keepPrevious: true },
  );
  const failed = bets.failed;
  return (
    <TeamBetTable
      rows={bets.data?.list ?? []}
      totals={bets.data?.totals ?? null}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        setPage(1);
      }}
      page={page}
      totalPages={Math.max(1, bets.data?.totalPages ?? 1)}
      onPageChange={setPage}
      {...money}
      loading={bets.data === undefined && !failed}
      error={failed ? errorMessage(i18n, bets.error) : null}
      onRetry={() => void bets.refetch()}
    />
  );
}
