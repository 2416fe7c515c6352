import { restrict } from './shared.js';

/**
 * The server's zones (../shared/ARCHITECTURE.md "Back-end"). Probed by tests/unit/lint-boundaries.test.ts.
 */
export default [
  {
    files: ['server/**'],
    rules: {
      ...restrict([{ group: ['**/src/**', '../src/*', '../../src/*'], message: 'server/ never imports src/: the two share only kernel/.' }]),
      'no-console': 'off',
    },
  },
];
