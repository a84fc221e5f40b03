import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';

const configPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

/**
 * The one plugin chain every Vite-based tool of the workspace uses (site build, Storybook, component
 * tests): Lingui's macros are compiled by Babel before React's transform, and `.po` catalogs are
 * compiled on import so each locale becomes its own lazily loaded chunk.
 */
export function lobbyVitePlugins(): PluginOption[] {
  return [
    babel({ presets: [linguiTransformerBabelPreset({}, { configPath })] }),
    react(),
    // A missing translation fails the build of that catalog (lingui compile --strict runs in the gate).
    lingui({ configPath }),
  ];
}
