import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { WORKER_PATH, type WorkerConfig } from '../src/sw/contract.ts';
import { bundleBrowserScript } from './browserScript.ts';

/**
 * Builds the service worker (`/sw.js`, src/sw/serviceWorker.ts) with what it keeps at install. Its
 * version, which names its caches, is a hash of that list and of the files the build wrote that
 * it keeps besides (`versioned`: the home page, the offline pages, the icons): a build that
 * changes any of them is a new worker, which replaces the caches of the one before.
 */
export async function writeServiceWorker(
  config: ResolvedConfig,
  outDir: string,
  worker: Omit<WorkerConfig, 'version'> & { versioned: readonly string[] },
): Promise<void> {
  const hash = createHash('sha256').update(JSON.stringify(worker.precache));
  for (const file of worker.versioned) hash.update(await readFile(join(outDir, file)));
  const workerConfig: WorkerConfig = {
    version: hash.digest('hex').slice(0, 12),
    precache: worker.precache,
    brands: worker.brands,
    defaultBrand: worker.defaultBrand,
  };
  const code = await bundleBrowserScript(config, 'src/sw/serviceWorker.ts', {
    __LOBBY_WORKER_CONFIG__: workerConfig,
  });
  await writeFile(join(outDir, WORKER_PATH.slice(1)), `${code}\n`);
}
