import { RewardCentre } from '@lobby/ui';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { claimRewardAtom } from './claims.actions';
import { rewardsQuery } from './claims.queries';
import { useCurrencyProps } from './useCurrencyProps';
import { useMoneyAction } from './useMoneyAction';

/**
 * Reward centre (rewardCenter): the member's rewards to claim, with their expiry, and those
 * claimed. A claim pays once (the server's rule); a refused one says why and the list refreshes.
 */
export function RewardCentrePage() {
  const { i18n } = useLingui();
  const rewards = useQuery(rewardsQuery);
  const claim = useMoneyAction(claimRewardAtom);
  const money = useCurrencyProps();
  const failed = rewards.failed;

  return (
    <RewardCentre
      claimable={rewards.data?.claimable ?? []}
      claimed={rewards.data?.claimed ?? []}
      {...money}
      onClaim={(id) => claim.run(id)}
      claimError={claim.error}
      loading={rewards.data === undefined && !failed}
      error={failed ? errorMessage(i18n, rewards.error) : null}
      onRetry={() => void rewards.refetch()}
      onExpire={() => void rewards.refetch()}
    />
  );
}
