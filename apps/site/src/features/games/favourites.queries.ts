import { defineQuery } from '../../data/query';

/** The logged-in member's server favourites (doc 2 §3.4, §4.2), by nodeId. */
export const favouriteIdsQuery = defineQuery<readonly number[]>({
  key: ['favourites', 'ids'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getFavouriteIds(client, { signal }),
});
