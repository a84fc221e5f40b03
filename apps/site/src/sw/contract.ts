// What the build, the site and the service worker agree on (ADR 023).

/** The worker's script, at the root so that its scope is the whole site. */
export const WORKER_PATH = '/sw.js';

/** What the build writes into the worker. */
export interface WorkerConfig {
  /** Changes with anything the worker keeps ahead; it names the worker's caches. */
  version: string;
  /** Kept at install: the home page and the files of the first paint (hashed, immutable). */
  precache: readonly string[];
  /** The brands there are (the worker keeps its own brand's offline page and icon). */
  brands: readonly string[];
  defaultBrand: string;
}

/**
 * What the site sends the worker once it is active: the page the visitor is on and the hashed
 * files it has loaded (its language's catalog, its screen's code), which the first visit fetched
 * before the worker existed. With them the worker can show this page offline.
 */
export interface KeepMessage {
  type: 'keep';
  page: string;
  assets: readonly string[];
}
