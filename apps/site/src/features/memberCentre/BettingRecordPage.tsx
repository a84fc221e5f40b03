import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BetRecordTable, type BetRecordFilter } from '@lobby/ui';
import type { GameType } from '@lobby/api';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { gameTypeLabel } from '../shell/gameTypeLabels';
import { betsQuery } from './records.queries';
import { useCurrencyProps } from './useCurrencyProps';

const NO_FILTER: BetRecordFilter = { from: '', to: '', gameType: '', vendor: '' };

/**
 * Betting record (personalHistoryCopy): every bet of the member, newest first, filtered by dates,
 * game type and vendor, with the totals of the whole filter and a bet's detail.
 */
export function BettingRecordPage() {
  const { i18n } = useLingui();
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const money = useCurrencyProps();
  const bets = useQuery(
    betsQuery({
      page,
      ...(filter.from ? { from: filter.from } : {}),
      ...(filter.to ? { to: filter.to } : {}),
      ...(filter.gameType ? { gameType: filter.gameType as GameType } : {}),
      ...(filter.vendor ? { vendor: filter.vendor } : {}),
    }),
    { keepPrevious: true },
  );
  const failed = bets.failed;

  return (
    <BetRecordTable
      rows={bets.data?.list ?? []}
      totals={bets.data?.totals ?? null}
      gameTypes={(bets.data?.gameTypes ?? []).map((code) => ({
        code,
        label: gameTypeLabel(i18n, code),
      }))}
      vendors={(bets.data?.vendors ?? []).map((vendor) => ({
        code: vendor.code,
        label: vendor.name,
      }))}
      {...money}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        setPage(1);
      }}
      page={page}
      totalPages={Math.max(1, bets.data?.totalPage ?? 1)}
      onPageChange={setPage}
      loading={bets.data === undefined && !failed}
      error={failed ? errorMessage(i18n, bets.error) : null}
      onRetry={() => void bets.refetch()}
    />
  );
}
