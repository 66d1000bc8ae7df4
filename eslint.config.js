import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = './server/src';
const modules = readdirSync(new URL('server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's architecture, as import rules (docs/architecture.md): a module is reached only
 * through its service; the assistant only through its service; the assistant, platform and
 * database layers never reach up into the modules.
 */
const serverBoundaries = [
  ...modules.map((name) => ({
    target: `${server}/modules/${name}`,
    from: `${server}/modules`,
    except: [`./${name}`, ...modules.filter((other) => other !== name).map((other) => `./${other}/${other}.service.ts`)],
    message: 'Another module is reached through its service only (modules/<name>/<name>.service.ts).',
  })),
  {
    target: `${server}/modules`,
    from: `${server}/assistant`,
    except: ['./assistant.service.ts'],
    message: 'Modules reach the assistant through assistant/assistant.service.ts only.',
  },
  {
    target: `${server}/assistant`,
    from: `${server}/modules`,
    message: 'The assistant gets what it needs from the composition root (app.ts), not from the modules.',
  },
  {
    target: `${server}/platform`,
    from: [`${server}/modules`, `${server}/assistant`],
    message: 'Platform pieces are shared by everything and depend on no module.',
  },
  {
    target: `${server}/db`,
    from: [`${server}/modules`, `${server}/assistant`, `${server}/platform`],
    message: 'The database layer depends on nothing above it.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'server/src/db/migrations/**',
      // Deliberate violations, linted only by the test that proves the rules fire.
      'server/test/architecture/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['server/**/*.ts', 'web/src/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['server/tsconfig.json', 'web/tsconfig.json', 'packages/contracts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverBoundaries }] },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'widget/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
