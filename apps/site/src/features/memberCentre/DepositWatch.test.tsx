import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Deposit, DepositList } from '@lobby/api';
import { newSessionScopeAtom, queryState } from '../../data/query';
import { renderInSite, storeFor } from '../../test/renderInSite';
import { walletBalanceQuery } from '../account/member.queries';
import { watchedDepositsAtom } from './deposit.atoms';
import { MemberCentreLayer } from './MemberCentreLayer';
import { createDepositAtom } from './money.actions';

const deposit = (status: Deposit['status']): Deposit => ({
  id: 41,
  methodId: 1,
  amount: 10_000,
  status,
  createdAt: '2026-11-26T10:00:00Z',
  settledAt: status === 'pending' ? null : '2026-11-26T10:00:03Z',
});
const page = (status: Deposit['status']): DepositList => ({
  list: [deposit(status)],
  page: 1,
  pageSize: 10,
  total: 1,
  totalPage: 1,
});

describe('a pending deposit is watched wherever the member is', () => {
  test('credited: the arrival is told and the balance is asked again', async () => {
    let asked = 0;
    let balanceCalls = 0;
    const store = storeFor('member', [], {
      createDeposit: () => Promise.resolve(deposit('pending')),
      // The operator credits it between the first look and the second.
      getDeposits: () => Promise.resolve(page(asked++ === 0 ? 'pending' : 'credited')),
      getWalletBalance: () => {
        balanceCalls += 1;
        return Promise.resolve({ balance: 135_000, sumBalance: 135_000, isSingle: true });
      },
    });
    await renderInSite(<MemberCentreLayer />, { store });
    await store.set(createDepositAtom, { methodId: 1, amount: 10_000 });

    expect(await screen.findByText('Deposit arrival', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Your deposit of P100.00 has been credited.')).toBeInTheDocument();
    await waitFor(() => expect(queryState(store.get, walletBalanceQuery).data).toBe(135_000));
    expect(balanceCalls).toBe(1);
  });

  test('failed: the member is told, and the balance is not touched', async () => {
    let balanceCalls = 0;
    const store = storeFor('member', [], {
      createDeposit: () => Promise.resolve(deposit('pending')),
      getDeposits: () => Promise.resolve(page('failed')),
      getWalletBalance: () => {
        balanceCalls += 1;
        return Promise.resolve({ balance: 0, sumBalance: 0, isSingle: true });
      },
    });
    await renderInSite(<MemberCentreLayer />, { store });
    await store.set(createDepositAtom, { methodId: 1, amount: 10_000 });
    expect(await screen.findByText('Deposit failed')).toBeInTheDocument();
    expect(balanceCalls).toBe(0);
  });

  test('another player in the same tab does not inherit the watch', async () => {
    const store = storeFor('member', [], {
      createDeposit: () => Promise.resolve(deposit('pending')),
      getDeposits: () => Promise.resolve(page('pending')),
    });
    await renderInSite(<MemberCentreLayer />, { store });
    await store.set(createDepositAtom, { methodId: 1, amount: 10_000 });
    expect(store.get(watchedDepositsAtom).map((d) => d.id)).toEqual([41]);
    store.set(newSessionScopeAtom);
    expect(store.get(watchedDepositsAtom)).toEqual([]);
  });
});
