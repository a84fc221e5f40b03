import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { GoldenEgg, type EggResult } from '@lobby/ui';
import { errorMessage } from '../../../data/errorMessages';
import { useQuery } from '../../../data/useQuery';
import { useCurrencyProps } from '../../memberCentre/useCurrencyProps';
import { useMoneyAction } from '../../memberCentre/useMoneyAction';
import { useDeferredMessages } from '../../preferences/useDeferredMessages';
import { MechanicInvite } from './MechanicInvite';
import { smashEggAtom } from './mechanics.actions';
import { eggQuery } from './mechanics.queries';
import { useMechanicAccess } from './useMechanicAccess';

/** The golden egg of a promotion: tickets earned by valid bet; the server draws the prize. */
export function GoldenEggPanel(_props: { promotionId: number }) {
  useDeferredMessages();
  const { t, i18n } = useLingui();
  const access = useMechanicAccess();
  const state = useQuery(access === 'allow' ? eggQuery : null);
  const smash = useMoneyAction(smashEggAtom);
  const money = useCurrencyProps();
  const [result, setResult] = useState<EggResult | null>(null);

  if (access !== 'allow') return <MechanicInvite title={t`Golden egg`} who={access} />;
  const data = state.data;
  return (
    <GoldenEgg
      eggs={data?.eggs ?? 0}
      tickets={data?.tickets ?? 0}
      betPerTicket={data?.betPerTicket ?? 0}
      towardsNext={data?.towardsNext ?? 0}
      result={result}
      {...money}
      onSmash={async (egg) => {
        const paid = await smash.run(egg);
        setResult((last) => ({
          egg: paid.egg,
          amount: paid.amount,
          smash: (last?.smash ?? 0) + 1,
        }));
      }}
      actionError={smash.error}
      loading={data === undefined && !state.failed}
      error={state.failed ? errorMessage(i18n, state.error) : null}
      onRetry={() => void state.refetch()}
    />
  );
}
