import { startTransition, useEffect, useState } from 'react';
import { matchRoute } from '@lobby/core';
import { localeAtom } from '../features/preferences/atoms';
import { useAtomValue } from '../state/jotai';
import { loadScreenGroup } from './screenGroups';

let firstScreen: Promise<void> | undefined;
let firstScreenSettled = false;

function loadFirstScreen(localeTag: string): Promise<void> {
  firstScreen ??= (async () => {
    const group = matchRoute(window.location.pathname)?.group;
    if (group) await loadScreenGroup(group, localeTag);
    firstScreenSettled = true;
  })();
  return firstScreen;
}

/**
 * Whether the screen may mount: false until the shell has painted (`shellPainted`) and then the
 * screen group of the address the site opened on has loaded (or failed to: the screen's own load
 * then shows the failure), true for good after that. The group is asked for only once the shell has
 * painted, so that the header, the banner and its picture, the page's largest, do not share the
 * link with the screen's code; the screen then mounts with its component in hand, without the
 * delay React puts on revealing a suspended part. Later screens load when navigated to.
 */
export function useFirstScreenReady(shellPainted: boolean): boolean {
  const { tag } = useAtomValue(localeAtom);
  const [ready, setReady] = useState(() => firstScreenSettled);
  useEffect(() => {
    if (!shellPainted || ready) return;
    let current = true;
    void loadFirstScreen(tag).then(() => {
      if (current) startTransition(() => setReady(true));
    });
    return () => {
      current = false;
    };
  }, [shellPainted, ready, tag]);
  return ready;
}
