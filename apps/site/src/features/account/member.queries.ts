import type { MemberInfo } from '@lobby/api';
import { defineQuery } from '../../data/query';

/** The logged-in member's info (nickname, club label, balance at login). */
export const memberQuery = defineQuery<MemberInfo>({
  key: ['member'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getMemberInfo(client, { signal }),
});

/** The consolidated wallet balance (minor units): asked when the member clicks the balance. */
export const walletBalanceQuery = defineQuery<number>({
  key: ['wallet', 'balance'],
  scope: 'session',
  load: async ({ api, client, signal }) =>
    (await api.getWalletBalance(client, { signal })).sumBalance,
});
