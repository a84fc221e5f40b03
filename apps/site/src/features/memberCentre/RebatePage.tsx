import { RebatePanel } from '@lobby/ui';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { gameTypeLabel } from '../shell/gameTypeLabels';
import { claimRebateAtom } from './claims.actions';
import { rebateQuery } from './claims.queries';
import { useCurrencyProps } from './useCurrencyProps';
import { useMoneyAction } from './useMoneyAction';

/**
 * Manual rebate (manualRebate): today's valid bet and rebate per game type at the brand's rates,
 * Claim once a day, and the claims made before.
 */
export function RebatePage() {
  const { i18n } = useLingui();
  const rebate = useQuery(rebateQuery);
  const claim = useMoneyAction(claimRebateAtom);
  const money = useCurrencyProps();
  const failed = rebate.failed;

  return (
    <RebatePanel
      lines={(rebate.data?.lines ?? []).map((line) => ({
        ...line,
        label: gameTypeLabel(i18n, line.gameType),
      }))}
      total={rebate.data?.total ?? 0}
      claimed={rebate.data?.claimed ?? false}
      history={rebate.data?.history ?? []}
      {...money}
      onClaim={() => claim.run()}
      claimError={claim.error}
      loading={rebate.data === undefined && !failed}
      error={failed ? errorMessage(i18n, rebate.error) : null}
      onRetry={() => void rebate.refetch()}
    />
  );
}
