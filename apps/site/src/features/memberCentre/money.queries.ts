import type {
  DepositList,
  DepositMethods,
  LoginRecord,
  Payee,
  TransactionList,
  TransactionListQuery,
  WalletList,
  WithdrawList,
} from '@lobby/api';
import { defineQuery } from '../../data/query';

// The member centre's questions (doc 2 §2.3). Every answer belongs to the logged-in member
// (scope 'session'), under keys an action invalidates by prefix: ['wallet'] after any movement of
// money, ['records'] for the account record, ['money', ...] for deposits, payees and withdrawals.

/** The main wallet and the vendor wallets. */
export const walletsQuery = defineQuery<WalletList>({
  key: ['wallet', 'list'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getWallets(client, { signal }),
});

/** The brand's deposit methods, the withdrawal limits and whether a payment password is set. */
export const depositMethodsQuery = defineQuery<DepositMethods>({
  key: ['money', 'methods'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getDepositMethods(client, { signal }),
});

/** The latest deposits (the first page): what a pending deposit's watch reads. */
export const recentDepositsQuery = defineQuery<DepositList>({
  key: ['money', 'deposits'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getDeposits(client, { page: 1 }, { signal }),
});

export const payeesQuery = defineQuery<Payee[]>({
  key: ['money', 'payees'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getPayees(client, { signal }),
});

export const withdrawalsQuery = (page: number) =>
  defineQuery<WithdrawList>({
    key: ['money', 'withdrawals', page],
    scope: 'session',
    load: ({ api, client, signal }) => api.getWithdrawals(client, { page }, { signal }),
  });

/** A page of the account record under its filters. */
export const transactionsQuery = (
  query: Required<Pick<TransactionListQuery, 'page'>> & TransactionListQuery,
) =>
  defineQuery<TransactionList>({
    key: ['records', query.from ?? null, query.to ?? null, query.type ?? null, query.page],
    scope: 'session',
    load: ({ api, client, signal }) => api.getTransactions(client, query, { signal }),
  });

export const loginHistoryQuery = defineQuery<LoginRecord[]>({
  key: ['member', 'loginHistory'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getLoginHistory(client, { signal }),
});
