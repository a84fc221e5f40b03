import { defineProject } from 'vitest/config';
import { lobbyVitePlugins } from '../../tooling/vite-plugins.ts';

// Node tests, with Lingui's plugin so `.po` catalogs load exactly as they do in the site.
export default defineProject({
  plugins: lobbyVitePlugins(),
  test: {
    name: 'i18n',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
