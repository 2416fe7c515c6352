import { restrict } from './shared.js';

/**
 * The kernel (kernel/README.md): rules both sides share, written once. Pure: no DOM, no Node, no React, and neither
 * side's code, so the browser bundle and the server can both import it.
 */
export default [
  {
    files: ['kernel/**'],
    rules: restrict([
      { group: ['**/src/**', '**/server/**', '../src/*', '../server/*'], message: 'The kernel imports neither side: both import it.' },
      { group: ['node:*', 'fs', 'path', 'react', 'react-dom', 'react/*', '@lingui/*', 'xstate', '@xstate/*'], message: 'The kernel is pure: no Node, no DOM, no React, no sentences.' },
    ]),
  },
];
