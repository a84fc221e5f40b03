import { useEffect, useEffectEvent, useState } from 'react';
import { atom, useAtomValue, useSetAtom, useStore } from '../state/jotai';
import {
  fetchQuery,
  queryStateAtomOf,
  retainQueryAtom,
  sessionScopeAtom,
  type Query,
  type QueryState,
} from './query';

export interface QueryResult<T> {
  /** The answer; with `keepPrevious`, the previous key's while this one's loads. */
  data: T | undefined;
  /** The failure, when asking failed (the data, if any, is the last answer before it). */
  error: unknown;
  /** No answer and no failure yet for this key. */
  pending: boolean;
  /** A call is under way (the first, or asking again). */
  fetching: boolean;
  /**
   * Nothing to show and the last call failed, no retry under way: the page shows the failure's
   * message with a retry instead of a placeholder.
   */
  failed: boolean;
  /** Asks the server again (a retry button, a refresh): settles when answered; the outcome shows in the state. */
  refetch: () => Promise<void>;
}

export interface UseQueryOptions {
  /** False: only reads what is known, without asking (it is asked elsewhere, or not yet). @default true */
  enabled?: boolean;
  /** Shows the previous key's answer while a new key's loads (another language, page or filter). @default false */
  keepPrevious?: boolean;
}

const IDLE = atom<QueryState<never>>({
  status: 'pending',
  data: undefined,
  error: undefined,
  fetching: false,
});

/**
 * A query's answer for a component: asked when the component mounts (unless a fresh one is known
 * or a call is under way, which it shares), abandoned when the last part that wants it unmounts.
 * A null query waits (what it needs is not known yet).
 */
export function useQuery<T>(
  query: Query<T> | null,
  { enabled = true, keepPrevious = false }: UseQueryOptions = {},
): QueryResult<T> {
  const store = useStore();
  // A new session scope is a new key for the player's own answers.
  useAtomValue(sessionScopeAtom);
  const stateAtom = query === null ? IDLE : queryStateAtomOf(store.get, query);
  const state = useAtomValue(stateAtom);
  const retain = useSetAtom(retainQueryAtom);

  const retainCurrent = useEffectEvent(() => (query === null ? undefined : retain(query)));
  useEffect(() => (enabled ? retainCurrent() : undefined), [stateAtom, enabled]);

  // The answer shown while the next key loads, kept from an earlier render (React's pattern for
  // information from previous renders).
  const [previous, setPrevious] = useState<T | undefined>(undefined);
  if (keepPrevious && state.data !== undefined && state.data !== previous) setPrevious(state.data);

  const refetch = async () => {
    if (query === null) return;
    await fetchQuery(store.set, query, { force: true }).catch(() => undefined);
  };

  const data = state.data ?? (keepPrevious ? previous : undefined);
  return {
    data,
    error: state.error,
    pending: state.status === 'pending',
    fetching: state.fetching,
    failed: data === undefined && state.error !== undefined && !state.fetching,
    refetch,
  };
}
