import { defineConfig } from '@lingui/conf';
import { catalogTags } from './packages/i18n/src/registry';

// One catalog per distinct BCP 47 tag of the locale registry (MY and MS share `ms`, KO and KR `ko`).
// The pseudo-locale is derived from English at load time (packages/i18n/src/pseudo.ts).
export default defineConfig({
  sourceLocale: 'en',
  locales: [...catalogTags],
  // A missing translation must fail `lingui compile --strict`, not silently fall back to English.
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/packages/i18n/src/locales/{locale}',
      include: ['<rootDir>/packages/ui/src', '<rootDir>/apps/site/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/*.test.ts', '**/node_modules/**'],
    },
  ],
});
