import js from '@eslint/js';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Environment variables are read in one validated module per app (STYLE.md §4). */
const ENV_MODULES = [
  'apps/api/src/config.ts',
  'apps/web/src/env.ts',
  'packages/db/src/testing.ts',
  'scripts/**',
  'e2e/**',
  'bench/**',
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
    rules: {
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'drizzle-orm*', 'fastify*', 'react*', 'next*'],
              message: 'core is pure: no I/O, no framework.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'process', message: 'core is pure: pass values in.' }],
    },
  },
  ...nextCoreWebVitals.map((config) => ({ ...config, files: ['apps/web/**/*.{ts,tsx}'] })),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    settings: { next: { rootDir: 'apps/web' } },
    rules: {
      // Relative imports name the .ts file (Node's type stripping), which the import plugin cannot resolve through.
      'import/no-anonymous-default-export': 'off',
    },
  },
  {
    files: ['scripts/**', 'e2e/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
