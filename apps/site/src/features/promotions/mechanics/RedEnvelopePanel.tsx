import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { RedEnvelope } from '@lobby/ui';
import { errorMessage } from '../../../data/errorMessages';
import { useQuery } from '../../../data/useQuery';
import { useCurrencyProps } from '../../memberCentre/useCurrencyProps';
import { useMoneyAction } from '../../memberCentre/useMoneyAction';
import { useDeferredMessages } from '../../preferences/useDeferredMessages';
import { MechanicInvite } from './MechanicInvite';
import { openRedEnvelopeAtom } from './mechanics.actions';
import { redEnvelopeQuery } from './mechanics.queries';
import { useMechanicAccess } from './useMechanicAccess';

/** The red envelope of a promotion: today's envelope, opened once a day (the server's rule). */
export function RedEnvelopePanel(_props: { promotionId: number }) {
  useDeferredMessages();
  const { t, i18n } = useLingui();
  const access = useMechanicAccess();
  const state = useQuery(access === 'allow' ? redEnvelopeQuery : null);
  const open = useMoneyAction(openRedEnvelopeAtom);
  const money = useCurrencyProps();
  // The amount just won, shown at once (the state is asked again behind it).
  const [won, setWon] = useState<number | null>(null);

  if (access !== 'allow') return <MechanicInvite title={t`Red envelope`} who={access} />;
  const data = state.data;
  return (
    <RedEnvelope
      openedAmount={won ?? data?.openedAmount ?? null}
      min={data?.min ?? 0}
      max={data?.max ?? 0}
      nextAt={data?.nextAt ?? new Date().toISOString()}
      {...money}
      onOpen={async () => setWon((await open.run()).amount)}
      onNextDay={() => {
        setWon(null);
        void state.refetch();
      }}
      actionError={open.error}
      loading={data === undefined && !state.failed}
      error={state.failed ? errorMessage(i18n, state.error) : null}
      onRetry={() => void state.refetch()}
    />
  );
}
