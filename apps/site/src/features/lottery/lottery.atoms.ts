import type { LotteryPrizeMode } from '@lobby/api';
import { lotteryFavourites, type FavouriteStorage } from '@lobby/core';
import { atom } from '../../state/jotai';
import { brandAtom } from '../brand/brand.atoms';
import { lottoPrizeMode } from '../games/launch/lottoPrizeMode';
import { sessionUserAtom } from '../session/session.atoms';
import { vendorsAtom } from '../vendors/vendors.atoms';

/**
 * Doc 2 §4.3, from the vendors: e-lottery when the ELOTT category has a VN or LOTT card, else the
 * brand's lottery mode.
 */
export const lotteryPrizeModeAtom = atom<LotteryPrizeMode | null>((get) => {
  const vendors = get(vendorsAtom);
  return vendors === null ? null : lottoPrizeMode(vendors, get(brandAtom).lotteryType);
});

/**
 * The browser's local storage, looked up at each use: where storage is blocked the lookup throws
 * inside the call, and core's favourites treat that as an empty list.
 */
export const browserStorage: FavouriteStorage = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
};

/** Bumped after each change (here or in another tab), so the ids are read again. */
export const lotteryFavouritesVersionAtom = atom(0);

/**
 * The logged-in player's lottery favourites (doc 2 §3.4): gameIds kept in this browser per user
 * name, never sent to the server. Null when logged out: visitors have no favourites.
 */
export const lotteryFavouriteIdsAtom = atom<ReadonlySet<string> | null>((get) => {
  get(lotteryFavouritesVersionAtom);
  const user = get(sessionUserAtom);
  if (user === null) return null;
  return new Set(lotteryFavourites(browserStorage, user.username).list());
});
