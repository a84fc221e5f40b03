import { atom } from '../../state/jotai';

/** A phone's menu sheet is open (its button in the header, the bottom bar's account item). */
export const siteMenuOpenAtom = atom(false);
