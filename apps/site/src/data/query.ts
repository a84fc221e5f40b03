// The site's one data layer (docs/data.md, ADR 020): keyed answers, each asked once however many
// parts want it, rendered in a transition, dropped with the session they belong to. Components read
// them with `useQuery`; actions and derived atoms with the atoms below.
import { startTransition } from 'react';
import { atom, type Getter, type PrimitiveAtom, type Setter } from '../state/jotai';
import { apiAtom, type Api } from './api';

/** What an answer depends on, in order: `['games', 'RNG', 2]`. Equal keys are one answer. */
export type QueryKey = readonly (string | number | boolean | null)[];

/** What a query's `load` is given: the API, and a signal that aborts when nobody wants the answer. */
export interface QueryContext extends Api {
  signal: AbortSignal;
}

/** A question the site asks the server. Defined in a feature's `*.queries.ts` with `defineQuery`. */
export interface Query<T> {
  key: QueryKey;
  /**
   * `session`: the answer belongs to the logged-in player (balance, member, favourites, recent
   * games ...): it is dropped when the session ends or changes hands, and never shown to another.
   */
  scope: 'site' | 'session';
  load: (context: QueryContext) => Promise<T>;
  /** How long an answer stays fresh, in ms; a stale one is asked again when next wanted. @default Infinity (until invalidated) */
  staleTime?: number;
  /** False: the answer is dropped once nothing uses it (a launch ticket is single use). @default true */
  keep?: boolean;
  /** True: the answer renders at once, not in a transition (the first banner, the page's largest picture). @default false */
  urgent?: boolean;
}

/** Types a query definition (the key's parts and the answer). */
export function defineQuery<T>(query: Query<T>): Query<T> {
  return query;
}

export interface QueryState<T> {
  /** `pending` until the first answer or failure for this key. */
  status: 'pending' | 'success' | 'error';
  /** The latest answer; kept while a new one loads, and when asking again failed. */
  data: T | undefined;
  /** The latest failure; cleared by the next answer. */
  error: unknown;
  /** A call for this key is under way. */
  fetching: boolean;
}

const PENDING: QueryState<never> = {
  status: 'pending',
  data: undefined,
  error: undefined,
  fetching: false,
};

interface Run {
  promise: Promise<unknown>;
  controller: AbortController;
}

/** One key's answer in one store: its state (an atom), the call under way, who wants it. */
interface Entry {
  readonly hash: string;
  readonly key: QueryKey;
  /** The session scope it belongs to; null for the site's. */
  readonly session: number | null;
  readonly state: PrimitiveAtom<QueryState<unknown>>;
  /** The latest definition asked with this key (refetches after an invalidation use it). */
  query: Query<unknown>;
  run: Run | null;
  /** When the answer arrived (ms since the epoch); 0: never, or invalidated since. */
  updatedAt: number;
  /** Mounted parts that show it, and callers waiting with a signal: at 0 a call is aborted. */
  interest: number;
}

// Per store (a derived atom without dependencies is computed once per store): each test, and the
// build's render of a shell, gets its own.
const registryAtom = atom(() => new Map<string, Entry>());

/** The session scope: a new number each time the session ends or changes hands. */
export const sessionScopeAtom = atom(0);

function entryOf(get: Getter, query: Query<unknown>): Entry {
  const session = query.scope === 'session' ? get(sessionScopeAtom) : null;
  const hash = `${session ?? 'site'}:${JSON.stringify(query.key)}`;
  const registry = get(registryAtom);
  let entry = registry.get(hash);
  if (!entry) {
    entry = {
      hash,
      key: query.key,
      session,
      state: atom<QueryState<unknown>>(PENDING),
      query,
      run: null,
      updatedAt: 0,
      interest: 0,
    };
    registry.set(hash, entry);
  }
  return entry;
}

function isFresh(entry: Entry): boolean {
  return entry.updatedAt > 0 && Date.now() - entry.updatedAt < (entry.query.staleTime ?? Infinity);
}

function write(
  set: Setter,
  entry: Entry,
  next: (state: QueryState<unknown>) => QueryState<unknown>,
) {
  // A list of games or draws is a render long enough to be a long task on a phone: in a
  // transition React renders it in slices the browser can interrupt, and commits it whole.
  if (entry.query.urgent) set(entry.state, next);
  else startTransition(() => set(entry.state, next));
}

function start(get: Getter, set: Setter, entry: Entry): Run {
  entry.run?.controller.abort();
  const controller = new AbortController();
  const { load } = entry.query;
  const promise = (async () => load({ ...(await set(apiAtom)), signal: controller.signal }))();
  const run: Run = { promise, controller };
  entry.run = run;
  if (get(entry.state).fetching === false) {
    write(set, entry, (state) => ({ ...state, fetching: true }));
  }
  promise.then(
    (data) => {
      if (entry.run !== run) return;
      entry.run = null;
      entry.updatedAt = Date.now();
      write(set, entry, () => ({ status: 'success', data, error: undefined, fetching: false }));
    },
    (error: unknown) => {
      if (entry.run !== run) return;
      entry.run = null;
      // Aborted by a newer call or the end of its session scope: not a failure.
      if (controller.signal.aborted) return;
      write(set, entry, (state) => ({ ...state, status: 'error', error, fetching: false }));
    },
  );
  return run;
}

function release(get: Getter, set: Setter, entry: Entry): void {
  entry.interest -= 1;
  if (entry.interest > 0) return;
  // A moment later: StrictMode's second mount and a re-render's effects take it back at once.
  setTimeout(() => {
    if (entry.interest > 0) return;
    if (entry.run !== null) {
      // Abandoned, not failed: whatever it answers now is ignored, and the next user asks again.
      entry.run.controller.abort();
      entry.run = null;
      write(set, entry, (state) => ({ ...state, fetching: false }));
    }
    if (entry.query.keep === false) get(registryAtom).delete(entry.hash);
  });
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The caller no longer wants the answer', 'AbortError');
}

/** Waits for a run on behalf of a caller whose `signal` may abort its interest. */
async function follow(
  get: Getter,
  set: Setter,
  entry: Entry,
  run: Run,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  if (!signal) return run.promise;
  if (signal.aborted) throw abortError(signal);
  entry.interest += 1;
  let onAbort = () => {};
  const abandoned = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([run.promise, abandoned]);
  } finally {
    signal.removeEventListener('abort', onAbort);
    release(get, set, entry);
  }
}

export interface FetchOptions {
  /** Ask the server even when a fresh answer is known or a call is under way. */
  force?: boolean;
  /** The caller's interest: once it aborts, the call may be abandoned (if nobody else waits). */
  signal?: AbortSignal;
}

// Untyped underneath: a jotai write function cannot be generic. `fetchQuery` and `setQueryData`
// below give callers the query's own type.
const fetchQueryAtom = atom(
  null,
  (get, set, query: Query<unknown>, options: FetchOptions = {}): Promise<unknown> => {
    const entry = entryOf(get, query);
    entry.query = query;
    if (!options.force && entry.run === null && isFresh(entry)) {
      return Promise.resolve(get(entry.state).data);
    }
    const run = !options.force && entry.run !== null ? entry.run : start(get, set, entry);
    return follow(get, set, entry, run, options.signal);
  },
);

/**
 * The answer of a query: the known one while fresh, the call under way if there is one, else a
 * new call. `set` is an action's, or a store's (`store.set`) outside React.
 */
export function fetchQuery<T>(set: Setter, query: Query<T>, options?: FetchOptions): Promise<T> {
  return set(fetchQueryAtom, query as Query<unknown>, options) as Promise<T>;
}

/**
 * A part that shows the query's answer (useQuery): asks for it unless a fresh one is known or a
 * call is under way. Returns the release, which abandons the call once nobody wants it.
 */
export const retainQueryAtom = atom(null, (get, set, query: Query<unknown>): (() => void) => {
  const entry = entryOf(get, query);
  entry.query = query;
  entry.interest += 1;
  if (entry.run === null && !isFresh(entry)) start(get, set, entry);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release(get, set, entry);
  };
});

/** The state of a query's key, for derived atoms (`get` makes them follow it). */
export function queryState<T>(get: Getter, query: Query<T>): QueryState<T> {
  return get(entryOf(get, query).state) as QueryState<T>;
}

/** The atom holding a query's state (for `useAtomValue`). */
export function queryStateAtomOf<T>(get: Getter, query: Query<T>): PrimitiveAtom<QueryState<T>> {
  return entryOf(get, query).state as PrimitiveAtom<QueryState<T>>;
}

/** Whether `key` starts with `prefix`: `['records']` covers `['records', 'deposit', 1]`. */
function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => key[index] === part);
}

/**
 * Marks every answer whose key starts with `prefix` stale (after a deposit: `['balance']`,
 * `['records']`); those on screen are asked again at once, the others when next wanted.
 */
export const invalidateQueriesAtom = atom(null, (get, set, prefix: QueryKey) => {
  const session = get(sessionScopeAtom);
  for (const entry of get(registryAtom).values()) {
    if (entry.session !== null && entry.session !== session) continue;
    if (!startsWith(entry.key, prefix)) continue;
    entry.updatedAt = 0;
    if (entry.interest > 0) start(get, set, entry);
  }
});

const setQueryDataAtom = atom(
  null,
  (
    get,
    set,
    query: Query<unknown>,
    update: (current: unknown) => unknown,
    { session }: SetDataOptions,
  ) => {
    if (session !== undefined && session !== get(sessionScopeAtom)) return;
    const entry = entryOf(get, query);
    entry.query = query;
    entry.updatedAt = Date.now();
    write(set, entry, (state) => ({
      status: 'success',
      data: update(state.data),
      error: undefined,
      fetching: state.fetching,
    }));
  },
);

export interface SetDataOptions {
  /**
   * The session scope the answer was asked in (`get(sessionScopeAtom)` before the call): if that
   * session has ended meanwhile, the answer is dropped, never given to the next player.
   */
  session?: number;
}

/**
 * Sets a query's answer without asking the server: it arrived some other way (a favourite toggle
 * answers with the whole list, a game reports the balance).
 */
export function setQueryData<T>(
  set: Setter,
  query: Query<T>,
  update: (current: T | undefined) => T,
  options: SetDataOptions = {},
): void {
  set(setQueryDataAtom, query as Query<unknown>, update as (current: unknown) => unknown, options);
}

/**
 * Ends the session scope (the session ended or changed hands): its calls are abandoned and its
 * answers dropped, and what a part asks next belongs to the new scope. Only the session actions
 * call it (features/session/session.actions.ts).
 */
export const newSessionScopeAtom = atom(null, (get, set) => {
  const ended = get(sessionScopeAtom);
  const registry = get(registryAtom);
  for (const entry of registry.values()) {
    if (entry.session !== ended) continue;
    entry.run?.controller.abort();
    registry.delete(entry.hash);
  }
  set(sessionScopeAtom, ended + 1);
});
