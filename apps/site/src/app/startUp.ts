// The one owner of the start-up order (docs/startup.md). `runStartUp` is the only writer of the
// phase; every part of the page that waits says which phase it waits for (`AfterPhase`).
import { startTransition } from 'react';
import { matchRoute } from '@lobby/core';
import { nextPaint, onIdle } from '@lobby/ui/idle';
import { SHELL_STYLE_ID } from '../boot/contract';
import { brandAtom } from '../features/brand/brand.atoms';
import { localeAtom } from '../features/preferences/preferences.atoms';
import { atom, type createStore } from '../state/jotai';
import { isChunkLoadError } from './loadChunk';
import { loadScreen } from './screens';

/**
 * The phases of a page's start, in order:
 * - `booting`: the first render is being made (over the prerendered shell, if any);
 * - `firstCommit`: it is on the page (the shell, if any, is gone);
 * - `shellPainted`: the browser has painted it (header, notices, banner);
 * - `screenReady`: the screen's code for the address has arrived (or failed: its page says so);
 * - `settled`: the first calls have answered and the browser has had an idle moment: the parts a
 *   player does not need in the first second (login form, game navigation, footer, side bar,
 *   notices, snow) load now, so they never share the link or the main thread with the first screen.
 * `failed` ends the start instead: the API's code did not arrive, the page offers a reload.
 */
export const START_UP_PHASES = [
  'booting',
  'firstCommit',
  'shellPainted',
  'screenReady',
  'settled',
] as const;
export type StartUpPhase = (typeof START_UP_PHASES)[number] | 'failed';

export const startUpPhaseAtom = atom<StartUpPhase>('booting');

/** Whether `current` is `wanted` or a later phase (a failed start reaches none). */
export function hasReached(current: StartUpPhase, wanted: StartUpPhase): boolean {
  if (current === 'failed' || wanted === 'failed') return current === wanted;
  return START_UP_PHASES.indexOf(current) >= START_UP_PHASES.indexOf(wanted);
}

type Store = ReturnType<typeof createStore>;

export interface StartUp {
  /** Resolves once the first render is committed (App's first layout effect). */
  firstCommit: Promise<void>;
  /** The calls the first screen needs (status, configuration, the address's banners). */
  firstCalls: readonly Promise<unknown>[];
  /** The address the site opened on. */
  pathname: string;
}

/** Runs the start-up's timeline: each phase after the one before, a failure as soon as it is known. */
export async function runStartUp(store: Store, { firstCommit, firstCalls, pathname }: StartUp) {
  const advance = (phase: StartUpPhase) => {
    if (store.get(startUpPhaseAtom) === 'failed') return;
    // What a phase reveals renders in a transition, in slices the browser can interrupt.
    startTransition(() => store.set(startUpPhaseAtom, phase));
  };
  const calls = Promise.allSettled(firstCalls);
  void calls.then((results) => {
    // Without the API's code the site can do nothing; a call the server failed is the page's to
    // show (the gate, an empty banner).
    if (results.some((result) => result.status === 'rejected' && isChunkLoadError(result.reason))) {
      store.set(startUpPhaseAtom, 'failed');
    }
  });

  await firstCommit;
  // The prerendered shell's styles go with it. This runs in a microtask of the commit's task, so
  // before the browser paints the commit.
  document.getElementById(SHELL_STYLE_ID)?.remove();
  advance('firstCommit');

  await nextPaint();
  advance('shellPainted');

  // Asked only now, so the header, the banner and its picture do not share the link with it.
  const group = matchRoute(pathname)?.group;
  if (group) await loadScreen(group, store.get(localeAtom).tag);
  advance('screenReady');

  await calls;
  await new Promise<void>((resolve) => onIdle(resolve));
  advance('settled');
  // From a chunk of its own: none of it is in the first visit's code. Without it the site works
  // as before, offline pages aside.
  import('./serviceWorker').then(
    ({ registerServiceWorker }) => registerServiceWorker(store.get(brandAtom).code),
    () => {},
  );
}
