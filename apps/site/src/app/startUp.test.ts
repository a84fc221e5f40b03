import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@lobby/api';
import { SHELL_STYLE_ID } from '../boot/contract';
import { ChunkLoadError } from './loadChunk';
import { loadScreen } from './screens';
import { createSiteStore } from './siteStore';
import { runStartUp, startUpPhaseAtom, type StartUpPhase } from './startUp';

let screenArrives: () => void = () => {};
vi.mock('./screens', () => ({
  loadScreen: vi.fn(
    () =>
      new Promise<void>((resolve) => {
        screenArrives = resolve;
      }),
  ),
}));

/** A promise the test settles. */
function later<T = void>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.mocked(loadScreen).mockClear();
});

describe('the start-up', () => {
  test('reaches each phase after the one before, in order', async () => {
    const store = createSiteStore();
    const seen: StartUpPhase[] = [];
    store.sub(startUpPhaseAtom, () => seen.push(store.get(startUpPhaseAtom)));
    const firstCommit = later();
    const status = later();
    const style = document.createElement('style');
    style.id = SHELL_STYLE_ID;
    document.head.append(style);

    const done = runStartUp(store, {
      firstCommit: firstCommit.promise,
      firstCalls: [status.promise],
      pathname: '/rng',
    });
    await Promise.resolve();
    expect(store.get(startUpPhaseAtom)).toBe('booting');
    expect(loadScreen).not.toHaveBeenCalled();

    firstCommit.resolve();
    // The shell's styles go with the first commit; the screen's code is asked for once it has painted.
    await vi.waitFor(() => expect(store.get(startUpPhaseAtom)).toBe('shellPainted'));
    expect(document.getElementById(SHELL_STYLE_ID)).toBeNull();
    // /rng is the egame group; the default language is Malay.
    expect(loadScreen).toHaveBeenCalledExactlyOnceWith('egame', 'ms');

    screenArrives();
    await vi.waitFor(() => expect(store.get(startUpPhaseAtom)).toBe('screenReady'));
    status.resolve();
    await done;
    expect(seen).toEqual(['firstCommit', 'shellPainted', 'screenReady', 'settled']);
  });

  test('the API’s code not arriving fails the start at once; a server’s failure does not', async () => {
    const store = createSiteStore();
    const firstCommit = later();
    void runStartUp(store, {
      firstCommit: firstCommit.promise,
      firstCalls: [
        Promise.reject(new ApiError({ kind: 'server', status: 500 })),
        Promise.reject(new ChunkLoadError('missing')),
      ],
      pathname: '/',
    });
    await vi.waitFor(() => expect(store.get(startUpPhaseAtom)).toBe('failed'));
    // Nothing after it moves the page on.
    firstCommit.resolve();
    screenArrives();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(store.get(startUpPhaseAtom)).toBe('failed');

    const fine = createSiteStore();
    await runStartUp(fine, {
      firstCommit: Promise.resolve(),
      firstCalls: [Promise.reject(new ApiError({ kind: 'network' }))],
      pathname: '/noSuchPage',
    });
    expect(fine.get(startUpPhaseAtom)).toBe('settled');
  });
});
