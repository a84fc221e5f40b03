/** When an element counts as visible: a share of it in view, or nearness to the viewport. */
export interface VisibilityOptions {
  /** Share of the element that must show (0 = any part). @default 0 */
  threshold?: number;
  /** Grows the viewport by this CSS margin, so `'200px'` fires shortly before the element scrolls in. */
  rootMargin?: string;
}

/**
 * Calls `onVisible` once, when the element shows in the viewport as `options` say (clipped by any
 * scrolling ancestor). Where IntersectionObserver is missing, the element counts as visible at
 * once: content that appears early beats content that never appears. Returns the cleanup.
 */
export function observeVisibility(
  element: Element,
  options: VisibilityOptions,
  onVisible: () => void,
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onVisible();
    },
    { threshold: options.threshold ?? 0, rootMargin: options.rootMargin ?? '0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
