import { defineProject } from 'vitest/config';
import { lobbyVitePlugins } from '../../tooling/vite-plugins.ts';

export default defineProject({
  plugins: lobbyVitePlugins(),
  test: {
    name: 'site',
    environment: 'happy-dom',
    // build/: what the build generates from the brand files (manifests, icons), tested in Node.
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
