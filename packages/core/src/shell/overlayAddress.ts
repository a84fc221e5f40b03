/**
 * An overlay that opens over whatever screen the visitor is on keeps its open page in a search
 * parameter of that screen (`/rng?member=depositv2`, `/agentHome?agent=agentTeamOverview`): a link
 * opens a given page, a reload keeps it, and Back closes it. The member and agent centres share this.
 */

/**
 * The page `search` asks for under `param`: null when the overlay is not asked for; `fallback` (or
 * the first available page when `fallback` is not available) when it is asked for with no page or
 * one not available, so an old or mistyped link still opens the overlay. Names match in any case.
 */
export function overlayPageOf<P extends string>(
  search: string,
  param: string,
  available: readonly P[],
  fallback: P,
): P | null {
  const value = new URLSearchParams(search).get(param);
  if (value === null) return null;
  const wanted = value.trim().toLowerCase();
  const page = available.find((candidate) => candidate.toLowerCase() === wanted);
  if (page !== undefined) return page;
  return available.includes(fallback) ? fallback : (available[0] ?? fallback);
}

/** `search` with `param` set to `page` (null: removed), every other parameter kept. */
export function withOverlayPage(search: string, param: string, page: string | null): string {
  const params = new URLSearchParams(search);
  if (page === null) params.delete(param);
  else params.set(param, page);
  const next = params.toString();
  return next ? `?${next}` : '';
}
