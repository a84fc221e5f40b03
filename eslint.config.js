// One type-aware linter for the whole workspace; `pnpm lint` fails on any warning.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrictedImports = {
  paths: [
    {
      name: 'styled-components',
      importNames: ['default'],
      message: "Use the named import: import { styled } from 'styled-components'.",
    },
  ],
  patterns: [
    {
      regex: '^@radix-ui/',
      message:
        'Radix is imported only in packages/ui/src/primitives; use the parts exported there.',
    },
    {
      regex: '^jotai(/.*)?$',
      message: 'Import jotai through apps/site/src/state/jotai.ts.',
    },
  ],
};

// The site calls the API only through its data layer (docs/data.md): endpoint functions are
// imported by the API chunk alone (apps/site/src/data/runtime.ts), so their code and ky stay out of
// every other chunk; the API itself (`apiAtom`) reaches only queries and actions. Types, errors
// and the pure helpers the boot script shares are free to import.
const siteApiPath = {
  name: '@lobby/api',
  allowTypeImports: true,
  allowImportNames: [
    'ApiError',
    'isApiError',
    'errorMessageKey',
    'GAME_TYPES',
    'LAUNCH_CODES',
    'SERVER_CODES',
    'parseGameMessage',
    'prefetchedResponses',
    'callHeaders',
    'callUrl',
    'paths',
    'bannerListResponseSchema',
  ],
  message:
    'Call endpoints in a query (*.queries.ts) or an action (*.actions.ts), with the API the data layer gives (docs/data.md).',
};
const siteApiAccessPattern = {
  regex: '(^|/)data/api$',
  importNames: ['apiAtom', 'apiForTokenAtom', 'loadApiRuntime', 'apiSourceAtom'],
  message: 'The API reaches queries (*.queries.ts) and actions (*.actions.ts) only (docs/data.md).',
};
const siteRestrictedImports = (withApiAccess) => ({
  paths: [...restrictedImports.paths, siteApiPath],
  patterns: [...restrictedImports.patterns, ...(withApiAccess ? [] : [siteApiAccessPattern])],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      'storybook-static/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'packages/i18n/src/locales/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', restrictedImports],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No `export *`: re-export names explicitly.' },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Raw HTML goes only through the one sanitising component.',
        },
        {
          selector:
            "CallExpression[callee.object.name='localStorage'][callee.property.name='setItem'][arguments.0.value=/token|password|secret/i]",
          message: 'Secrets never go to localStorage.',
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['apps/site/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', siteRestrictedImports(false)] },
  },
  {
    files: ['apps/site/src/**/*.queries.ts', 'apps/site/src/**/*.actions.ts'],
    rules: { 'no-restricted-imports': ['error', siteRestrictedImports(true)] },
  },
  {
    // The API chunk itself, the data layer, the store's setup and the tests' fakes.
    files: [
      'apps/site/src/data/**',
      'apps/site/src/app/siteStore.ts',
      'apps/site/src/test/**',
      'apps/site/src/**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', restrictedImports] },
  },
  {
    files: ['packages/ui/src/primitives/radix.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/site/src/state/jotai.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
