// One sandbox per Playwright worker, each with its own in-memory database on its own pair of ports
// (the site, then the demo game host on the next port). A journey that puts a brand into
// maintenance or switches a flag off changes only its own worker's sandbox, so journeys run side
// by side without meeting each other's state.

/** The first sandbox's port; worker i's is FIRST_PORT + 2i. */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 4310);

/** How many workers, hence sandboxes: one per core of a 2-core machine. */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The site's address on worker `index`'s sandbox. */
export function sandboxUrl(index: number): string {
  return `http://127.0.0.1:${FIRST_PORT + 2 * index}`;
}
