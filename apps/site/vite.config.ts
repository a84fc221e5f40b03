import { defineConfig } from 'vite';
import { lobbyVitePlugins } from '../../tooling/vite-plugins.ts';
import { precompress } from './build/precompress.ts';
import { preloadFirstPaint } from './build/preloadFirstPaint.ts';

export default defineConfig({
  plugins: [...lobbyVitePlugins(), preloadFirstPaint(), precompress()],
  build: {
    target: 'es2022',
    // The budget check reads the manifest to know which chunks `/` loads before first paint.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first paint needs in one chunk: left to automatic splitting, each new
          // lazy screen reshuffles the shared modules into more, smaller chunks that compress worse
          // (QUALITY.md, initial JS budget).
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            // The site's own first-paint modules in one file too: dozens of small shared chunks
            // cost a round trip each over HTTP/1.1's six connections. The entry (the HTML and main.tsx)
            // stays out, or it would be emptied into this group and the manifest would lose it.
            {
              name: 'app',
              test: (id) => !/index\.html$|[\\/]src[\\/]main\.tsx$/.test(id),
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
    // `pnpm dev`: the sandbox API runs beside the dev server.
    proxy: { '/wps': 'http://127.0.0.1:4173' },
  },
});
