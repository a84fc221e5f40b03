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

/** Without frames (a hidden tab), the longest `afterNextPaint` waits. */
const NO_FRAME_TIMEOUT_MS = 100;

/**
 * Runs `task` just after the browser has painted the current frame: a frame callback runs before
 * the paint, and a task queued from it runs after. In a hidden tab, where no frame comes, it runs
 * after 100 ms. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
  const run = () => {
    cancel();
    task();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  const fallback = setTimeout(run, NO_FRAME_TIMEOUT_MS);
  return cancel;
}

/** `afterNextPaint` as a promise: resolves just after the browser has painted the current frame. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    afterNextPaint(resolve);
  });
}

/**
 * Starts each job in a task of its own, in order, and settles like `Promise.allSettled`. Starting a
 * call costs the main thread a few milliseconds (its options, the request, the fetch itself): a
 * dozen started together make one long task, during which the page cannot answer a tap.
 */
export function settleInTurns<T>(
  jobs: readonly (() => Promise<T>)[],
): Promise<PromiseSettledResult<T>[]> {
  // Each job runs as its own timer task settles: in that task, and a job that throws rejects.
  return Promise.allSettled(
    jobs.map((job) => new Promise<void>((resolve) => setTimeout(resolve)).then(job)),
  );
}
