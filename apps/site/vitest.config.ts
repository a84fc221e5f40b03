import { defineProject } from 'vitest/config';
import { lobbyVitePlugins } from '../../tooling/vite-plugins.ts';

export default defineProject({
  plugins: lobbyVitePlugins(),
  test: {
    name: 'site',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
