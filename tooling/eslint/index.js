import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The shop's lint rules, shared by every workspace (the root eslint.config.js uses them):
 * TypeScript and React rules, imports in one sorted order, and the boundaries between the
 * packages (docs/decisions/010): the storefront never reaches the database or the API's code,
 * the database package knows only drizzle and core, the contract only zod and core, core nothing.
 */

/**
 * no-restricted-imports allowing only relative imports and those `allowed` (a regex alternation
 * anchored at the start of the specifier) matches.
 */
function onlyImports(allowed, message) {
  return ['error', { patterns: [{ regex: String.raw`^(?!(?:\.{1,2}/|${allowed}))`, message }] }];
}

/** Environment variables are read in one validated module per app (STYLE.md §4). */
const ENV_MODULES = [
  'apps/api/src/config.ts',
  'apps/web/src/env.ts',
  'packages/db/src/testing.ts',
  'scripts/**',
  'e2e/**',
  'bench/**',
  'reliability/**',
  '**/*.config.ts',
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/.next/**', '**/dist/**', '**/coverage/**', 'data/**', '**/next-env.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      // Packages, then the app's own modules; stylesheets stay last, in their order, because
      // the order they are imported in is the order of the cascade.
      'simple-import-sort/imports': [
        'error',
        {
          groups: [
            [String.raw`^\u0000(?!.*\.css$)`],
            ['^node:'],
            [String.raw`^@?\w`],
            ['^'],
            [String.raw`^\.`],
            [String.raw`^\u0000.*\.css$`],
          ],
        },
      ],
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ENV_MODULES,
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through the app’s env module.' },
      ],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': onlyImports('$^', 'core is pure: no I/O, no framework, no other package.'),
      'no-restricted-globals': ['error', { name: 'process', message: 'core is pure: pass values in.' }],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': onlyImports(
        '(zod|@manufaktura/core)$',
        'The contract is zod schemas over core: nothing else.',
      ),
    },
  },
  {
    files: ['packages/db/src/schema/**/*.ts'],
    rules: {
      'no-restricted-imports': onlyImports(
        'drizzle-orm(/|$)|@manufaktura/core$',
        'The schema is drizzle tables and core’s rules: nothing else.',
      ),
    },
  },
  {
    files: ['packages/db/src/**/*.ts'],
    ignores: ['packages/db/src/schema/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': onlyImports(
        String.raw`node:|drizzle-orm(/|$)|@electric-sql/pglite(/|$)|(pg|@manufaktura/core)$`,
        'The database package knows drizzle, its drivers and core: nothing of the apps.',
      ),
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(@manufaktura/web|next|react)(/|$)|/web/`,
              message: 'The API knows nothing of the storefront.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin, react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser }, parserOptions: { ecmaFeatures: { jsx: true } } },
    settings: { react: { version: 'detect' }, next: { rootDir: 'apps/web' } },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: 'Use components/ui/link.tsx: the shop decides prefetching in one place (ADR 020).',
            },
          ],
          patterns: [
            {
              regex: String.raw`^(@manufaktura/(db|api)|drizzle-orm|fastify|@fastify/[^/]+)(/|$)|/(api|db)/src/`,
              message: 'The storefront reaches data only through the shop API (lib/api) and its contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser }, parserOptions: { ecmaFeatures: { jsx: true } } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(@manufaktura/(db|api|web)|drizzle-orm|fastify|next)(/|$)|/(api|db|web)/src/`,
              message: 'The back office reaches data only through /api/admin and its contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', 'bench/**', 'reliability/**'],
    rules: { 'no-console': 'off' },
  },
);
