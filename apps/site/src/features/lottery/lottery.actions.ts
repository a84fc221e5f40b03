import { lotteryFavourites } from '@lobby/core';
import { atom } from '../../state/jotai';
import { sessionUserAtom } from '../session/session.atoms';
import { browserStorage, lotteryFavouritesVersionAtom } from './lottery.atoms';

/** Adds or removes a lottery favourite of the logged-in player; does nothing when logged out. */
export const toggleLotteryFavouriteAtom = atom(null, (get, set, gameId: number | string) => {
  const user = get(sessionUserAtom);
  if (user === null) return;
  lotteryFavourites(browserStorage, user.username).toggle(gameId);
  set(lotteryFavouritesVersionAtom, (version) => version + 1);
});

/** Another tab changed the stored favourites: read them again. */
export const lotteryFavouritesChangedAtom = atom(null, (_get, set) => {
  set(lotteryFavouritesVersionAtom, (version) => version + 1);
});
