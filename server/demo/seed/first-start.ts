import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type DatabaseOptions } from '../../db/database.ts';
import { seed, type SeedReport } from './seed.ts';

export interface FirstStart {
  migrations: string[];
  report: SeedReport;
}

interface Job {
  pgliteDir: string;
  pgliteSharedBuffers: string | undefined;
  watches: number;
}

/** Whether an embedded database directory has never been created (no PostgreSQL cluster in it yet). */
export const isFreshPglite = (pgliteDir: string) => !existsSync(join(pgliteDir, 'PG_VERSION'));

/**
 * Creates, migrates and seeds a new embedded database in a child process, then lets it exit. Why: creating a
 * PGlite cluster runs initdb in a second WASM instance, and seeding grows the WASM heap by its batches; a WASM
 * heap never shrinks, so doing this in the server itself left it at ~950 MB resident for its whole life instead
 * of the ~250 MB of a later start on the same data. The child's memory goes back to the system when it ends.
 */
export async function firstStartInChild(job: Job): Promise<FirstStart> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    // This very file: server/demo/seed/first-start.ts run through tsx, or dist-api/demo/seed/first-start.js as `npm run serve`
    // runs it (scripts/build-server.ts keeps the layout). The parent's flags (tsx's loader, serve's memory settings)
    // carry over, and so does the environment.
    execArgv: process.execArgv,
    env: { ...process.env, BOUTIQUE_FIRST_START: JSON.stringify(job) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let result: FirstStart | undefined;
    child.on('message', (message) => (result = message as FirstStart));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 && result ? resolve(result) : reject(new Error(`first start: the seeding process exited with ${code}`))));
  });
}

async function runJob(job: Job): Promise<FirstStart> {
  const options: DatabaseOptions = { pgliteDir: job.pgliteDir, pgliteSharedBuffers: job.pgliteSharedBuffers };
  const database = await openDatabase(options);
  try {
    const migrations = await migrateToLatest(database.db);
    const report = await seed(database.db, { watches: job.watches });
    // PGlite has no autovacuum: without statistics and a visibility map, totals and facets could not read the
    // catalogue's narrow index alone (migration 0010).
    await sql`VACUUM ANALYZE`.execute(database.db);
    return { migrations, report };
  } finally {
    await database.close();
  }
}

const job = process.env.BOUTIQUE_FIRST_START;
if (job && process.send) {
  try {
    const result = await runJob(JSON.parse(job) as Job);
    process.send(result, () => process.disconnect());
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
    process.disconnect();
  }
}
