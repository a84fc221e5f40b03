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

// The sandbox's layers (ADR 026): routes/ (HTTP) -> domain modules (the rules) -> store/ (SQL) ->
// db/. Each imports only below itself, so the layers never close a circle as the sandbox grows;
// seed/ calls the domain modules and the store, and only the app (app.ts, main.ts, index.ts) mounts
// the routes. Tests stand above every layer. A new domain folder goes in SANDBOX_DOMAINS.
const SANDBOX = 'apps/sandbox/src';
const SANDBOX_DOMAINS = ['account', 'wallet', 'contracts', 'promotions', 'protection', 'claims'];
const SANDBOX_TESTS = [`${SANDBOX}/**/*.test.ts`, `${SANDBOX}/test/**`];
// A relative import of one of the sandbox's top-level folders or files, from any depth.
const sandboxModules = (names) => `^(\\.\\./)+(${names.join('|')})(/|$)`;
const sandboxLayer = (...patterns) => ({
  paths: restrictedImports.paths,
  patterns: [...restrictedImports.patterns, ...patterns],
});
const ABOVE_DOMAINS = ['routes', 'seed', 'app', 'main', 'index', 'test'];
const sandboxLayers = [
  {
    files: [`${SANDBOX}/**/*.ts`],
    ignores: [`${SANDBOX}/routes/**`, `${SANDBOX}/{app,main,index}.ts`, ...SANDBOX_TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        sandboxLayer({
          regex: sandboxModules(['routes', 'app', 'main', 'index']),
          message: 'Only the app (app.ts, main.ts, index.ts) imports the routes (ADR 026).',
        }),
      ],
    },
  },
  {
    files: SANDBOX_DOMAINS.map((domain) => `${SANDBOX}/${domain}/**/*.ts`),
    ignores: SANDBOX_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        sandboxLayer({
          regex: sandboxModules(ABOVE_DOMAINS),
          message:
            'A domain module holds the rules: it is called by routes/ and seed/, never the other way round (ADR 026).',
        }),
      ],
    },
  },
  {
    files: [`${SANDBOX}/seed/**/*.ts`],
    ignores: SANDBOX_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        sandboxLayer({
          regex: sandboxModules(['routes', 'http', 'app', 'main', 'index', 'test']),
          message:
            'The seed calls the domain modules and the store; it knows nothing of HTTP (ADR 026).',
        }),
      ],
    },
  },
  {
    files: [`${SANDBOX}/store/**/*.ts`],
    ignores: SANDBOX_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        sandboxLayer(
          {
            // An allow-list, so a new folder above the store is refused without being named here.
            regex: '^\\.\\./(?!(db|constants|random|auth/tokens)$)',
            message:
              'store/ is SQL only: it imports db/, constants, random and auth/tokens, never routes/, seed/, http/ or a domain module (ADR 026).',
          },
          {
            regex: '^(hono|@hono/)',
            message: 'store/ is SQL only: HTTP belongs to routes/ (ADR 026).',
          },
        ),
      ],
    },
  },
  {
    files: [`${SANDBOX}/db/**/*.ts`],
    ignores: SANDBOX_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        sandboxLayer({
          regex: '^(?!node:|\\./)',
          message:
            'db/ imports nothing above it: only node: built-ins and its own files; the seed runs after the migrations (ADR 026).',
        }),
      ],
    },
  },
];

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
  ...sandboxLayers,
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
