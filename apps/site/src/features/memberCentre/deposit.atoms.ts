import type { Deposit } from '@lobby/api';
import { sessionScopeAtom } from '../../data/query';
import { atom } from '../../state/jotai';

/** How often a pending deposit's state is asked, in ms: the sandbox credits in a few seconds. */
export const DEPOSIT_POLL_MS = 2000;

interface Watched {
  /** The session scope the deposit was made in: another player never sees it. */
  session: number;
  deposit: Deposit;
}

const watchedAtom = atom<readonly Watched[]>([]);

/**
 * The deposits this session made in this tab, as last known: a pending one is watched until the
 * operator credits or fails it. Writing adds (or updates) one.
 */
export const watchedDepositsAtom = atom(
  (get): readonly Deposit[] => {
    const session = get(sessionScopeAtom);
    return get(watchedAtom)
      .filter((entry) => entry.session === session)
      .map((entry) => entry.deposit);
  },
  (get, set, { session, deposit }: Watched) => {
    if (session !== get(sessionScopeAtom)) return;
    const others = get(watchedAtom).filter(
      (entry) => entry.session === session && entry.deposit.id !== deposit.id,
    );
    set(watchedAtom, [...others, { session, deposit }]);
  },
);
