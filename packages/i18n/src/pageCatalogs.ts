/// <reference types="vite/client" />
import type { I18n, Messages } from '@lingui/core';

// The page texts: what the build alone writes into the pages (each page's description, the offline
// page), in a catalog of its own so that no visitor downloads them with the site's messages. Only
// the build's render imports this module.
const pageCatalogs = import.meta.glob<{ messages: Messages }>('./locales/pages/*.po');

/** The page texts of `tag`. */
export async function loadPageMessages(tag: string): Promise<Messages> {
  const load = pageCatalogs[`./locales/pages/${tag}.po`];
  if (!load) throw new Error(`No page text catalog for locale "${tag}"`);
  return (await load()).messages;
}

/** Adds the page texts of `tag` to the messages `i18n` has for it (its catalog is loaded first). */
export async function addPageMessages(i18n: I18n, tag: string): Promise<void> {
  // load() merges into the messages already loaded for the locale.
  i18n.load(tag, await loadPageMessages(tag));
}
