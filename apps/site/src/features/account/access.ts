import { accessFor, type Access } from '@lobby/core';
import { atom } from '../../state/jotai';
import { clubRankLevelAtom, sessionAtom } from '../session/atoms';

/** The header's visibility rules for this session (core's accessFor). */
export const accessAtom = atom<Access>((get) => {
  const session = get(sessionAtom);
  return accessFor({
    loggedIn: session !== null,
    isAgent: session?.user.type ?? null,
    clubRankLevel: get(clubRankLevelAtom),
  });
});
