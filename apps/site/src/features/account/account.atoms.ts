import { accessFor, type Access } from '@lobby/core';
import { queryState } from '../../data/query';
import { atom } from '../../state/jotai';
import { memberCentreEnabledAtom } from '../memberCentre/memberCentre.atoms';
import { sessionAtom } from '../session/session.atoms';
import { memberQuery, walletBalanceQuery } from './member.queries';

/** The logged-in member's club rank level (VIP customer service above 4); null when unknown. */
export const clubRankLevelAtom = atom<number | null>(
  (get) => queryState(get, memberQuery).data?.clubLabel?.rankLevel ?? null,
);

/** The header's visibility rules for this session (core's accessFor). */
export const accessAtom = atom<Access>((get) => {
  const session = get(sessionAtom);
  return accessFor({
    loggedIn: session !== null,
    isAgent: session?.user.type ?? null,
    clubRankLevel: get(clubRankLevelAtom),
    memberCentreEnabled: get(memberCentreEnabledAtom),
  });
});

/** The balance shown in the header (minor units): the wallet's once asked, else the member's. */
export const shownBalanceAtom = atom<number | null>(
  (get) =>
    queryState(get, walletBalanceQuery).data ??
    queryState(get, memberQuery).data?.sumBalance ??
    null,
);
