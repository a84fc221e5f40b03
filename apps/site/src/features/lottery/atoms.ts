import type { Game, LotteryDraw, LotteryMenu, LotteryPrizeMode } from '@lobby/api';
import { lotteryFavourites, POPULAR_GAMES_COUNT, type FavouriteStorage } from '@lobby/core';
import { atom } from '../../state/jotai';
import { apiAtom } from '../api/client';
import { lottoPrizeMode } from '../games/launch/lottoPrizeMode';
import { sessionUserAtom } from '../session/atoms';
import { vendorsAtom } from '../vendors/atoms';

/** Doc 2 §9: the VN lottery page shows a game's last 100 draws. */
export const VN_DRAWS_COUNT = 100;

/** Doc 2 §4.3, from the vendors: e-lottery when the ELOTT category has a VN or LOTT card. */
export const lotteryPrizeModeAtom = atom<LotteryPrizeMode | null>((get) => {
  const vendors = get(vendorsAtom);
  return vendors === null ? null : lottoPrizeMode(vendors);
});

const signalOf = (signal: AbortSignal | undefined) => (signal ? { signal } : undefined);

/** The VN lottery menus (North, Central, South, fast draws) of a prize mode. */
export const loadLotteryMenusAtom = atom(
  null,
  async (get, _set, prizeMode: LotteryPrizeMode, signal?: AbortSignal): Promise<LotteryMenu[]> => {
    const { api, client } = await get(apiAtom);
    return api.getLotteryMenus(client, { prizeMode }, signalOf(signal));
  },
);

/** The 20 most played lottery games of a prize mode (doc 2 §7, §9). */
export const loadPopularLotteryGamesAtom = atom(
  null,
  async (get, _set, prizeMode: LotteryPrizeMode, signal?: AbortSignal): Promise<Game[]> => {
    const { api, client } = await get(apiAtom);
    return api.getPopularGames(client, { prizeMode, count: POPULAR_GAMES_COUNT }, signalOf(signal));
  },
);

/** A VN game's last draws, the opened numbers of each (doc 2 §7: Vietnam numero, count 100). */
export const loadVnDrawsAtom = atom(
  null,
  async (get, _set, gameCode: string, signal?: AbortSignal): Promise<LotteryDraw[]> => {
    const { api, client } = await get(apiAtom);
    return api.getVnNumbers(client, { gameCode, count: VN_DRAWS_COUNT }, signalOf(signal));
  },
);

/**
 * The browser's local storage, looked up at each use: where storage is blocked the lookup throws
 * inside the call, and core's favourites treat that as an empty list.
 */
const browserStorage: FavouriteStorage = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
};

/** Bumped after each change (here or in another tab), so the ids are read again. */
const lotteryFavouritesVersionAtom = atom(0);

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
