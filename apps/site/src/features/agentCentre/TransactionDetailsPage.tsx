import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DownlineTransactionTable, type DownlineTransactionFilter } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { useCurrencyProps } from '../memberCentre/useCurrencyProps';
import { teamTransactionsQuery } from './agentTeam.queries';
import { spanOf } from './span';

const NO_FILTER: DownlineTransactionFilter = { from: '', to: '', account: '', type: '' };

/** Transaction Details (agentDownlineTransactionDetailsCopy): the team's ledger rows. */
export function TransactionDetailsPage() {
  const { i18n } = useLingui();
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const money = useCurrencyProps();
  const account = filter.account.trim();
  const rows = useQuery(
    teamTransactionsQuery({
      ...spanOf(filter),
      ...(account ? { account } : {}),
      ...(filter.type ? { type: filter.type } : {}),
      pageNo: page,
    }),
    { keepPrevious: true },
  );
  const failed = rows.failed;
  return (
    <DownlineTransactionTable
      rows={rows.data?.list ?? []}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        setPage(1);
      }}
      page={page}
      totalPages={Math.max(1, rows.data?.totalPages ?? 1)}
      onPageChange={setPage}
      {...money}
      loading={rows.data === undefined && !failed}
      error={failed ? errorMessage(i18n, rows.error) : null}
      onRetry={() => void rows.refetch()}
    />
  );
}
