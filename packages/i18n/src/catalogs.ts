/// <reference types="vite/client" />
import type { I18n, Messages } from '@lingui/core';
import { pseudoMessages } from './pseudo';
import { PSEUDO_LOCALE_TAG } from './registry';

// One lazy import per catalog: Vite emits each locale as its own chunk, so a visit fetches only the
// catalog of the active language. The `.po` sources are compiled on import by Lingui's Vite plugin.
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*.po');

/** The catalog tags that have a file, plus the pseudo-locale derived from English. */
export const availableCatalogs: readonly string[] = [
  ...Object.keys(catalogs).map((path) => path.replace('./locales/', '').replace('.po', '')),
  PSEUDO_LOCALE_TAG,
];

export async function loadMessages(tag: string): Promise<Messages> {
  if (tag === PSEUDO_LOCALE_TAG) return pseudoMessages(await loadMessages('en'));
  const load = catalogs[`./locales/${tag}.po`];
  if (!load) throw new Error(`No message catalog for locale "${tag}"`);
  const catalog = await load();
  return catalog.messages;
}

const loaded = new WeakMap<I18n, Set<string>>();

/** Loads the catalog of `tag` (once per i18n instance) and makes it the active one. */
export async function activateCatalog(i18n: I18n, tag: string): Promise<void> {
  const tags = loaded.get(i18n) ?? new Set<string>();
  if (!tags.has(tag)) {
    i18n.load(tag, await loadMessages(tag));
    tags.add(tag);
    loaded.set(i18n, tags);
  }
  // Intl APIs do not know the pseudo-locale; its numbers and dates format as English.
  i18n.activate(tag, tag === PSEUDO_LOCALE_TAG ? ['en'] : [tag]);
}

// The deferred catalog: messages of the parts that load on demand (the account dialogs, the game
// lobby), one chunk per locale, fetched with those parts and merged into the active messages.
const deferredCatalogs = import.meta.glob<{ messages: Messages }>('./locales/deferred/*.po');
const deferredLoaded = new WeakMap<I18n, Set<string>>();

export async function loadDeferredMessages(tag: string): Promise<Messages> {
  if (tag === PSEUDO_LOCALE_TAG) return pseudoMessages(await loadDeferredMessages('en'));
  const load = deferredCatalogs[`./locales/deferred/${tag}.po`];
  if (!load) throw new Error(`No deferred message catalog for locale "${tag}"`);
  return (await load()).messages;
}

/** Whether the deferred messages of `tag` are in `i18n` already. */
export function hasDeferredCatalog(i18n: I18n, tag: string = i18n.locale): boolean {
  return deferredLoaded.get(i18n)?.has(tag) === true;
}

/** Adds the deferred messages of `tag` (the active locale by default) to `i18n`, once. */
export async function activateDeferredCatalog(
  i18n: I18n,
  tag: string = i18n.locale,
): Promise<void> {
  if (hasDeferredCatalog(i18n, tag)) return;
  // load() merges into the messages already loaded for the locale.
  i18n.load(tag, await loadDeferredMessages(tag));
  const tags = deferredLoaded.get(i18n) ?? new Set<string>();
  tags.add(tag);
  deferredLoaded.set(i18n, tags);
}
