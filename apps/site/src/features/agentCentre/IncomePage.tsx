import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IncomeTable, type IncomeRange } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { useCurrencyProps } from '../memberCentre/useCurrencyProps';
import { agentIncomeQuery } from './contracts.queries';
import { spanOf } from './span';

const ALL_TIME: IncomeRange = { from: '', to: '' };

/** My Income (agentRevenueReport): the contract payouts paid to the agent, with totals by kind. */
export function IncomePage() {
  const { i18n } = useLingui();
  const [range, setRange] = useState(ALL_TIME);
  const [page, setPage] = useState(1);
  const money = useCurrencyProps();
  const income = useQuery(agentIncomeQuery({ ...spanOf(range), pageNo: page }), {
    keepPrevious: true,
  });
  const failed = income.failed;
  return (
    <IncomeTable
      rows={income.data?.list ?? []}
      totals={income.data?.totals ?? null}
      range={range}
      onRangeChange={(next) => {
        setRange(next);
        setPage(1);
      }}
      page={page}
      totalPages={Math.max(1, income.data?.totalPages ?? 1)}
      onPageChange={setPage}
      {...money}
      loading={income.data === undefined && !failed}
      error={failed ? errorMessage(i18n, income.error) : null}
      onRetry={() => void income.refetch()}
    />
  );
}
