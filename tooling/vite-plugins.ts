import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, PluginOption } from 'vite';
import { parseBrand } from '../packages/theme/src/brand.ts';

const configPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

const brandsDir = fileURLToPath(new URL('../packages/theme/src/brands/', import.meta.url));

/**
 * Every build validates the brand files against their schema before bundling, so a bad file stops
 * the build with the file and field named, and the bundle can skip the schema library.
 */
function brandFiles(): Plugin {
  return {
    name: 'lobby:brand-files',
    apply: 'build',
    buildStart() {
      for (const file of readdirSync(brandsDir).filter((name) => name.endsWith('.json'))) {
        parseBrand(JSON.parse(readFileSync(`${brandsDir}${file}`, 'utf8')), `brands/${file}`);
      }
    },
  };
}

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
    brandFiles(),
  ];
}
