import { favouriteChange, type FavouriteGame } from '@lobby/core';
import { atom } from '../../state/jotai';
import { apiAtom } from '../api/client';
import { realMemberAtom, sessionTokenAtom } from '../session/atoms';

/**
 * The logged-in member's server favourites (doc 2 §3.4, §4.2) by nodeId, for the token they were
 * loaded with: a logout or another member's login makes them unknown again, never someone else's.
 */
const favouritesAtom = atom<{ token: string; ids: readonly number[] } | null>(null);

/** The favourite nodeIds of the current session; null when logged out or not loaded yet. */
export const favouriteIdsAtom = atom<ReadonlySet<number> | null>((get) => {
  const token = get(sessionTokenAtom);
  const favourites = get(favouritesAtom);
  return get(realMemberAtom) && favourites?.token === token ? new Set(favourites.ids) : null;
});

/** The nodeIds whose favourite call is under way (their cards show a loader). */
export const favouritePendingAtom = atom<ReadonlySet<number>>(new Set<number>());

/**
 * Loads the ids once per session of a real member (a trial account has none); a failure leaves
 * them unknown (the toggles still work).
 */
export const loadFavouriteIdsAtom = atom(null, async (get, set) => {
  const token = get(sessionTokenAtom);
  if (token === null || !get(realMemberAtom) || get(favouritesAtom)?.token === token) return;
  const { api, client } = await get(apiAtom);
  const ids = await api.getFavouriteIds(client);
  if (get(sessionTokenAtom) === token) set(favouritesAtom, { token, ids });
});

/**
 * Adds or removes a favourite: removed when its nodeId is listed, added otherwise; the list is
 * updated once the call has succeeded, with the loader on meanwhile. Rejects with the call's error.
 */
export const toggleFavouriteAtom = atom(null, async (get, set, game: FavouriteGame) => {
  const token = get(sessionTokenAtom);
  if (token === null) return;
  const pending = get(favouritePendingAtom);
  if (pending.has(game.nodeId)) return;
  const known = get(favouritesAtom);
  const current = known?.token === token ? known.ids : [];
  const change = favouriteChange(game, current);
  set(favouritePendingAtom, new Set([...pending, game.nodeId]));
  try {
    const { api, client } = await get(apiAtom);
    const answer =
      change.action === 'add'
        ? await api.addFavourite(client, change.payload)
        : await api.removeFavourite(client, change.payload);
    if (get(sessionTokenAtom) !== token) return;
    // The server answers with the whole list after the change: it is the truth.
    set(favouritesAtom, { token, ids: answer });
  } finally {
    const after = new Set(get(favouritePendingAtom));
    after.delete(game.nodeId);
    set(favouritePendingAtom, after);
  }
});
