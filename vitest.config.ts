import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/** Every story as a test in real Chromium, once per colour mode, with axe failing on a violation. */
function storyProject(mode: 'light' | 'dark'): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir })],
    define: { 'import.meta.env.STORYBOOK_TEST_MODE': JSON.stringify(mode) },
    test: {
      name: `stories-${mode}`,
      // Story tests flake when run in parallel on a 2-core machine: one file at a time, retry once.
      fileParallelism: false,
      retry: 1,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: chromium,
            args: [
              '--no-sandbox',
              '--disable-gpu',
              '--disable-quic',
              '--no-first-run',
              '--disable-background-networking',
              '--disable-component-update',
              '--disable-sync',
            ],
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

// The root runs every tier of vitest in one process: each package's own config (node or DOM)
// plus the Storybook projects.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // The Storybook configuration's own logic (the toolbar's fallbacks), in Node.
      {
        test: { name: 'storybook-config', environment: 'node', include: ['.storybook/*.test.ts'] },
      },
      storyProject('light'),
      storyProject('dark'),
    ],
  },
});
