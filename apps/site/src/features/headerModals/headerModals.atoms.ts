import { atom } from '../../state/jotai';

/** The modals the header owns besides the account dialogs (doc 1 §2): help and the chat room. */
export type HeaderModal = 'help' | 'chatRoom';

/** The header modal showing; null when none. */
export const headerModalAtom = atom<HeaderModal | null>(null);
