import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { syncFaqSections } from './demo/seed/content-rows.ts';
import { syncBrandSearchKeys } from './demo/seed/reference-rows.ts';
import { seed } from './demo/seed/seed.ts';
import { firstStartInChild, isFreshPglite } from './demo/seed/first-start.ts';
import { buildApp } from './app.ts';
import { writeManagerKey } from './manage/gate.ts';
import { catalogueIsEmpty } from './catalogue/repository.ts';
import { persistedSigningKey } from './auth/signing-key.ts';
import { LOG_REDACT } from './http/log.ts';

/**
 * `npm start` / `npm run serve`: one process serving the SPA and /api on PORT (8080), the embedded database in
 * DATA_DIR (./data) or PostgreSQL at DATABASE_URL; migrated, and seeded when the catalogue is empty.
 * `npm run serve` runs this file compiled (dist-api/main.js, scripts/build-server.ts) with the memory settings of
 * package.json's serve script (README, "Memory"); tests, e2e and `npm run dev` run it through tsx.
 */
const t0 = performance.now();
const config = loadConfig();
const pgliteDir = join(config.dataDir, 'pglite');
// A new embedded database is created, migrated and seeded by a child process whose memory (initdb's WASM instance,
// the seed's batches) goes back to the system when it ends: a WASM heap never shrinks (server/demo/seed/first-start.ts).
const firstStart =
  !config.databaseUrl && config.seedOnStart && isFreshPglite(pgliteDir)
    ? await firstStartInChild({ pgliteDir, pgliteSharedBuffers: config.pgliteSharedBuffers, watches: config.seedWatches })
    : undefined;
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir,
  pgliteSharedBuffers: config.pgliteSharedBuffers,
  schema: config.databaseSchema,
  onPoolError: (error) => console.error(JSON.stringify({ level: 50, msg: 'database pool error', err: error.message })),
});

// Migrated before the app is built: the signing key below may live in a table a migration creates.
const applied = await migrateToLatest(database.db);
if (config.auth.jwtSecretGenerated) config.auth.jwtSecret = await persistedSigningKey(database.db);

const app = await buildApp(
  // Issue 27: a new local manager key each start, for `npm run manager` on this machine (server/manage/gate.ts).
  { config, db: database.db, databaseKind: database.kind, managerKey: writeManagerKey(config.dataDir) },
  {
    logger: {
      level: config.logLevel,
      // Tokens, passwords and codes never reach the logs (server/http/log.ts).
      redact: LOG_REDACT,
    },
  },
);

// Never the secret itself: only where it comes from.
if (config.auth.jwtSecretGenerated) {
  app.log.info('JWT_SECRET is not set: tokens are signed with the key this server keeps in its database');
}
if (config.isProduction && config.auth.smsProvider === 'console') {
  app.log.warn('SMS_PROVIDER=console: verification codes are written to this log, not sent to phones');
}

if (firstStart) {
  app.log.info({ migrations: firstStart.migrations }, 'database created and migrated');
  app.log.info({ report: firstStart.report }, 'demo boutique seeded');
}
if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
if (config.seedOnStart) {
  if (await catalogueIsEmpty(database.db)) {
    const report = await seed(database.db, { watches: config.seedWatches, log: (msg) => app.log.info(msg) });
    app.log.info({ report }, 'demo boutique seeded');
  }
}
// Brand aliases are reference data shipped with the code: a database seeded by an older build gets them here.
const aliased = await syncBrandSearchKeys(database.db);
if (aliased > 0) app.log.info({ brands: aliased }, 'brand search keys updated');
const grouped = await syncFaqSections(database.db);
if (grouped > 0) app.log.info({ faqs: grouped }, 'FAQ groups set');

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop accepting, let in-flight requests finish, then close the database (PGlite flushes to disk).
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const memory = process.memoryUsage();
app.log.info(
  {
    url: `http://localhost:${config.port}`,
    database: database.kind,
    startup_ms: Math.round(performance.now() - t0),
    rss_mb: Math.round(memory.rss / 1048576),
    heap_mb: Math.round(memory.heapUsed / 1048576),
  },
  'boutique ready',
);
