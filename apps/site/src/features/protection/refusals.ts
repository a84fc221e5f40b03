import { isApiError } from '@lobby/api';

/**
 * A call refused because the session-time limit has run out (SESSION_LIMIT_REACHED, issue 30):
 * the limit's minutes (null when the refusal did not say), or undefined for any other outcome.
 */
export function sessionLimitRefusal(error: unknown): number | null | undefined {
  if (!isApiError(error, 'server') || error.failure.code !== 'SESSION_LIMIT_REACHED') {
    return undefined;
  }
  const { value } = error.failure;
  const minutes =
    typeof value === 'object' && value !== null ? (value as { minutes?: unknown }).minutes : null;
  return typeof minutes === 'number' ? minutes : null;
}
