import {
  customerServicePath,
  safeCustomerServiceUrl,
  type CustomerServiceRoute,
} from '@lobby/core';

export type CustomerServiceOutcome = 'opened' | 'blocked' | 'failed';

/** A small window, as the spec asks; opened before the call so the popup blocker allows it. */
const WINDOW_FEATURES = 'width=480,height=680';

/**
 * Opens customer service (live chat, or for a VIP the VIP service: `route`): a window is opened synchronously (still inside the click), the link list is
 * fetched, the encrypted link decoded and checked against the brand's allow-list, then the window
 * is sent there. On any failure the window closes; a blocked popup is reported so the site can ask
 * to allow popups.
 */
export async function openCustomerService(
  fetchPathList: () => Promise<readonly { type: string; path: string }[]>,
  allowList: readonly string[],
  open: typeof window.open = window.open.bind(window),
  route: CustomerServiceRoute = 'liveChat',
): Promise<CustomerServiceOutcome> {
  const popup = open('', '_blank', WINDOW_FEATURES);
  if (!popup) return 'blocked';
  // The chat page must not reach back into the site.
  popup.opener = null;
  try {
    const path = customerServicePath(await fetchPathList(), route);
    const url = path === null ? null : safeCustomerServiceUrl(path, allowList);
    if (url === null) {
      popup.close();
      return 'failed';
    }
    popup.location.href = url;
    return 'opened';
  } catch {
    popup.close();
    return 'failed';
  }
}
