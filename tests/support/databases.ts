import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type DatabaseHandle, type DatabaseOptions } from '../../server/db/database.ts';
import { seed } from '../../server/demo/seed/seed.ts';

/**
 * Seeded databases made once and copied for every suite (issue 23). A fresh PGlite spends 3–6 s in initdb before
 * the migrations (~1 s) and the seed (~0.5 s) run, and every suite paid it on each database. The template is the
 * migrated schema seeded with everything but the watches, keyed by the content of the migrations and the seed (an
 * edit to either makes a new one):
 * - PGlite: its data directory, dumped once to `node_modules/.cache/boutique-tests/` and loaded into each suite's
 *   in-memory database (`loadDataDir`, ~1 s);
 * - PostgreSQL: a template database `boutique_tpl_<key>` made once on the server; each suite gets
 *   `CREATE DATABASE … TEMPLATE` of it (a database of its own, dropped at the end).
 * Each suite then seeds its own number of watches on top (~0.1–0.3 s). The seed is deterministic and appends
 * watches up to the count asked (server/demo/seed/seed.ts), so the copy holds exactly the rows a fresh seed would.
 */

const ROOT = new URL('../../', import.meta.url).pathname;
const CACHE_DIR = join(ROOT, 'node_modules/.cache/boutique-tests');

/** Files whose content decides what a template holds. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

let cachedKey: string | undefined;
/** A short hash of the migrations, the seed and the PGlite release. */
export function templateKey(): string {
  if (cachedKey) return cachedKey;
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  hash.update(pglite.version);
  for (const file of [...sourceFiles(join(ROOT, 'server/db')), ...sourceFiles(join(ROOT, 'server/demo/seed')), ...sourceFiles(join(ROOT, 'server/demo/data'))].sort()) {
    hash.update(file.slice(ROOT.length)).update(readFileSync(file));
  }
  cachedKey = hash.digest('hex').slice(0, 12);
  return cachedKey;
}

/** A database of a suite's own, seeded with `watches` watches, and how to reach it from another process. */
export interface SuiteDatabase {
  database: DatabaseHandle;
  /** PostgreSQL only: the URL of this suite's own database (for a CLI or a second API node). */
  url?: string;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  close(): Promise<void>;
}

/** `url` with another database name (the admin URL's host, port and credentials). */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function pgliteTemplate(): Promise<Blob> {
  const file = join(CACHE_DIR, `pglite-${templateKey()}.tar`);
  if (!existsSync(file) || statSync(file).size === 0) {
    const fresh = await openDatabase({});
    await migrateToLatest(fresh.db);
    await seed(fresh.db, { watches: 0 });
    const dump = await fresh.dumpDataDir?.();
    await fresh.close();
    if (!dump) throw new Error('the PGlite handle cannot dump its data directory');
    mkdirSync(CACHE_DIR, { recursive: true });
    // Two workers may make the same template at once: each writes its own file and the rename is atomic.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    // Templates of earlier migrations or seeds are never used again.
    for (const name of readdirSync(CACHE_DIR)) {
      if (/^pglite-[0-9a-f]{12}\.tar$/.test(name) && name !== basename(file)) rmSync(join(CACHE_DIR, name), { force: true });
    }
  }
  return new Blob([readFileSync(file)]);
}

async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `boutique_tpl_${templateKey()}`;
  const admin = await openDatabase({ url: adminUrl, poolSize: 1 });
  try {
    const exists = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_database WHERE datname = ${name}`.execute(admin.db)).rows[0]?.n === 1;
    if (await exists()) return name;
    // One maker per template across workers and runs: the others wait on the lock, then find it made.
    await sql`SELECT pg_advisory_lock(hashtext(${name}))`.execute(admin.db);
    try {
      if (await exists()) return name;
      const building = `${name}_building_${randomBytes(3).toString('hex')}`;
      await sql`CREATE DATABASE ${sql.id(building)}`.execute(admin.db);
      const fresh = await openDatabase({ url: withDatabase(adminUrl, building), poolSize: 2 });
      try {
        await migrateToLatest(fresh.db);
        await seed(fresh.db, { watches: 0 });
      } finally {
        await fresh.close();
      }
      // Visible under its name only once complete.
      await sql`ALTER DATABASE ${sql.id(building)} RENAME TO ${sql.id(name)}`.execute(admin.db);
      // Templates of earlier migrations or seeds are never used again: dropped unless another run still copies one.
      const stale = await sql<{ datname: string }>`SELECT datname FROM pg_database WHERE datname LIKE 'boutique\_tpl\_%' AND datname <> ${name}`.execute(admin.db);
      for (const { datname } of stale.rows) await sql`DROP DATABASE IF EXISTS ${sql.id(datname)}`.execute(admin.db).catch(() => undefined);
      return name;
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${name}))`.execute(admin.db);
    }
  } finally {
    await admin.close();
  }
}

/**
 * A fresh database seeded with `watches` watches, from the template: in-memory PGlite without `adminUrl`, otherwise
 * a new database on that PostgreSQL server.
 */
export async function suiteDatabase(
  adminUrl: string | undefined,
  { watches, poolSize = 4, log }: { watches: number; poolSize?: number; log?: DatabaseOptions['log'] },
): Promise<SuiteDatabase> {
  if (!adminUrl) {
    const database = await openDatabase({ pgliteDataDir: await pgliteTemplate(), log });
    await seed(database.db, { watches });
    return { database, close: () => database.close() };
  }
  const template = await postgresTemplate(adminUrl);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: adminUrl, poolSize: 1 });
  try {
    await sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(template)}`.execute(admin.db);
  } finally {
    await admin.close();
  }
  const url = withDatabase(adminUrl, name);
  const database = await openDatabase({ url, poolSize, log });
  await seed(database.db, { watches });
  return {
    database,
    url,
    async close() {
      await database.close();
      const cleanup = await openDatabase({ url: adminUrl, poolSize: 1 });
      try {
        await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(cleanup.db);
      } finally {
        await cleanup.close();
      }
    },
  };
}
