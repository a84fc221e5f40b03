/**
 * The window of a vendor whose games open outside the site. It is opened empty inside the click
 * (a window opened after an await is no longer tied to the click, and popup blockers stop it), then
 * sent to the game once the launch call has answered.
 *
 * `noopener` cannot be asked for here: with it window.open returns null and the window could not be
 * sent anywhere. The opener is cut by hand instead, before the game's page is in it.
 */
export function openGameWindow(open: typeof window.open = window.open.bind(window)): Window | null {
  const popup = open('about:blank', '_blank');
  if (popup) popup.opener = null;
  return popup;
}

/** Sends the window to the game; `replace` keeps the blank page out of its history. */
export function sendGameWindow(popup: Window, url: string): void {
  popup.opener = null;
  popup.location.replace(url);
}
