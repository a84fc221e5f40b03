import { useEffect, useRef } from 'react';

/** Controls a person types in first: not read-only, not disabled, and of radios the chosen one. */
const FIRST_FIELD =
  'input:not([type="radio"]):not([type="hidden"]):not([readonly]):not(:disabled), input[type="radio"]:checked';

/**
 * Where focus goes as a dialog opened from elsewhere opens and after it closes. Radix returns focus
 * only to a dialog's own trigger, and many dialogs are opened by something else (a header button, a
 * link in another dialog, a game card, the site itself): once the dialog closes, focus goes back to
 * the element that had it before. It is not taken back when something outside the dialog already
 * holds it (the next dialog, a launched game), nor when the opener has left the page (the login
 * button after a sign-in). With `focusFirstField`, focus lands in the first field on open rather
 * than on the close button, so typing can start at once.
 *
 * Returns the handler for the dialog's `onOpenAutoFocus`: focus is still on the opener then.
 */
export function useReturnFocus(
  open: boolean,
  { focusFirstField = false }: { focusFirstField?: boolean } = {},
): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  const dialog = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return undefined;
    }
    if (!wasOpen.current) return undefined;
    wasOpen.current = false;
    const target = opener.current;
    const closed = dialog.current;
    opener.current = null;
    dialog.current = null;
    if (!target) return undefined;
    // In a task: by then the focus trap has let go and Radix's own return of focus has run.
    const timer = setTimeout(() => {
      const active = document.activeElement;
      const lost = !active || active === document.body || closed?.contains(active) === true;
      if (target.isConnected && lost) target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);

  // A dialog its host unmounts as it closes (one account dialog at a time) never sees `open` turn
  // false: it gives focus back as it goes. The refs are left alone: under StrictMode's trial
  // unmount the dialog stays on screen, and the later close still needs its opener.
  useEffect(
    () => () => {
      if (!wasOpen.current) return;
      const target = opener.current;
      const closed = dialog.current;
      setTimeout(() => {
        if (closed?.isConnected) return;
        const active = document.activeElement;
        if (target?.isConnected && (!active || active === document.body)) target.focus();
      }, 0);
    },
    [],
  );

  return (event: Event) => {
    const container = event.currentTarget ?? event.target;
    if (!(container instanceof HTMLElement)) return;
    dialog.current = container;
    const active = document.activeElement;
    // A second mount (StrictMode) finds focus already inside: the first opener stands.
    if (active instanceof HTMLElement && active !== document.body && !container.contains(active)) {
      opener.current = active;
    }
    if (!focusFirstField) return;
    const first = container.querySelector<HTMLElement>(FIRST_FIELD);
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
}
