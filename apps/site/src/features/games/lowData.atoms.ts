import { atom } from '../../state/jotai';
import { readStoredLowData, storeLowData } from '../preferences/storage';

/** The browser asks for reduced data use (Save-Data / data saver). */
function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

const chosenAtom = atom<boolean | null>(typeof window === 'undefined' ? null : readStoredLowData());

/**
 * Low-data mode: game lists without thumbnails. The player's choice is remembered; until they
 * make one, the browser's data-saver setting decides.
 */
export const lowDataAtom = atom(
  (get) => get(chosenAtom) ?? browserSavesData(),
  (_get, set, on: boolean) => {
    storeLowData(on);
    set(chosenAtom, on);
  },
);
