/**
 * `npm run manager -- orders [--since 2026-01-01]`, `npm run manager -- order <number> confirm|ship|deliver|cancel`,
 * `npm run manager -- requests [--since 2026-01-01] [--kind buyback|…]` and `npm run manager -- request <id> done`
 * (commands.ts). DATA_DIR or DATABASE_URL/DATABASE_SCHEMA choose the database, as for the server. Embedded PGlite
 * admits one process: with the default database, run it while the server is stopped (PostgreSQL has no such limit).
 */
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { runManager } from './commands.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: join(config.dataDir, 'pglite'),
  schema: config.databaseSchema,
});

try {
  await migrateToLatest(database.db);
  process.exitCode = await runManager(database.db, process.argv.slice(2), (line) => console.log(line), (line) => console.error(line));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
