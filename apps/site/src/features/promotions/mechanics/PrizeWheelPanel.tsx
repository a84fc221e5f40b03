import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PrizeWheel, type WheelLanding } from '@lobby/ui';
import { errorMessage } from '../../../data/errorMessages';
import { useQuery } from '../../../data/useQuery';
import { useCurrencyProps } from '../../memberCentre/useCurrencyProps';
import { useMoneyAction } from '../../memberCentre/useMoneyAction';
import { useDeferredMessages } from '../../preferences/useDeferredMessages';
import { MechanicInvite } from './MechanicInvite';
import { spinWheelAtom } from './mechanics.actions';
import { wheelQuery } from './mechanics.queries';
import { useMechanicAccess } from './useMechanicAccess';

/** The prize wheel of a promotion: spins earned by deposits; the server draws the segment. */
export function PrizeWheelPanel(_props: { promotionId: number }) {
  useDeferredMessages();
  const { t, i18n } = useLingui();
  const access = useMechanicAccess();
  const state = useQuery(access === 'allow' ? wheelQuery : null);
  const spin = useMoneyAction(spinWheelAtom);
  const money = useCurrencyProps();
  const [landed, setLanded] = useState<WheelLanding | null>(null);

  if (access !== 'allow') return <MechanicInvite title={t`Prize wheel`} who={access} />;
  const data = state.data;
  return (
    <PrizeWheel
      segments={data?.segments ?? []}
      spins={data?.spins ?? 0}
      depositPerSpin={data?.depositPerSpin ?? 0}
      towardsNext={data?.towardsNext ?? 0}
      landed={landed}
      {...money}
      onSpin={async () => {
        const result = await spin.run();
        setLanded((last) => ({
          segment: result.segment,
          amount: result.amount,
          spin: (last?.spin ?? 0) + 1,
        }));
      }}
      actionError={spin.error}
      loading={data === undefined && !state.failed}
      error={state.failed ? errorMessage(i18n, state.error) : null}
      onRetry={() => void state.refetch()}
    />
  );
}
