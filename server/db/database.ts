import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, sql, PostgresDialect, type KyselyConfig, type Migration, type MigrationProvider } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import * as init from './migrations/0001_init.ts';
import * as brandSearchKeys from './migrations/0002_brand_search_keys.ts';
import * as catalogueOrderIndexes from './migrations/0003_catalogue_order_indexes.ts';
import * as auth from './migrations/0004_auth.ts';
import * as serverSecrets from './migrations/0005_server_secrets.ts';
import * as previousPrices from './migrations/0006_previous_prices.ts';
import * as rateLimitWindows from './migrations/0007_rate_limit_windows.ts';
import * as orders from './migrations/0008_orders.ts';
import * as requestsNotifications from './migrations/0009_requests_notifications.ts';
import * as catalogueSpeed from './migrations/0010_catalogue_speed.ts';
import * as photosInDb from './migrations/0011_photos_in_db.ts';
import * as hiddenPrices from './migrations/0012_hidden_prices.ts';
import * as englishHouseStyle from './migrations/0013_english_house_style.ts';
import * as workshopKinds from './migrations/0014_workshop_kinds.ts';
import * as uniquePieces from './migrations/0015_unique_pieces.ts';
import * as staff from './migrations/0016_staff.ts';
import * as productPhotoFiles from './migrations/0017_product_photo_files.ts';
import * as savedSearches from './migrations/0018_saved_searches.ts';
import type { Database } from './types.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PGlite only: the data directory as a tar (a copy to start another database from: `pgliteDataDir`). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… — use a real PostgreSQL (the way to scale out: stateless API nodes on one database). */
  url?: string | undefined;
  /** Directory of the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  /** PGlite only: start from this data directory (a `dumpDataDir` tar) instead of an empty one. */
  pgliteDataDir?: Blob | undefined;
  /** PostgreSQL only: schema to work in (tests isolate each run in its own schema). */
  schema?: string | undefined;
  /** PostgreSQL only: pool size per API node. */
  poolSize?: number | undefined;
  onPoolError?: ((error: Error) => void) | undefined;
  /** PGlite only: PostgreSQL's `shared_buffers` inside the WASM heap (default 16MB; PGLITE_SHARED_BUFFERS). */
  pgliteSharedBuffers?: string | undefined;
  /** Kysely's query log (the API benchmark records the statements a request runs to replay them as raw SQL). */
  log?: KyselyConfig['log'];
}

/** Versioned migrations, in order. A released migration is never edited: add the next number instead. */
const migrations: Record<string, Migration> = {
  '0001_init': init,
  '0002_brand_search_keys': brandSearchKeys,
  '0003_catalogue_order_indexes': catalogueOrderIndexes,
  '0004_auth': auth,
  '0005_server_secrets': serverSecrets,
  '0006_previous_prices': previousPrices,
  '0007_rate_limit_windows': rateLimitWindows,
  '0008_orders': orders,
  '0009_requests_notifications': requestsNotifications,
  '0010_catalogue_speed': catalogueSpeed,
  '0011_photos_in_db': photosInDb,
  '0012_hidden_prices': hiddenPrices,
  '0013_english_house_style': englishHouseStyle,
  '0014_workshop_kinds': workshopKinds,
  '0015_unique_pieces': uniquePieces,
  '0016_staff': staff,
  '0017_product_photo_files': productPhotoFiles,
  '0018_saved_searches': savedSearches,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // Without a listener an idle client's error (a database restart) would crash the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(options.log ? { log: options.log } : {}) });
    let closed: Promise<void> | undefined;
    // Closing twice (a test that cut the database off, then its own clean-up) closes once.
    return { db, kind: 'postgres', close: () => (closed ??= db.destroy()) };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, {
    // Trigram indexes for catalogue search (migration 0010).
    extensions: { pg_trgm },
    // PostgreSQL's own cache of table pages, inside the WASM heap (which never shrinks): PGlite's default 128 MB is
    // most of the server's memory. The files stay in the operating system's cache behind it.
    postgresqlconf: [`shared_buffers = ${options.pgliteSharedBuffers ?? '16MB'}`],
    ...(options.pgliteDataDir ? { loadDataDir: options.pgliteDataDir } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), ...(options.log ? { log: options.log } : {}) });
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('none'),
    close: () =>
      (closed ??= (async () => {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      })()),
  };
}

/** Brings the schema to the latest version; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in any schema unless told which one: with several schemas on one
  // PostgreSQL (tests, DATABASE_SCHEMA) it must be the current one.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    // Kysely's catalog scan (it looks for its bookkeeping table) reads every schema of the server; another schema
    // dropped at that moment (another app or test suite sharing the PostgreSQL) fails the scan with 3F000. Nothing
    // of ours has changed then (the scan comes before the migrations' one transaction): look again.
    if (attempt < 3 && isOtherSchemaGone(error, schema)) continue;
    throw error instanceof Error ? error : new Error(String(error));
  }
}

/** PostgreSQL's invalid_schema_name about a schema other than ours (both drivers report the SQLSTATE as `code`). */
function isOtherSchemaGone(error: unknown, ours: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '3F000' && typeof message === 'string' && !message.includes(`"${ours}"`);
}
