import { restrict } from './shared.js';

/**
 * The server's zones (../shared/ARCHITECTURE.md "Back-end", server/README.md "Zones"): routes and plugins (HTTP) →
 * services → repositories → db, with HTTP above the domain and nothing of the domain importing it. Probed by
 * tests/unit/lint-server-zones.test.ts (and 'never src/' by tests/unit/lint-boundaries.test.ts).
 *
 * In a flat config the last block that sets a rule for a file replaces the earlier ones, so every block repeats
 * what the zones above it forbid (NEVER_SRC first).
 */
const NEVER_SRC = { group: ['**/src/**', '../src/*', '../../src/*'], message: 'server/ never imports src/: the two share only kernel/.' };

/** The domain's folders: rules (services) over queries (repositories). media/routes.ts is HTTP (below). */
const DOMAIN = ['addresses', 'alerts', 'auth', 'background', 'cart', 'catalogue', 'content', 'limits', 'lists', 'manager', 'media', 'notify', 'orders', 'reference', 'requests'];

/** Where HTTP is written: the contract's handlers, the HTTP helpers, the media routes. The plugins are below. */
const HTTP = ['server/routes/**', 'server/http/**', 'server/media/routes.ts'];

/**
 * Query modules: `repository.ts` of each area (or `<noun>-repository.ts` where an area has several, as alerts/ does),
 * and the outbox, the limits' windows and the signing key's row.
 */
const REPOSITORIES = ['server/**/repository.ts', 'server/**/*-repository.ts', 'server/orders/history.ts', 'server/notify/outbox.ts', 'server/limits/window-counter.ts', 'server/auth/signing-key.ts'];

const NO_REQUEST = {
  group: ['fastify', 'fastify-*', '@fastify/*', '**/http/**', '**/routes/**', '**/plugins/**', '**/deps.ts', '**/app.ts'],
  message:
    'The domain never reads a request: HTTP (routes/, plugins/, http/, Fastify) sits above it. Take plain values (a Locale from kernel/language.ts, a PageRequest from contract/paging.ts, uploads) and throw contract/errors.ts.',
};

const NO_DATABASE = {
  group: ['kysely', 'kysely-*', 'pg', '@electric-sql/*', '**/db/**', '**/app.ts'],
  message: 'A handler never touches the database: it makes one call into a service (or, for a plain read, a repository), which gets `deps.db`.',
};

const NO_SERVICE_IN_HTTP_HELPERS = {
  group: ['**/routes/**', '**/plugins/**', '**/service.ts', '**/repository.ts'],
  message: 'server/http/ holds HTTP helpers for routes and plugins: no handler, plugin, service or repository.',
};

const ONLY_QUERY_MODULES = {
  group: [
    '**/*.ts',
    '!**/repository.ts',
    '!**/*-repository.ts',
    '!**/db/**',
    '!**/kernel/**',
    '!**/contract/errors.ts',
    '!**/contract/paging.ts',
    // The query builders repositories share (catalogue/kinds.ts and filters.ts, lists/products.ts, requests/photos.ts,
    // auth/phone.ts: the phone's stored form), by file name since a sibling imports them as './kinds.ts'.
    '!**/kinds.ts',
    '!**/filters.ts',
    '!**/products.ts',
    '!**/photos.ts',
    '!**/phone.ts',
    // Issue 27: an order's status history, written by every move (orders/repository.ts moveStatus).
    '!**/history.ts',
  ],
  message: 'A repository holds queries: it builds on db/, the kernel, the contract\'s errors and pages and other query modules, never on a service.',
};

const DB_ONLY = {
  group: [...DOMAIN.map((area) => `**/${area}/**`), '**/http/**', '**/routes/**', '**/plugins/**', '**/demo/**', '**/seo/**', '**/ssr/**', 'fastify', '@fastify/*'],
  message: 'db/ is the bottom: the connection, migrations and table types import nothing above them.',
};

/** A query written where a handler is (the import rules cannot see `deps.db.selectFrom(...)`). */
const QUERY_CALL = "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|transaction|executeQuery)$/]";

export default [
  {
    files: ['server/**'],
    rules: {
      ...restrict([NEVER_SRC]),
      'no-console': 'off',
    },
  },
  {
    files: DOMAIN.map((area) => `server/${area}/**`),
    ignores: HTTP,
    rules: restrict([NEVER_SRC, NO_REQUEST]),
  },
  {
    files: REPOSITORIES,
    rules: restrict([NEVER_SRC, NO_REQUEST, ONLY_QUERY_MODULES]),
  },
  {
    files: HTTP,
    rules: {
      ...restrict([NEVER_SRC, NO_DATABASE]),
      'no-restricted-syntax': ['error', { selector: QUERY_CALL, message: 'A handler never queries the database: put the query in a repository and call it from a service.' }],
    },
  },
  {
    files: ['server/http/**'],
    rules: restrict([NEVER_SRC, NO_DATABASE, NO_SERVICE_IN_HTTP_HELPERS]),
  },
  {
    // Plugins wire the server: they may hand the database to what they register (the sitemap), never query it.
    files: ['server/plugins/**'],
    rules: {
      ...restrict([NEVER_SRC, { group: ['**/repository.ts'], message: 'A plugin never queries the database: it registers routes and hooks over services.' }]),
      'no-restricted-syntax': ['error', { selector: QUERY_CALL, message: 'A plugin never queries the database: put the query in a repository.' }],
    },
  },
  {
    files: ['server/db/**'],
    rules: restrict([NEVER_SRC, DB_ONLY]),
  },
];
