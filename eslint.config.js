import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Lint, including the import direction of ../shared/ARCHITECTURE.md:
 * openapi.yaml → src/api → src/machines → src/features → src/app, with src/ui and src/runtime below the features;
 * nothing but main.tsx imports src/app, and server/ never imports src/.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
/** The shell (src/app) sits above everything: only main.tsx imports it. */
const notApp = { regex: '^(\\.\\./)+app/', message: 'Only main.tsx imports the shell (src/app); share through src/runtime.' };
const machinePatterns = [
  { group: ['react', 'react-dom', 'react/*', 'wouter', '@lingui/*', '@radix-ui/*'], message: 'Machines hold behaviour and typed failure codes, never views or sentences.' },
  { group: ['**/ui/**', '**/features/**', '**/runtime/**'], message: 'Machines never import views, features or the runtime.' },
  notApp,
];

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'dist-api/', 'storybook-static/', 'data/', 'node_modules/', 'src/api/schema.d.ts', 'coverage/', 'src/locales/', 'scripts/_*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/ui/**'],
    rules: restrict([
      { group: ['xstate', '@xstate/*', 'wouter', 'wouter/*', 'firebase', 'firebase/*', 'openapi-fetch'], message: 'src/ui is pure: props in, callbacks out.' },
      { group: ['**/api/**', '**/machines/**', '**/features/**', '**/runtime/**'], message: 'src/ui imports only react, Radix, vanilla-extract and Lingui.' },
      notApp,
    ]),
  },
  {
    files: ['src/machines/**'],
    rules: restrict(machinePatterns),
  },
  {
    // API work is a fromRequest actor (src/machines/fromRequest.ts): an aborted request never reaches the machine
    // as a failure. Test fakes may still use fromPromise.
    files: ['src/machines/**'],
    ignores: ['src/machines/fromRequest.ts', '**/*.test.ts', '**/*.testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: machinePatterns,
          paths: [{ name: 'xstate', importNames: ['fromPromise'], message: 'Use fromRequest (./fromRequest.ts): a stopped actor must not report its aborted request.' }],
        },
      ],
    },
  },
  {
    // A feature reaches its siblings' code only through src/runtime or a machine: `../other/x` and
    // `../../features/other/x` are both refused, and so is the shell above it.
    files: ['src/features/**'],
    rules: restrict([
      { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'Features never import each other; share through src/runtime or a machine.' },
      { group: ['**/features/**'], message: 'Features never import each other; share through src/runtime or a machine.' },
      notApp,
    ]),
  },
  {
    // What every feature may use: app-wide actors, screen types, the inspection hook, i18n start-up.
    files: ['src/runtime/**'],
    rules: restrict([{ group: ['**/features/**', '**/ui/views/**'], message: 'src/runtime sits below the features and their views.' }, notApp]),
  },
  {
    files: ['src/api/**'],
    rules: restrict([{ group: ['**/machines/**', '**/features/**', '**/ui/**', '**/runtime/**', 'react', 'xstate'], message: 'src/api is the contract client only.' }, notApp]),
  },
  {
    // The kernel (kernel/README.md): rules both sides share, written once. Pure: no DOM, no Node, no React, and
    // neither side's code, so the browser bundle and the server can both import it.
    files: ['kernel/**'],
    rules: restrict([
      { group: ['**/src/**', '**/server/**', '../src/*', '../server/*'], message: 'The kernel imports neither side: both import it.' },
      { group: ['node:*', 'fs', 'path', 'react', 'react-dom', 'react/*', '@lingui/*', 'xstate', '@xstate/*'], message: 'The kernel is pure: no Node, no DOM, no React, no sentences.' },
    ]),
  },
  {
    files: ['server/**'],
    rules: {
      ...restrict([{ group: ['**/src/**', '../src/*', '../../src/*'], message: 'server/ never imports src/: the two share only openapi.yaml and kernel/.' }]),
      'no-console': 'off',
    },
  },
  {
    files: ['scripts/**', 'tests/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
