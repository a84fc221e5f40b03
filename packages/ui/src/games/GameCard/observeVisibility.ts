/**
 * Calls `onVisible` once, when at least `threshold` of the element shows in the viewport (clipped
 * by any scrolling ancestor). Where IntersectionObserver is missing, the element counts as visible
 * at once: a thumbnail that loads early beats one that never loads. Returns the cleanup.
 */
export function observeVisibility(
  element: Element,
  threshold: number,
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
    { threshold },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
