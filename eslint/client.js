import { restrict } from './shared.js';

/**
 * The client's import direction (../shared/ARCHITECTURE.md): openapi.yaml → src/api → src/machines → src/features →
 * src/app, with src/ui, src/runtime, src/domain and src/widgets below the features; nothing but main.tsx imports
 * src/app. src/domain (the shop's rules, pure TS) sits on the kernel and src/api only; src/runtime (infrastructure)
 * may use it; src/widgets (a machine wired to a view, shared by features) may use all of those; src/ui none of them.
 * Probed by tests/unit/lint-boundaries.test.ts.
 */
/** The shell (src/app) sits above everything: only main.tsx imports it. */
const notApp = { regex: '^(\\.\\./)+app/', message: 'Only main.tsx imports the shell (src/app); share through src/runtime.' };
/**
 * src/ never imports server/: the two share only kernel/. Part of every block below, because in a flat config the
 * last block that sets a rule for a file replaces the earlier ones.
 */
const notServer = { group: ['**/server/**', '../server/*', '../../server/*'], message: 'src/ never imports server/: the two share only kernel/.' };
const machinePatterns = [
  { group: ['react', 'react-dom', 'react/*', 'wouter', '@lingui/*', '@radix-ui/*'], message: 'Machines hold behaviour and typed failure codes, never views or sentences.' },
  { group: ['**/ui/**', '**/features/**', '**/runtime/**', '**/widgets/**'], message: 'Machines never import views, features, the runtime or widgets.' },
  notApp,
  notServer,
];

export default [
  {
    files: ['src/**'],
    rules: restrict([notServer]),
  },
  {
    files: ['src/ui/**'],
    rules: restrict([
      { group: ['xstate', '@xstate/*', 'wouter', 'wouter/*', 'firebase', 'firebase/*', 'openapi-fetch'], message: 'src/ui is pure: props in, callbacks out.' },
      { group: ['**/api/**', '**/machines/**', '**/features/**', '**/runtime/**', '**/domain/**', '**/widgets/**'], message: 'src/ui imports only react, Radix, vanilla-extract and Lingui.' },
      notApp,
      notServer,
    ]),
  },
  {
    // Issue 29: the state chart's stories lay real machines out when they load, so a chart cannot drift from its
    // machine. They reach machines through the atlas only (src/machines/atlas/: registry, graph, ELK layout); the
    // view itself stays pure (props in), and no other story or view may do this.
    files: ['src/ui/views/StateChart/*.stories.tsx'],
    rules: restrict([
      { group: ['xstate', '@xstate/*', 'wouter', 'wouter/*', 'firebase', 'firebase/*', 'openapi-fetch'], message: 'src/ui is pure: props in, callbacks out.' },
      { group: ['**/api/**', '**/features/**', '**/runtime/**', '**/domain/**', '**/widgets/**'], message: 'src/ui imports only react, Radix, vanilla-extract and Lingui.' },
      { regex: '/machines/(?!atlas/)', message: 'The state chart stories read machines through src/machines/atlas/ only.' },
      notApp,
      notServer,
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
    rules: restrict(machinePatterns, [
      { name: 'xstate', importNames: ['fromPromise'], message: 'Use fromRequest (./fromRequest.ts): a stopped actor must not report its aborted request.' },
    ]),
  },
  {
    // A feature reaches its siblings' code only through src/runtime, src/domain, src/widgets or a machine: `../other/x` and
    // `../../features/other/x` are both refused, and so is the shell above it.
    files: ['src/features/**'],
    rules: restrict([
      { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'Features never import each other; share through src/runtime, src/domain, src/widgets or a machine.' },
      { group: ['**/features/**'], message: 'Features never import each other; share through src/runtime, src/domain, src/widgets or a machine.' },
      notApp,
      notServer,
    ]),
  },
  {
    // What every feature may use: app-wide actors, screen types, the inspection hook, i18n start-up, links.
    files: ['src/runtime/**'],
    rules: restrict([
      { group: ['**/features/**', '**/ui/views/**', '**/widgets/**'], message: 'src/runtime sits below the features, their views and the widgets.' },
      notApp,
      notServer,
    ]),
  },
  {
    // The shop's rules and formatters (maps, specifications, product cards, contacts): plain TypeScript over the
    // kernel and the contract's types, so any room of the client can use them and a unit test needs no renderer.
    files: ['src/domain/**'],
    rules: restrict([
      { group: ['react', 'react-dom', 'react/*', 'wouter', 'wouter/*', 'xstate', '@xstate/*', '@lingui/*', '@radix-ui/*', 'firebase', 'firebase/*'], message: 'src/domain is plain TypeScript: no React, router, machines or words.' },
      // By path from src/ (a test may still take fixtures from tests/support/machines/).
      { regex: '^(\\.\\./)+(ui|runtime|features|machines|widgets)/', message: 'src/domain imports only the kernel, src/api and itself.' },
      notApp,
      notServer,
    ]),
  },
  {
    // A machine wired to a view, used by several features (the contact forms, the order confirmation's props).
    files: ['src/widgets/**'],
    rules: restrict([
      { group: ['**/features/**'], message: 'Widgets sit below the features: a feature imports a widget, never the other way.' },
      notApp,
      notServer,
    ]),
  },
  {
    files: ['src/api/**'],
    rules: restrict([
      { group: ['**/machines/**', '**/features/**', '**/ui/**', '**/runtime/**', '**/domain/**', '**/widgets/**', 'react', 'xstate'], message: 'src/api is the contract client only.' },
      notApp,
      notServer,
    ]),
  },
];
