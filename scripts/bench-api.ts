/**
 * `npm run bench:api`: latency and throughput of the catalogue API at benchmark size (SEED_WATCHES, default
 * 100 000 watches), on embedded PGlite and on PostgreSQL, against the statements the same requests run as
 * raw SQL. Prints figures; asserts nothing (budgets are discussed in issue notes, never tested).
 *
 * - Databases are reused: PGlite in node_modules/.cache/boutique-bench (DATA_DIR), PostgreSQL in the schema
 *   `bench` of BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). The first run migrates
 *   and seeds them (a few minutes); later runs only check (the seed is idempotent).
 * - The real server (server/main.ts) is started on a free loopback port, once with the catalogue cache as
 *   configured by default and once with it off (CATALOGUE_CACHE_MS=0), so the cold figures show the database
 *   work every request would do without it.
 * - Load: BENCH_CONCURRENCY (16) keep-alive clients over a fixed list of URLs, a bounded number of requests
 *   (BENCH_REQUESTS, 4000 on PostgreSQL, 800 on PGlite, which serialises every query) and at most
 *   BENCH_SECONDS (20) per measurement — loopback only.
 * - Raw SQL: each URL's statements are recorded once through Kysely's log (repository calls with the same
 *   parameters as the handler) and replayed as they are, with the same concurrency on PostgreSQL (PGlite has
 *   one connection). Overhead = HTTP (cache off) p50 / raw SQL p50.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { watchFacets } from '../server/catalogue/facets.ts';
import type { CatalogueQuery } from '../server/catalogue/filters.ts';
import { countWatches, listWatches } from '../server/catalogue/repository.ts';
import { migrateToLatest, openDatabase, type DatabaseOptions } from '../server/db/database.ts';
import type { Database } from '../server/db/types.ts';
import { seed } from '../server/seed/seed.ts';

const root = new URL('../', import.meta.url).pathname;
const WATCHES = Number(process.env.SEED_WATCHES ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_SCHEMA = 'bench';
const PGLITE_DATA = join(root, 'node_modules/.cache/boutique-bench');
/** Each measurement stops after this many seconds even if BENCH_REQUESTS are not all done (slow cold paths). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ONLY = process.env.BENCH_TARGETS?.split(',') ?? ['pglite', 'postgres'];

interface Target {
  name: 'pglite' | 'postgres';
  requests: number;
  env: Record<string, string>;
  open(log?: DatabaseOptions['log']): ReturnType<typeof openDatabase>;
}

const allTargets: Target[] = [
  {
    name: 'pglite',
    requests: Number(process.env.BENCH_REQUESTS ?? 800),
    env: { DATA_DIR: PGLITE_DATA },
    open: (log?: DatabaseOptions['log']) => openDatabase({ pgliteDir: join(PGLITE_DATA, 'pglite'), log }),
  },
  {
    name: 'postgres',
    requests: Number(process.env.BENCH_REQUESTS ?? 4000),
    env: { DATABASE_URL: PG_URL, DATABASE_SCHEMA: PG_SCHEMA },
    open: (log?: DatabaseOptions['log']) => openDatabase({ url: PG_URL, schema: PG_SCHEMA, poolSize: CONCURRENCY, log }),
  },
];
const targets = allTargets.filter((t) => ONLY.includes(t.name));

// ── the request mix ────────────────────────────────────────────────────────────────────────────────────────

/** A shopper's typical catalogue visits: first pages, paging on, sorting, brand/price/type filters, search. */
function listMix(brands: { rolex: number; patek: number; omega: number }): CatalogueQuery[] {
  return [
    { page_size: 24 },
    { page_size: 24, page: 2 },
    { page_size: 24, page: 3, ordering: '-price_usd' },
    { page_size: 24, ordering: '-production_year', brand_ids: `${brands.rolex},${brands.patek}` },
    { page_size: 24, page: 2, ordering: 'price_usd', min_price: 10_000, max_price: 50_000 },
    { page_size: 48, watch_type: '1', case_material: '1,2' },
    { page_size: 24, page: 5, brand: 'Rolex' },
    { page_size: 24, ordering: 'brand__name', city_ids: '1', full_set: true },
    { page_size: 24, search: 'submariner' },
    { page_size: 24, page: 4, case_diameter_min: 42, production_year_min: 2015 },
    { page_size: 24, page: 2, brand_ids: String(brands.omega), movement_type: '1', ordering: '-price_usd' },
    { page_size: 96, ordering: '-production_year', is_limited_edition: true },
  ];
}

function facetMix(brands: { rolex: number; patek: number; omega: number }): CatalogueQuery[] {
  return [
    {},
    { brand_ids: String(brands.rolex) },
    { brand_ids: `${brands.rolex},${brands.patek}`, city_ids: '1' },
    { watch_type: '1', min_price: 10_000 },
    { search: 'daytona' },
    { case_diameter_min: 42, full_set: true },
  ];
}

const toUrl = (path: string, query: CatalogueQuery) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

// ── measuring ──────────────────────────────────────────────────────────────────────────────────────────────

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  n: number;
}

/** Up to `total` calls of `one(i)` (and at most SECONDS), `concurrency` at a time; latencies and throughput. */
async function load(total: number, concurrency: number, one: (i: number) => Promise<void>): Promise<Figures> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total && performance.now() < deadline) {
        const i = next++;
        const t0 = performance.now();
        await one(i);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? NaN;
  return { p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), rps: times.length / seconds, n: times.length };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function startServer(target: Target, cacheMs: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...target.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      CATALOGUE_CACHE_MS: cacheMs,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    try {
      if ((await fetch(`${base}/api/health/`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function httpRun(base: string, urls: string[], total: number): Promise<Figures> {
  const get = async (url: string) => {
    const response = await fetch(`${base}${url}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} → ${response.status}`);
  };
  for (const url of urls) await get(url); // warm-up: plans, JIT, caches
  return load(total, CONCURRENCY, (i) => get(urls[i % urls.length]!));
}

/** The statements one request runs, recorded through Kysely's log while calling the repository. */
async function record(open: Target['open'], run: (db: Kysely<Database>) => Promise<unknown>): Promise<CompiledQuery[]> {
  const statements: CompiledQuery[] = [];
  const handle = await open((event) => {
    if (event.level === 'query') statements.push(CompiledQuery.raw(event.query.sql, [...event.query.parameters]));
  });
  try {
    await run(handle.db);
  } finally {
    await handle.close();
  }
  return statements;
}

async function rawRun(target: Target, requests: CompiledQuery[][], total: number, parallel: boolean): Promise<Figures> {
  const handle = await target.open();
  try {
    // A list request runs its page and its count at once (Promise.all in the handler), facets one by one.
    const replay = async (statements: CompiledQuery[]) => {
      if (parallel) await Promise.all(statements.map((statement) => handle.db.executeQuery(statement)));
      else for (const statement of statements) await handle.db.executeQuery(statement);
    };
    for (const statements of requests) await replay(statements);
    return await load(total, target.name === 'pglite' ? 1 : CONCURRENCY, (i) => replay(requests[i % requests.length]!));
  } finally {
    await handle.close();
  }
}

// ── main ───────────────────────────────────────────────────────────────────────────────────────────────────

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const rows: Record<string, string | number>[] = [];

mkdirSync(PGLITE_DATA, { recursive: true });
for (const target of targets) {
  console.log(`\n${target.name}: preparing ${WATCHES} watches…`);
  if (target.name === 'postgres') {
    const admin = await openDatabase({ url: PG_URL, poolSize: 1 });
    await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(PG_SCHEMA)}`.execute(admin.db);
    await admin.close();
  }
  const prepared = await target.open();
  const t0 = performance.now();
  await migrateToLatest(prepared.db);
  const report = await seed(prepared.db, { watches: WATCHES, log: (msg) => console.log(`  ${msg}`) });
  // A freshly seeded table has no statistics and no visibility map yet; autovacuum would get there later.
  await sql`VACUUM ANALYZE`.execute(prepared.db);
  const ids = new Map((await prepared.db.selectFrom('brands').select(['id', 'name']).execute()).map((b) => [b.name, b.id]));
  await prepared.close();
  console.log(`  ready in ${fmt((performance.now() - t0) / 1000)} s (${report.total.watches} watches)`);
  const brands = { rolex: ids.get('Rolex') ?? 1, patek: ids.get('Patek Philippe') ?? 2, omega: ids.get('Omega') ?? 3 };

  const scenarios = [
    {
      name: 'GET /api/watches/',
      urls: listMix(brands).map((q) => toUrl('/api/watches/', q)),
      record: (db: Kysely<Database>, q: CatalogueQuery) => {
        const { page: _p, page_size: _s, ordering: _o, ...filters } = q;
        return Promise.all([listWatches(db, 'ru', q, { page: q.page ?? 1, pageSize: q.page_size ?? 24 }), countWatches(db, filters)]);
      },
      queries: listMix(brands),
      parallel: true,
    },
    {
      name: 'GET /api/watches/facets/',
      urls: facetMix(brands).map((q) => toUrl('/api/watches/facets/', q)),
      record: (db: Kysely<Database>, q: CatalogueQuery) => watchFacets(db, 'ru', q),
      queries: facetMix(brands),
      parallel: false,
    },
  ];

  for (const scenario of scenarios) {
    const recorded: CompiledQuery[][] = [];
    for (const q of scenario.queries) recorded.push(await record(target.open, (db) => scenario.record(db, q)));
    console.log(`  ${scenario.name}: ${recorded.flat().length} statements recorded; raw SQL…`);
    const raw = await rawRun(target, recorded, target.requests, scenario.parallel);
    const results: Record<string, Figures> = {};
    for (const [label, cacheMs] of [['cache off', '0'], ['cache on', '']] as const) {
      console.log(`  ${scenario.name}: HTTP, ${label}…`);
      const { child, base } = await startServer(target, cacheMs);
      try {
        results[label] = await httpRun(base, scenario.urls, target.requests);
      } finally {
        await stopServer(child);
      }
    }
    const line = (what: string, f: Figures, overhead = '') => {
      console.log(`  ${target.name} ${scenario.name} ${what}: n ${f.n}, p50 ${fmt(f.p50)} ms, p95 ${fmt(f.p95)} ms, p99 ${fmt(f.p99)} ms, ${fmt(f.rps, 0)} req/s ${overhead}`);
      rows.push({ database: target.name, endpoint: scenario.name, measured: what, n: f.n, 'p50 ms': fmt(f.p50), 'p95 ms': fmt(f.p95), 'p99 ms': fmt(f.p99), 'req/s': fmt(f.rps, 0), overhead });
    };
    line('raw SQL', raw);
    line('HTTP, cache off', results['cache off']!, `${fmt(results['cache off']!.p50 / raw.p50, 2)}× p50`);
    line('HTTP, cache on', results['cache on']!);
    console.log(`  ${scenario.name}: done`);
  }
}

console.log(`\n${WATCHES} watches, ${CONCURRENCY} concurrent keep-alive clients on loopback (PGlite raw SQL: 1 at a time)`);
console.table(rows);
