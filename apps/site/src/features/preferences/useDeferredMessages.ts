import { use } from 'react';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { activateDeferredCatalog, hasDeferredCatalog } from '@lobby/i18n';

const pending = new Map<string, Promise<void>>();

/**
 * Suspends until the deferred catalog of the active locale (the dialogs' and the lobby's messages)
 * is loaded into the site's i18n instance: the first time a part that needs it renders, and again
 * after a change of language. The context's object is a per-render view, so the instance the
 * catalogs are loaded into is the one main.tsx activates.
 */
export function useDeferredMessages(): void {
  const tag = useLingui().i18n.locale;
  if (hasDeferredCatalog(i18n, tag)) return;
  let loading = pending.get(tag);
  if (!loading) {
    loading = activateDeferredCatalog(i18n, tag).finally(() => pending.delete(tag));
    pending.set(tag, loading);
  }
  use(loading);
}
