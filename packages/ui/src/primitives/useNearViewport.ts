import { useCallback, useState, type RefCallback } from 'react';
import { observeVisibility } from './observeVisibility';

/**
 * Whether an element has come within `rootMargin` of the viewport: `near` turns true once and
 * stays true. For a costly part below the fold that renders a same-sized stand-in until then. The
 * ref observes from the moment its element attaches (an element that mounts later, after data
 * arrives, is observed then) and stops when it detaches; it never re-renders the component by
 * itself.
 */
export function useNearViewport<E extends Element>(
  rootMargin: string,
): { ref: RefCallback<E>; near: boolean } {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: E | null) =>
      element ? observeVisibility(element, { rootMargin }, () => setNear(true)) : undefined,
    [rootMargin],
  );
  return { ref, near };
}
