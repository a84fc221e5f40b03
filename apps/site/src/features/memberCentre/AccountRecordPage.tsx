import { useState } from 'react';
import { TransactionTable, type TransactionFilter } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { useLingui } from '@lingui/react/macro';
import { transactionsQuery } from './money.queries';
import { useCurrencyProps } from './useCurrencyProps';

const NO_FILTER: TransactionFilter = { from: '', to: '', type: '' };

/**
 * Account record (transactionHistory): every movement of the member's money with its type, status,
 * amount and balance after, newest first, filtered by dates and type, a page at a time.
 */
export function AccountRecordPage() {
  const { i18n } = useLingui();
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const money = useCurrencyProps();
  const records = useQuery(
    transactionsQuery({
      page,
      ...(filter.from ? { from: filter.from } : {}),
      ...(filter.to ? { to: filter.to } : {}),
      ...(filter.type ? { type: filter.type } : {}),
    }),
    { keepPrevious: true },
  );
  const failed = records.failed;

  return (
    <TransactionTable
      rows={records.data?.list ?? []}
      {...money}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        setPage(1);
      }}
      page={page}
      totalPages={Math.max(1, records.data?.totalPage ?? 1)}
      onPageChange={setPage}
      loading={records.data === undefined && !failed}
      error={failed ? errorMessage(i18n, records.error) : null}
      onRetry={() => void records.refetch()}
    />
  );
}
