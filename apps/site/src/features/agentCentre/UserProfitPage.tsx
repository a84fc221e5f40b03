import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { UserProfitTable, type UserProfitRange } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { useCurrencyProps } from '../memberCentre/useCurrencyProps';
import { userProfitLossQuery } from './agentTeam.queries';
import { spanOf } from './span';

const ALL_TIME: UserProfitRange = { from: '', to: '' };

/** User Profit and Loss (palStatementsAgentCopy): a row per team member over the chosen days. */
export function UserProfitPage() {
  const { i18n } = useLingui();
  const [range, setRange] = useState(ALL_TIME);
  const [page, setPage] = useState(1);
  const money = useCurrencyProps();
  const report = useQuery(userProfitLossQuery({ ...spanOf(range), pageNo: page }), {
    keepPrevious: true,
  });
  const failed = report.failed;
  return (
    <UserProfitTable
      rows={report.data?.list ?? []}
      totals={report.data?.totals ?? null}
      range={range}
      onRangeChange={(next) => {
        setRange(next);
        setPage(1);
      }}
      page={page}
      totalPages={Math.max(1, report.data?.totalPages ?? 1)}
      onPageChange={setPage}
      {...money}
      loading={report.data === undefined && !failed}
      error={failed ? errorMessage(i18n, report.error) : null}
      onRetry={() => void report.refetch()}
    />
  );
}
