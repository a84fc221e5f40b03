import type { StorybookConfig } from '@storybook/react-vite';
import { lobbyVitePlugins } from '../tooling/vite-plugins.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The same Lingui + React chain as the site, so stories render exactly what players see.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...lobbyVitePlugins(), ...(viteConfig.plugins ?? [])],
  }),
};

export default config;
