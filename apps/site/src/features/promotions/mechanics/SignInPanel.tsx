import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SignInCalendar } from '@lobby/ui';
import type { SignInResult } from '@lobby/api';
import { errorMessage } from '../../../data/errorMessages';
import { useQuery } from '../../../data/useQuery';
import { useCurrencyProps } from '../../memberCentre/useCurrencyProps';
import { useMoneyAction } from '../../memberCentre/useMoneyAction';
import { useDeferredMessages } from '../../preferences/useDeferredMessages';
import { MechanicInvite } from './MechanicInvite';
import { signInTodayAtom } from './mechanics.actions';
import { calendarQuery } from './mechanics.queries';
import { useMechanicAccess } from './useMechanicAccess';

/** The sign-in calendar of a promotion: once a day, the streak and its 7-day rewards. */
export function SignInPanel(_props: { promotionId: number }) {
  useDeferredMessages();
  const { t, i18n } = useLingui();
  const access = useMechanicAccess();
  const state = useQuery(access === 'allow' ? calendarQuery : null);
  const sign = useMoneyAction(signInTodayAtom);
  const money = useCurrencyProps();
  // Today's sign-in, shown at once (the calendar is asked again behind it).
  const [signed, setSigned] = useState<SignInResult | null>(null);

  if (access !== 'allow') return <MechanicInvite title={t`Sign-in calendar`} who={access} />;
  const data = state.data;
  return (
    <SignInCalendar
      rewards={data?.rewards ?? []}
      streak={signed?.streak ?? data?.streak ?? 0}
      signedToday={signed !== null || (data?.signedToday ?? false)}
      todayIndex={data?.todayIndex ?? 0}
      nextAt={signed?.nextAt ?? data?.nextAt ?? new Date().toISOString()}
      justPaid={signed?.amount ?? null}
      {...money}
      onSignIn={async () => setSigned(await sign.run())}
      onNextDay={() => {
        setSigned(null);
        void state.refetch();
      }}
      actionError={sign.error}
      loading={data === undefined && !state.failed}
      error={state.failed ? errorMessage(i18n, state.error) : null}
      onRetry={() => void state.refetch()}
    />
  );
}
