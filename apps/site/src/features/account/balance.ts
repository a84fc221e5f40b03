import { atom } from '../../state/jotai';
import { apiAtom } from '../api/client';
import { memberInfoAtom } from '../session/atoms';

/** The balance shown in the header (minor units): the wallet's after a refresh, else the member's. */
export const walletBalanceAtom = atom<number | null>(null);

export const shownBalanceAtom = atom<number | null>(
  (get) => get(walletBalanceAtom) ?? get(memberInfoAtom)?.sumBalance ?? null,
);

/** A click on the balance: the consolidated balance from the wallet. */
export const refreshBalanceAtom = atom(null, async (get, set) => {
  const { api, client } = await get(apiAtom);
  const wallet = await api.getWalletBalance(client);
  set(walletBalanceAtom, wallet.sumBalance);
});
