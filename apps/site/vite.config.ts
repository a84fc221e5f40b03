import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { lobbyVitePlugins } from '../../tooling/vite-plugins.ts';
import { ENTRY_MODULE } from './src/boot/chunks.ts';
import { brandAssets } from './build/brandAssets.ts';
import { precompress } from './build/precompress.ts';
import { prerenderShell } from './build/prerenderShell.ts';

const entry = fileURLToPath(new URL(ENTRY_MODULE, import.meta.url));

export default defineConfig({
  plugins: [...lobbyVitePlugins(), brandAssets(), prerenderShell(), precompress()],
  build: {
    target: 'es2022',
    // The budget check reads the manifest to know which chunks `/` loads before first paint.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      // Required by the inlining of common chunks below; the entry exports nothing.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // A lazy screen's small shared modules are copied into the chunks that use them rather
          // than split into chunks of their own: split by sharing, the lobby screen was 29 files,
          // most of a few hundred bytes, each a request on a phone's six connections (6 with
          // this, and 12 % fewer bytes as larger files compress better). The limit is source
          // size before minification; rolldown orders module evaluation strictly with it on.
          experimentalInlineCommonChunks: { maxSize: 24000 },
          // Everything the first paint needs in one chunk: left to automatic splitting, each new
          // lazy screen reshuffles the shared modules into more, smaller chunks that compress worse
          // (docs/quality.md, initial JS budget).
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            // The site's own first-paint modules in one file too: dozens of small shared chunks
            // cost a round trip each over HTTP/1.1's six connections. The entry (the HTML and main.tsx)
            // stays out, or it would be emptied into this group and the manifest would lose it.
            {
              name: 'app',
              test: (id) => !id.endsWith('index.html') && id !== entry,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    host: '127.0.0.1',
    // `pnpm dev`: the sandbox API runs beside the dev server, and so does its simulated sign-in
    // provider (its popup must share the page's origin, as the sandbox serves them together).
    proxy: { '/wps': 'http://127.0.0.1:4173', '/identity': 'http://127.0.0.1:4173' },
  },
});
