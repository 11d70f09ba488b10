// Lint rules, including the import boundaries of ARCHITECTURE.md (what may import what).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const uiFolders = ['app', 'features', 'components', 'state', 'api', 'calc', 'i18n'];

const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(({ group, message }) => ({ group, message })) }],
});

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'tests/fixtures', 'tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/core/**'],
    rules: forbid(
      {
        group: ['**/schemas/**', '**/server/**', '**/workers/**'],
        message: 'src/core is pure: it imports nothing outward.',
      },
      ...uiFolders.map((f) => ({
        group: [`**/src/${f}/**`, `../../${f}/**`, `../${f}/**`],
        message: 'src/core must not import UI code.',
      })),
      {
        group: ['react', 'react-dom', 'node:*', 'fs', 'path', 'better-sqlite3', 'pg', 'kysely', 'fastify'],
        message: 'src/core runs in browser, worker and Node: no DOM, React, Node or DB.',
      },
    ),
  },
  {
    files: ['schemas/**'],
    rules: forbid({
      group: ['**/src/app/**', '**/src/features/**', '**/src/components/**', '**/server/**', '**/workers/**'],
      message: 'schemas are data: they import only types from src/core.',
    }),
  },
  // One block per folder: a later block for the same files would replace this rule, not add to it.
  ...uiFolders.map((f) => ({
    files: [`src/${f}/**`],
    rules: forbid(
      {
        group: ['**/server/**', '**/workers/**'],
        message: 'UI must not import the server or the worker (use src/calc).',
      },
      ...(f === 'app'
        ? []
        : [
            {
              group: ['**/src/app/**', '../app/**', '../../app/**'],
              message:
                'src/app assembles the screens; nothing below it imports it (no guard ↔ routes ↔ page cycle).',
            },
          ]),
    ),
  })),
  {
    files: ['server/**'],
    rules: forbid(
      { group: uiFolders.map((f) => `**/src/${f}/**`), message: 'The server must not import UI code.' },
      { group: ['**/workers/**'], message: 'The server must not import the browser worker.' },
    ),
  },
);
