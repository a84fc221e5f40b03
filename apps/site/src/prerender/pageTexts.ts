import { i18n } from '@lingui/core';
import { activateCatalog } from '@lobby/i18n';
import { addPageMessages } from '@lobby/i18n/pages';

/**
 * The catalog of `tag` and its page texts (the build's own words: descriptions, the offline page),
 * active, for the build's render.
 */
export async function activatePageTexts(tag: string): Promise<void> {
  await activateCatalog(i18n, tag);
  await addPageMessages(i18n, tag);
}
