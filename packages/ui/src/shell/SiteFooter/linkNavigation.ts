import type { MouseEvent } from 'react';

/** A caller's router hook for in-site links: `ui` renders plain hrefs and has no router. */
export type NavigateHandler = (href: string, event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * Hands a plain left click on an in-site link to the caller's router instead of a page load.
 * Clicks with a modifier key or another button keep the browser's behaviour (new tab, window).
 */
export function routeLinkClick(
  event: MouseEvent<HTMLAnchorElement>,
  href: string,
  onNavigate: NavigateHandler | undefined,
): void {
  if (!onNavigate || event.defaultPrevented) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  onNavigate(href, event);
}
