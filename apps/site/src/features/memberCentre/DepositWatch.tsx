import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { ToastProvider, useToast } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { sessionScopeAtom } from '../../data/query';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { useDeferredMessages } from '../preferences/useDeferredMessages';
import { depositSettledAtom } from './money.actions';
import { DEPOSIT_POLL_MS, watchedDepositsAtom } from './deposit.atoms';
import { recentDepositsQuery } from './money.queries';
import { useCurrencyProps } from './useCurrencyProps';

/**
 * Watches this session's pending deposits wherever the member is (the overlay may be closed): asks
 * their state every few seconds and, when the operator has credited or failed one, tells the member
 * (doc 2 §4.7, §8: deposit arrival, deposit failed) and brings the balance up to date.
 */
export function DepositWatch() {
  useDeferredMessages();
  return (
    <ToastProvider durationMs={8000}>
      <Watch />
    </ToastProvider>
  );
}

function Watch() {
  const { t } = useLingui();
  const toast = useToast();
  const watched = useAtomValue(watchedDepositsAtom);
  const session = useAtomValue(sessionScopeAtom);
  const settle = useSetAtom(depositSettledAtom);
  const { currency } = useCurrencyProps();
  const pending = watched.filter((deposit) => deposit.status === 'pending');
  const recent = useQuery(pending.length > 0 ? recentDepositsQuery : null);
  const { refetch } = recent;

  useEffect(() => {
    if (pending.length === 0) return undefined;
    const timer = setInterval(() => void refetch(), DEPOSIT_POLL_MS);
    return () => clearInterval(timer);
  }, [pending.length, refetch]);

  useEffect(() => {
    for (const deposit of pending) {
      const now = recent.data?.list.find((entry) => entry.id === deposit.id);
      if (!now || now.status === 'pending') continue;
      settle({ session, deposit: now });
      const amount = formatMoney(now.amount, currency ? { symbol: currency } : {});
      if (now.status === 'credited') {
        toast.show({
          tone: 'success',
          title: t`Deposit arrival`,
          description: t`Your deposit of ${amount} has been credited.`,
        });
      } else {
        toast.show({
          tone: 'danger',
          title: t`Deposit failed`,
          description: t`Your deposit of ${amount} could not be credited.`,
        });
      }
    }
  }, [recent.data, pending, session, settle, currency, toast, t]);

  return null;
}
