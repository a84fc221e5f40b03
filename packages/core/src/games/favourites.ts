/**
 * Favourites (doc 2 §3.4, §4.2). Server favourites are keyed by nodeId and changed by a call;
 * lottery favourites never reach the server: they are kept in the browser per user name and keyed
 * by gameId.
 */

/** The game fields a favourite change reads. */
export interface FavouriteGame {
  nodeId: number;
  /** The vendor code. */
  vassalage: string;
  gameType: string;
}

/** The favourite call's payload: the vendor is the game's vassalage. */
export interface FavouritePayload {
  nodeId: number;
  vendor: string;
  gameType: string;
}

export interface FavouriteChange {
  action: 'add' | 'remove';
  payload: FavouritePayload;
}

/** A favourite is removed when its nodeId is already listed, added otherwise. */
export function favouriteChange(
  game: FavouriteGame,
  favouriteNodeIds: ReadonlySet<number> | readonly number[],
): FavouriteChange {
  const listed =
    'has' in favouriteNodeIds
      ? favouriteNodeIds.has(game.nodeId)
      : favouriteNodeIds.includes(game.nodeId);
  return {
    action: listed ? 'remove' : 'add',
    payload: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
  };
}

/** The favourite ids once the call has succeeded (the list is updated afterwards, not before). */
export function applyFavouriteChange(
  favouriteNodeIds: readonly number[],
  change: FavouriteChange,
): number[] {
  const others = favouriteNodeIds.filter((id) => id !== change.payload.nodeId);
  return change.action === 'add' ? [...others, change.payload.nodeId] : others;
}

/** The part of Web Storage the lottery favourites use, so tests and other stores can stand in. */
export interface FavouriteStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const LOTTERY_FAVOURITES_KEY_PREFIX = 'lotteryFavourites:';
/** A bound on what one user keeps, so a runaway list cannot fill the browser's storage. */
export const LOTTERY_FAVOURITES_MAX = 200;

export interface LotteryFavourites {
  /** The user's favourite gameIds, oldest first. */
  list(): string[];
  has(gameId: string | number): boolean;
  /** Adds or removes the game; returns whether it is a favourite now. */
  toggle(gameId: string | number): boolean;
}

function read(storage: FavouriteStorage, key: string): string[] {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    // Storage can be switched off (private mode, a policy): behave as an empty list.
    return [];
  }
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids = parsed
    .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
    .map(String)
    .filter((id) => id !== '');
  return [...new Set(ids)].slice(-LOTTERY_FAVOURITES_MAX);
}

function write(storage: FavouriteStorage, key: string, ids: readonly string[]): void {
  try {
    storage.setItem(key, JSON.stringify(ids));
  } catch {
    // A full or disabled storage loses the change; the list in memory was never the source.
  }
}

/**
 * One user's lottery favourites in the given storage (the site passes `localStorage`). Without a
 * user name there is nothing to keep: the list is empty and toggling does nothing.
 */
export function lotteryFavourites(storage: FavouriteStorage, userName: string): LotteryFavourites {
  const user = userName.trim();
  const key = `${LOTTERY_FAVOURITES_KEY_PREFIX}${user}`;
  return {
    list: () => (user === '' ? [] : read(storage, key)),
    has: (gameId) => user !== '' && read(storage, key).includes(String(gameId)),
    toggle(gameId) {
      const id = String(gameId);
      if (user === '' || id === '') return false;
      const ids = read(storage, key);
      const listed = ids.includes(id);
      const next = listed
        ? ids.filter((other) => other !== id)
        : [...ids, id].slice(-LOTTERY_FAVOURITES_MAX);
      write(storage, key, next);
      return !listed;
    },
  };
}
