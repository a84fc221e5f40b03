import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at maximum quality, so the
 * server never compresses on a request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lobby:precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(outDir, file);
            const source = await readFile(path);
            await writeFile(
              `${path}.br`,
              brotliCompressSync(source, {
                params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
              }),
            );
            await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
          }),
      );
    },
  };
}
