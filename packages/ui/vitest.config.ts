import { defineProject } from 'vitest/config';
import { lobbyVitePlugins } from '../../tooling/vite-plugins.ts';

// Behaviour tests in a simulated DOM (happy-dom is about twice as fast as jsdom). Stories run
// separately in real Chromium through the root Storybook project.
export default defineProject({
  plugins: lobbyVitePlugins(),
  test: {
    name: 'ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
