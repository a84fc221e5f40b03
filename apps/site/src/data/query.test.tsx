import { StrictMode, Suspense, use, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { createSiteStore, type SiteStore } from '../app/siteStore';
import { Provider } from '../state/jotai';
import { fakeApi } from '../test/fakeApi';
import {
  defineQuery,
  fetchQuery,
  invalidateQueriesAtom,
  newSessionScopeAtom,
  queryState,
  sessionScopeAtom,
  setQueryData,
  type Query,
} from './query';
import { useQuery, type UseQueryOptions } from './useQuery';

/** A call the test answers: each `load` is one call, settled when the test says. */
function calls<T>() {
  const made: { signal: AbortSignal; resolve: (value: T) => void; reject: (e: unknown) => void }[] =
    [];
  const load = vi.fn(
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<T>((resolve, reject) => made.push({ signal, resolve, reject })),
  );
  return { made, load };
}

const storeWithApi = () => createSiteStore({ api: fakeApi() });

function wrapper(store: SiteStore) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StrictMode>
        <Provider store={store}>{children}</Provider>
      </StrictMode>
    );
  };
}

function Show<T>({
  query,
  options,
  name = 'answer',
}: {
  query: Query<T> | null;
  options?: UseQueryOptions;
  name?: string;
}) {
  const { data, error, pending } = useQuery(query, options);
  if (error !== undefined && data === undefined) return <p>{name} failed</p>;
  if (pending && data === undefined) return <p>{name} loading</p>;
  return <p>{`${name}: ${String(data)}`}</p>;
}

const settle = () => act(() => Promise.resolve());
/** Settles a call (or does anything else) and lets React render what follows. */
const during = (work: () => void) =>
  act(() => {
    work();
    return Promise.resolve();
  });

describe('the data layer', () => {
  test('the same key asked by two parts and an action is one call, and both show its answer', async () => {
    const { made, load } = calls<string>();
    const query = defineQuery({ key: ['greeting'], scope: 'site', load });
    const store = storeWithApi();
    render(
      <>
        <Show query={query} name="one" />
        <Show query={query} name="two" />
      </>,
      { wrapper: wrapper(store) },
    );
    const fetched = fetchQuery(store.set, query);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('one loading')).toBeVisible();

    await during(() => made[0]!.resolve('hello'));
    expect(screen.getByText('one: hello')).toBeVisible();
    expect(screen.getByText('two: hello')).toBeVisible();
    await expect(fetched).resolves.toBe('hello');
    // Fresh: known, not asked again.
    await expect(fetchQuery(store.set, query)).resolves.toBe('hello');
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a call nobody wants any more is aborted; StrictMode’s second mount keeps it', async () => {
    const { made, load } = calls<string>();
    const query = defineQuery({ key: ['slow'], scope: 'site', load });
    const store = storeWithApi();
    const view = render(<Show query={query} />, { wrapper: wrapper(store) });
    await settle();
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(made).toHaveLength(1);
    expect(made[0]!.signal.aborted).toBe(false);

    view.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(made[0]!.signal.aborted).toBe(true);
    // Abandoned is not failed: the next part that wants it asks again.
    expect(queryState(store.get, query).status).toBe('pending');
    render(<Show query={query} />, { wrapper: wrapper(store) });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('an action waiting with a signal abandons its interest when the signal aborts', async () => {
    const { made, load } = calls<string>();
    const query = defineQuery({ key: ['page', 1], scope: 'site', load });
    const store = storeWithApi();
    const controller = new AbortController();
    const waiting = fetchQuery(store.set, query, { signal: controller.signal });
    await settle();
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(made[0]!.signal.aborted).toBe(true);
  });

  test("an answer renders in a transition: while its view cannot show, the view before it stays, not the page's fallback", async () => {
    const { made, load } = calls<number>();
    const query = defineQuery({ key: ['games'], scope: 'site', load });
    const neverReady = new Promise<never>(() => {});
    function SlowAnswer() {
      use(neverReady);
      return <p>Answer</p>;
    }
    function Lobby() {
      return useQuery(query).data === undefined ? <p>Loading games</p> : <SlowAnswer />;
    }
    render(
      <Suspense fallback={<p>Blank page</p>}>
        <Lobby />
      </Suspense>,
      { wrapper: wrapper(storeWithApi()) },
    );
    await settle();
    await during(() => made[0]!.resolve(12));
    // Outside a transition React would replace the view with the boundary's fallback.
    expect(screen.getByText('Loading games')).toBeVisible();
    expect(screen.queryByText('Blank page')).toBeNull();
  });

  test('a failure shows as such, and a retry or the next part that wants it asks again', async () => {
    const { made, load } = calls<string>();
    const query = defineQuery({ key: ['flaky'], scope: 'site', load });
    const store = storeWithApi();
    function WithRetry() {
      const { data, error, refetch } = useQuery(query);
      return (
        <button type="button" onClick={() => void refetch()}>
          {data ?? (error === undefined ? 'loading' : 'failed: retry')}
        </button>
      );
    }
    const view = render(<WithRetry />, { wrapper: wrapper(store) });
    await settle();
    await during(() => made[0]!.reject(new Error('offline')));
    expect(screen.getByRole('button')).toHaveTextContent('failed: retry');

    await during(() => screen.getByRole('button').click());
    expect(load).toHaveBeenCalledTimes(2);
    await during(() => made[1]!.resolve('back'));
    expect(screen.getByRole('button')).toHaveTextContent('back');
    view.unmount();

    // A failed answer is never fresh: a later mount asks again.
    const failing = defineQuery({
      key: ['down'],
      scope: 'site',
      load: () => Promise.reject(new Error('down')),
    });
    await expect(fetchQuery(store.set, failing)).rejects.toThrow('down');
    await expect(fetchQuery(store.set, failing)).rejects.toThrow('down');
  });

  test('invalidation asks again at once what is on screen, and the rest when next wanted', async () => {
    let balance = 100;
    const load = vi.fn(() => Promise.resolve(balance));
    const shown = defineQuery({ key: ['balance'], scope: 'session', load });
    const records = vi.fn(() => Promise.resolve(['deposit']));
    const hidden = defineQuery({ key: ['records', 'deposit'], scope: 'session', load: records });
    const store = storeWithApi();
    render(<Show query={shown} />, { wrapper: wrapper(store) });
    await fetchQuery(store.set, hidden);
    await settle();
    expect(screen.getByText('answer: 100')).toBeVisible();

    balance = 250;
    await during(() => {
      store.set(invalidateQueriesAtom, ['balance']);
      store.set(invalidateQueriesAtom, ['records']);
    });
    expect(screen.getByText('answer: 250')).toBeVisible();
    expect(records).toHaveBeenCalledTimes(1);
    await fetchQuery(store.set, hidden);
    expect(records).toHaveBeenCalledTimes(2);
  });

  test('with keepPrevious, the previous key’s answer stays on view while the next one loads', async () => {
    const { made, load } = calls<string>();
    const byLanguage = (language: string) =>
      defineQuery({ key: ['vendors', language], scope: 'site', load });
    const store = storeWithApi();
    const view = render(<Show query={byLanguage('EN')} options={{ keepPrevious: true }} />, {
      wrapper: wrapper(store),
    });
    await settle();
    await during(() => made[0]!.resolve('English vendors'));
    view.rerender(<Show query={byLanguage('TH')} options={{ keepPrevious: true }} />);
    await settle();
    expect(screen.getByText('answer: English vendors')).toBeVisible();
    await during(() => made[1]!.resolve('Thai vendors'));
    expect(screen.getByText('answer: Thai vendors')).toBeVisible();
  });

  test('a stale answer is shown while it is asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let draw = 1;
      const load = vi.fn(() => Promise.resolve(draw));
      const query = defineQuery({ key: ['draws'], scope: 'site', staleTime: 60_000, load });
      const store = storeWithApi();
      await fetchQuery(store.set, query);
      draw = 2;
      vi.setSystemTime(Date.now() + 30_000);
      await expect(fetchQuery(store.set, query)).resolves.toBe(1);
      vi.setSystemTime(Date.now() + 31_000);
      render(<Show query={query} />, { wrapper: wrapper(store) });
      expect(screen.getByText('answer: 1')).toBeVisible();
      await settle();
      expect(screen.getByText('answer: 2')).toBeVisible();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a single-use answer (keep: false) is dropped when its page closes and asked anew', async () => {
    let ticket = 0;
    const load = vi.fn(() => Promise.resolve(`ticket ${(ticket += 1)}`));
    const launch = defineQuery({ key: ['launch'], scope: 'session', keep: false, load });
    const store = storeWithApi();
    const first = render(<Show query={launch} />, { wrapper: wrapper(store) });
    await settle();
    expect(screen.getByText('answer: ticket 1')).toBeVisible();
    first.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    render(<Show query={launch} />, { wrapper: wrapper(store) });
    await settle();
    expect(screen.getByText('answer: ticket 2')).toBeVisible();
  });

  describe('the session scope', () => {
    test("a new session scope drops the player's answers and never shows a late one", async () => {
      const { made, load } = calls<string>();
      const member = defineQuery({ key: ['member'], scope: 'session', load });
      const site = defineQuery({ key: ['vendors'], scope: 'site', load });
      const store = storeWithApi();
      render(
        <>
          <Show query={member} name="member" />
          <Show query={site} name="vendors" />
        </>,
        { wrapper: wrapper(store) },
      );
      await settle();
      await during(() => {
        made[0]!.resolve('player01');
        made[1]!.resolve('all vendors');
      });
      expect(screen.getByText('member: player01')).toBeVisible();

      // player01 logs out and vip001 logs in: the member is asked for again, for vip001.
      await during(() => store.set(newSessionScopeAtom));
      expect(screen.getByText('member loading')).toBeVisible();
      expect(screen.getByText('vendors: all vendors')).toBeVisible();
      expect(load).toHaveBeenCalledTimes(3);

      // A call of the ended session that answers late is not the new session's.
      await during(() => store.set(newSessionScopeAtom));
      await during(() => made[2]!.resolve('player01, late'));
      expect(screen.queryByText('member: player01, late')).toBeNull();
      expect(made[2]!.signal.aborted).toBe(true);
      await during(() => made[3]!.resolve('vip001'));
      expect(screen.getByText('member: vip001')).toBeVisible();
    });

    test('an answer set for an ended session is dropped', () => {
      const favourites = defineQuery({
        key: ['favourites'],
        scope: 'session',
        load: () => Promise.resolve([] as number[]),
      });
      const store = storeWithApi();
      const session = store.get(sessionScopeAtom);
      store.set(newSessionScopeAtom);
      setQueryData(store.set, favourites, () => [1, 2], { session });
      expect(queryState(store.get, favourites).data).toBeUndefined();
      setQueryData(store.set, favourites, () => [3], { session: store.get(sessionScopeAtom) });
      expect(queryState(store.get, favourites).data).toEqual([3]);
    });
  });
});
