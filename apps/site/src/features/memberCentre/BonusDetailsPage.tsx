import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BonusTable, type BonusFilter } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { bonusesQuery } from './records.queries';
import { useCurrencyProps } from './useCurrencyProps';

const NO_FILTER: BonusFilter = { from: '', to: '', source: '' };

/**
 * Bonus details (bonusDetails): every bonus credited to the member (promotion, rebate, mission,
 * reward, referral) with its source and title, filtered by dates and source, with the sum.
 */
export function BonusDetailsPage() {
  const { i18n } = useLingui();
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const money = useCurrencyProps();
  const bonuses = useQuery(
    bonusesQuery({
      page,
      ...(filter.from ? { from: filter.from } : {}),
      ...(filter.to ? { to: filter.to } : {}),
      ...(filter.source ? { source: filter.source } : {}),
    }),
    { keepPrevious: true },
  );
  const failed = bonuses.failed;

  return (
    <BonusTable
      rows={bonuses.data?.list ?? []}
      totals={
        bonuses.data === undefined
          ? null
          : { count: bonuses.data.total, amount: bonuses.data.amount }
      }
      {...money}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        setPage(1);
      }}
      page={page}
      totalPages={Math.max(1, bonuses.data?.totalPage ?? 1)}
      onPageChange={setPage}
      loading={bonuses.data === undefined && !failed}
      error={failed ? errorMessage(i18n, bonuses.error) : null}
      onRetry={() => void bonuses.refetch()}
    />
  );
}
