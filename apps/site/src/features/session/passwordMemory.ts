/**
 * The password the member just typed, held only in this module's closure: the forced-change
 * dialog needs it as the old password. Never written to any storage, cookie or URL (docs/quality.md,
 * security table). It is dropped after use, on logout, on session expiry and when the page is
 * hidden, so a page left in the background holds no password.
 */
let held: string | null = null;

export const passwordMemory = {
  hold(password: string): void {
    held = password;
  },
  /** The password once: reading it clears it. */
  take(): string | null {
    const password = held;
    held = null;
    return password;
  },
  has(): boolean {
    return held !== null;
  },
  clear(): void {
    held = null;
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => passwordMemory.clear());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') passwordMemory.clear();
  });
}
