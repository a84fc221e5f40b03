import { favouriteChange, type FavouriteGame } from '@lobby/core';
import { apiAtom } from '../../data/api';
import { invalidateQueriesAtom, sessionScopeAtom, setQueryData } from '../../data/query';
import { atom } from '../../state/jotai';
import { favouriteIdsQuery } from './favourites.queries';

/**
 * Adds or removes a favourite: removed when its nodeId is in `current`, added otherwise. The
 * server answers with the whole list after the change, which becomes the known list (for the
 * session the change was made in: a member who logged out meanwhile never hands it to the next),
 * and the favourites tab asks again. Rejects with the call's error.
 */
export const toggleFavouriteAtom = atom(
  null,
  async (get, set, game: FavouriteGame, current: readonly number[]) => {
    const session = get(sessionScopeAtom);
    const change = favouriteChange(game, current);
    const { api, client } = await set(apiAtom);
    const ids =
      change.action === 'add'
        ? await api.addFavourite(client, change.payload)
        : await api.removeFavourite(client, change.payload);
    setQueryData(set, favouriteIdsQuery, () => ids, { session });
    set(invalidateQueriesAtom, ['favourites', 'games']);
  },
);
