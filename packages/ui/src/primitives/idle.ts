/**
 * Runs `task` at the browser's next idle moment, or after `timeoutMs` at the latest (where there is
 * no idle callback, after a short delay). Returns a cancel function.
 */
export function onIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 50);
  return () => clearTimeout(timer);
}
