import type {
  Deposit,
  DepositCreateRequest,
  PayeeAddRequest,
  PaymentPasswordRequest,
  UplineTransferRequest,
  WalletTransferRequest,
  WithdrawCreateRequest,
  Withdrawal,
} from '@lobby/api';
import { apiAtom } from '../../data/api';
import {
  fetchQuery,
  invalidateQueriesAtom,
  sessionScopeAtom,
  setQueryData,
} from '../../data/query';
import { atom, type Setter } from '../../state/jotai';
import { walletBalanceQuery } from '../account/member.queries';
import { sessionLimitReachedAtom } from '../protection/protection.actions';
import { sessionLimitRefusal } from '../protection/refusals';
import { watchedDepositsAtom } from './deposit.atoms';
import { depositMethodsQuery, payeesQuery, walletsQuery } from './money.queries';

/**
 * Money moved: the header's balance is asked again at once (it shows everywhere), and the wallets,
 * the account record and the lists are asked again when next on screen.
 */
export function moneyMoved(set: Setter): void {
  void fetchQuery(set, walletBalanceQuery, { force: true }).catch(() => undefined);
  set(invalidateQueriesAtom, ['wallet']);
  set(invalidateQueriesAtom, ['records']);
  set(invalidateQueriesAtom, ['money', 'withdrawals']);
}

/** Main wallet to a vendor wallet or back. */
export const transferBetweenWalletsAtom = atom(
  null,
  async (get, set, request: WalletTransferRequest) => {
    const session = get(sessionScopeAtom);
    const { api, client } = await set(apiAtom);
    const wallets = await api.transferBetweenWallets(client, request);
    setQueryData(set, walletsQuery, () => wallets, { session });
    moneyMoved(set);
  },
);

/**
 * A deposit request: pending until the operator credits it. It is watched from then on, wherever
 * the member goes, so its arrival is told and the balance follows without a reload.
 */
export const createDepositAtom = atom(
  null,
  async (get, set, request: DepositCreateRequest): Promise<Deposit> => {
    const session = get(sessionScopeAtom);
    const { api, client } = await set(apiAtom);
    let deposit: Deposit;
    try {
      deposit = await api.createDeposit(client, request);
    } catch (error) {
      // issue 30: the session-time limit has run out: the player is logged out and told why.
      const minutes = sessionLimitRefusal(error);
      if (minutes !== undefined) void set(sessionLimitReachedAtom, minutes);
      throw error;
    }
    set(watchedDepositsAtom, { session, deposit });
    set(invalidateQueriesAtom, ['money', 'deposits']);
    set(invalidateQueriesAtom, ['records']);
    return deposit;
  },
);

/** Sets the payment password, or changes it with the old one. */
export const setPaymentPasswordAtom = atom(
  null,
  async (get, set, request: PaymentPasswordRequest) => {
    const session = get(sessionScopeAtom);
    const { api, client } = await set(apiAtom);
    await api.setPaymentPassword(client, request);
    setQueryData(
      set,
      depositMethodsQuery,
      (current) => (current ? { ...current, hasPaymentPassword: true } : current!),
      { session },
    );
    set(invalidateQueriesAtom, ['money', 'methods']);
  },
);

export const addPayeeAtom = atom(null, async (get, set, request: PayeeAddRequest) => {
  const session = get(sessionScopeAtom);
  const { api, client } = await set(apiAtom);
  const payee = await api.addPayee(client, request);
  setQueryData(set, payeesQuery, (current) => [...(current ?? []), payee], { session });
  return payee;
});

export const removePayeeAtom = atom(null, async (get, set, id: number) => {
  const session = get(sessionScopeAtom);
  const { api, client } = await set(apiAtom);
  await api.removePayee(client, id);
  setQueryData(set, payeesQuery, (current) => (current ?? []).filter((p) => p.id !== id), {
    session,
  });
});

/** A withdrawal: the amount leaves the balance at once and waits for the operator. */
export const createWithdrawalAtom = atom(
  null,
  async (_get, set, request: WithdrawCreateRequest): Promise<Withdrawal> => {
    const { api, client } = await set(apiAtom);
    const withdrawal = await api.createWithdrawal(client, request);
    moneyMoved(set);
    return withdrawal;
  },
);

/** The member's answer to a disbursed withdrawal (doc 2 §4.5). */
export const confirmWithdrawalAtom = atom(
  null,
  async (
    _get,
    set,
    answer:
      | { id: number; received: true }
      | { id: number; received: false; comment: string; images: readonly File[] },
  ): Promise<Withdrawal> => {
    const { api, client } = await set(apiAtom);
    const withdrawal = answer.received
      ? await api.confirmWithdrawalReceived(client, answer.id)
      : await api.confirmWithdrawalNotReceived(client, answer);
    set(invalidateQueriesAtom, ['money', 'withdrawals']);
    return withdrawal;
  },
);

export const transferToUplineAtom = atom(
  null,
  async (_get, set, request: UplineTransferRequest) => {
    const { api, client } = await set(apiAtom);
    const transfer = await api.transferToUpline(client, request);
    moneyMoved(set);
    return transfer;
  },
);

/**
 * A watched deposit reached its end (credited or failed): it is kept as it now is, and a credit
 * moves the balance.
 */
export const depositSettledAtom = atom(
  null,
  (_get, set, { session, deposit }: { session: number; deposit: Deposit }) => {
    set(watchedDepositsAtom, { session, deposit });
    set(invalidateQueriesAtom, ['money', 'deposits']);
    // The sandbox wrote a message of it: the unread count is asked again.
    set(invalidateQueriesAtom, ['inbox']);
    if (deposit.status === 'credited') moneyMoved(set);
  },
);
