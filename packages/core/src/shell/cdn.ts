/**
 * Image and launch CDNs are chosen at random from the server's list (doc 1 §7, doc 2 §9). The
 * random source is injected so the choice is testable; blank entries are never chosen.
 */
export function pickCdn(
  list: readonly string[],
  random: () => number = Math.random,
): string | null {
  const usable = list.filter((entry) => entry.trim() !== '');
  if (usable.length === 0) return null;
  const r = random();
  // A source outside [0, 1) (or NaN) still picks an entry instead of reading past the list.
  const index = Number.isFinite(r)
    ? Math.min(usable.length - 1, Math.max(0, Math.floor(r * usable.length)))
    : 0;
  return usable[index] ?? null;
}
