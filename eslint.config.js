import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import client from './eslint/client.js';
import kernel from './eslint/kernel.js';
import limits from './eslint/limits.js';
import server from './eslint/server.js';

/**
 * Lint. The import direction of ../shared/ARCHITECTURE.md lives in one file per room (eslint/client.js,
 * eslint/server.js, eslint/kernel.js); eslint/limits.js holds what every room shares (no cycles, 300 lines).
 */
export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'dist-api/', 'storybook-static/', 'data/', 'node_modules/', 'kernel/schema.d.ts', 'coverage/', 'src/locales/', 'scripts/_*'] },
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
  ...client,
  ...kernel,
  ...server,
  ...limits,
  {
    files: ['scripts/**', 'tests/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
