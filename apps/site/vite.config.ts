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
  },
  server: {
    port: 5173,
    strictPort: true,
    host: '127.0.0.1',
    // `pnpm dev`: the sandbox API runs beside the dev server.
    proxy: { '/wps': 'http://127.0.0.1:4173' },
  },
});
