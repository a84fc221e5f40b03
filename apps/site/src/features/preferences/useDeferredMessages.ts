import { use } from 'react';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { activateDeferredCatalog, hasDeferredCatalog } from '@lobby/i18n';

// One load per locale, kept once it has succeeded (a failed one is dropped, so the next screen
// that asks tries again).
const loads = new Map<string, Promise<void>>();

/**
 * Starts loading the deferred catalog of `tag` (or returns the load under way, or the one that
 * finished); null when the catalog came some other way.
 */
export function loadDeferredMessages(tag: string): Promise<void> | null {
  const known = loads.get(tag);
  if (known) return known;
  // Loaded by some other way: nothing to wait for.
  if (hasDeferredCatalog(i18n, tag)) return null;
  const load = activateDeferredCatalog(i18n, tag);
  loads.set(tag, load);
  load.catch(() => loads.delete(tag));
  return load;
}

/**
 * Suspends until the deferred catalog of the active locale (the dialogs' and the lobby's messages)
 * is loaded into the site's i18n instance: the first time a part that needs it renders, and again
 * after a change of language. The context's object is a per-render view, so the instance the
 * catalogs are loaded into is the one main.tsx activates.
 *
 * `use` is called whenever a load exists for the locale, finished or not. In a concurrent render
 * React replays a component that suspended once the promise settles; if the replay skipped `use`
 * (the catalog being there by then), React would not switch to mounting the component's hooks
 * and would throw (React error 467, recovered as error 520 by rendering the root again).
 */
export function useDeferredMessages(): void {
  const load = loadDeferredMessages(useLingui().i18n.locale);
  if (load) use(load);
}
