/** Per-call options every endpoint function takes. */
export interface CallOptions {
  /** Cancels the call; the promise then rejects with the platform's AbortError. */
  signal?: AbortSignal;
}

export function withSignal(options: CallOptions | undefined): { signal?: AbortSignal } {
  return options?.signal ? { signal: options.signal } : {};
}
