import importX from 'eslint-plugin-import-x';

/**
 * Limits every room shares (issue 24): no import cycle, and no hand-written file over 300 lines. Generated code,
 * migrations, demo data (pure literal tables under server/demo/data/) and stories are exempt. Probed by tests/unit/lint-limits.test.ts.
 */
export const MAX_LINES = 300;

/** Exempt by kind: generated, migrations, demo data, stories. */
const EXEMPT = ['**/*.stories.tsx', '**/schema.d.ts', 'server/db/migrations/**', 'server/demo/data/**'];

export default [
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    ignores: EXEMPT,
    rules: { 'max-lines': ['error', { max: MAX_LINES, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['kernel/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'], 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];
