export interface BoxSize {
  /** The element's inner width (clientWidth: no border, no scrollbar). */
  width: number;
  height: number;
}

/**
 * Reports the element's inner size now and on every change. Without ResizeObserver the first
 * reading stands. Returns the cleanup.
 */
export function observeSize(element: HTMLElement, onSize: (size: BoxSize) => void): () => void {
  const report = () => onSize({ width: element.clientWidth, height: element.clientHeight });
  report();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(report);
  observer.observe(element);
  return () => observer.disconnect();
}
