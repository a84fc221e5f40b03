import { resolve } from 'node:path';
import { build, type ResolvedConfig, type Rollup } from 'vite';

/**
 * Compiles a script of the app that runs on its own in the browser (the boot script, the offline
 * page's script, the service worker) into one self-contained, minified file. `define` writes
 * build-time values into it (`{ __NAME__: value }`).
 */
export async function bundleBrowserScript(
  config: ResolvedConfig,
  entry: string,
  define: Readonly<Record<string, unknown>> = {},
): Promise<string> {
  const result = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    define: Object.fromEntries(
      Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)]),
    ),
    build: {
      write: false,
      minify: true,
      target: config.build.target,
      copyPublicDir: false,
      lib: { entry: resolve(config.root, entry), formats: ['iife'], name: 'lobby' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${entry} must build into one file`);
  return chunks[0]!.code.trim();
}
