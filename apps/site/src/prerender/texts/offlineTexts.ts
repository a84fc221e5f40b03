// The offline page's words (the service worker shows it for a page it has no copy of when the
// device is offline). Build-only text: its catalog is `locales/pages`, and the page carries every
// language's words for its script to choose the visitor's.
import { msg } from '@lingui/core/macro';

export const OFFLINE_TEXTS = {
  title: msg`You are offline`,
  message: msg`This page needs a connection. Check your Wi-Fi or mobile data, then try again.`,
  // The words of the failed-start screen's button, which the offline page's button is.
  retry: msg`Reload`,
} as const;
