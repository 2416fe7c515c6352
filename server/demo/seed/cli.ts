/**
 * `npm run seed`: migrate the configured database and seed the demo boutique.
 * SEED_WATCHES sets the catalogue size (SEED_WATCHES=100000 npm run seed for benchmarks); DATA_DIR or
 * DATABASE_URL/DATABASE_SCHEMA choose the database, as for the server. Safe to run again: it only adds what
 * is missing.
 */
import { join } from 'node:path';
import { loadConfig } from '../../config.ts';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import { seed } from './seed.ts';
import { SEED_TABLES } from './tables.ts';

const started = performance.now();
const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: join(config.dataDir, 'pglite'),
  schema: config.databaseSchema,
});

try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `migrated: ${applied.join(', ')}` : 'schema up to date');
  console.log(`seeding ${database.kind === 'pglite' ? join(config.dataDir, 'pglite') : 'PostgreSQL'} with ${config.seedWatches} watches…`);
  const seeding = performance.now();
  const report = await seed(database.db, { watches: config.seedWatches, log: console.log });
  const seeded = performance.now();
  console.table(Object.fromEntries(SEED_TABLES.map((table) => [table, { inserted: report.inserted[table], total: report.total[table] }])));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`seeded in ${seconds(seeded - seeding)}; ${seconds(seeded - started)} in all with opening and migrating the database`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
