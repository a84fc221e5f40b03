import { atom } from '../../state/jotai';

/**
 * The session token. Always null until the account-access flow lands; the shell already reads it
 * (login guard, language change, customer service), so that flow only has to set it.
 */
export const sessionTokenAtom = atom<string | null>(null);

/** The logged-in member's club rank level (VIP customer service above 4); null when unknown. */
export const clubRankLevelAtom = atom<number | null>(null);
