/**
 * `npm run bench:api`: latency and throughput of the catalogue API (issue 16 §2 "The API is fast on both
 * databases"), through the real server (server/main.ts), on three targets:
 *
 * - `pglite-demo`: embedded PGlite with the demo boutique (320 watches, what `npm start` seeds);
 * - `pglite-big`: embedded PGlite with SEED_WATCHES (default 100 000) watches;
 * - `postgres-big`: PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, schema
 *   `bench`) with the same number of watches.
 *
 * For each, four requests — the first page of 24, the same sorted by price within two brands, watch details (the
 * first page's 24 watches in turn) and the unfiltered facets — are measured with the catalogue caches as
 * configured (CATALOGUE_CACHE_MS, default 5 s: the per-node answer cache and the totals/facets memo) and with them
 * off (CATALOGUE_CACHE_MS=0: every request reaches the database). Load: BENCH_CONNECTIONS (20) keep-alive clients
 * for BENCH_SECONDS (10) per measurement, loopback only, as the issue measured. Prints one table; asserts nothing.
 *
 * Databases are kept between runs: PGlite under node_modules/.cache/boutique-bench{,-demo}, PostgreSQL in its
 * schema. The first run migrates and seeds them (several minutes for 100 000 watches); later runs only migrate
 * and check the seed (seconds). BENCH_TARGETS=pglite-demo,postgres-big picks targets.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, get } from 'node:http';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type DatabaseOptions } from '../server/db/database.ts';
import { seed } from '../server/demo/seed/seed.ts';
import { freePort } from '../tests/support/nodes.ts';

const root = new URL('../', import.meta.url).pathname;
const BIG = Number(process.env.SEED_WATCHES ?? 100_000);
const DEMO = 320;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CACHE_MS = process.env.CATALOGUE_CACHE_MS ?? '';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_SCHEMA = 'bench';
const cacheDir = join(root, 'node_modules/.cache');

interface Target {
  name: string;
  watches: number;
  env: Record<string, string>;
  options: DatabaseOptions;
}

const allTargets: Target[] = [
  {
    name: 'pglite-demo',
    watches: DEMO,
    env: { DATA_DIR: join(cacheDir, 'boutique-bench-demo') },
    options: { pgliteDir: join(cacheDir, 'boutique-bench-demo/pglite') },
  },
  {
    name: 'pglite-big',
    watches: BIG,
    env: { DATA_DIR: join(cacheDir, 'boutique-bench') },
    options: { pgliteDir: join(cacheDir, 'boutique-bench/pglite') },
  },
  {
    name: 'postgres-big',
    watches: BIG,
    env: { DATABASE_URL: PG_URL, DATABASE_SCHEMA: PG_SCHEMA },
    options: { url: PG_URL, schema: PG_SCHEMA, poolSize: 2 },
  },
];
const only = process.env.BENCH_TARGETS?.split(',').map((name) => name.trim());
const targets = allTargets.filter((target) => !only || only.includes(target.name));

// ── preparing a database ───────────────────────────────────────────────────────────────────────────────────

interface Prepared {
  brands: { rolex: number; patek: number };
  pageIds: number[];
}

async function prepare(target: Target): Promise<Prepared> {
  if (target.options.url) {
    const admin = await openDatabase({ url: target.options.url, poolSize: 1 });
    await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(PG_SCHEMA)}`.execute(admin.db);
    await admin.close();
  } else if (target.options.pgliteDir) {
    mkdirSync(target.options.pgliteDir, { recursive: true });
  }
  const { db, close } = await openDatabase(target.options);
  try {
    const t0 = performance.now();
    const applied = await migrateToLatest(db);
    const report = await seed(db, { watches: target.watches, log: (msg) => console.log(`  ${msg}`) });
    // A freshly seeded or re-indexed table has no statistics yet; autovacuum (none on PGlite) would get there later.
    if (applied.length > 0 || report.inserted.watches > 0) await sql`VACUUM ANALYZE`.execute(db);
    console.log(`  ${target.name}: ${report.total.watches} watches ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const brands = new Map((await db.selectFrom('brands').select(['id', 'name']).execute()).map((b) => [b.name, b.id]));
    const page = await db.selectFrom('watches').select('id').where('is_active', '=', true).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(24).execute();
    return { brands: { rolex: brands.get('Rolex') ?? 1, patek: brands.get('Patek Philippe') ?? 2 }, pageIds: page.map((row) => row.id) };
  } finally {
    await close();
  }
}

// ── the server and the load ────────────────────────────────────────────────────────────────────────────────

async function startServer(target: Target, cacheMs: string): Promise<{ child: ChildProcess; port: number }> {
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
      // The API alone: no SPA to serve or render.
      CLIENT_DIR: join(cacheDir, 'bench-no-client'),
      CATALOGUE_CACHE_MS: cacheMs,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/`)).ok) return { child, port };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

interface Figures {
  p50: number;
  p95: number;
  rps: number;
  n: number;
}

/** CONNECTIONS keep-alive clients asking `paths` in turn for SECONDS (node:http: a lighter client than fetch). */
async function load(port: number, paths: string[]): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const one = (path: string) =>
    new Promise<void>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path, agent, headers: { 'accept-language': 'ru' } }, (response) => {
        response.resume();
        response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`${path} → ${response.statusCode}`))));
      }).on('error', reject);
    });
  try {
    for (const path of paths) await one(path); // warm-up: plans, JIT
    const times: number[] = [];
    let next = 0;
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < deadline) {
          const path = paths[next++ % paths.length]!;
          const t0 = performance.now();
          await one(path);
          times.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? NaN;
    return { p50: pct(0.5), p95: pct(0.95), rps: times.length / seconds, n: times.length };
  } finally {
    agent.destroy();
  }
}

function rssMb(pid: number | undefined): number {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  } catch {
    return NaN;
  }
}

// ── main ───────────────────────────────────────────────────────────────────────────────────────────────────

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const rows: Record<string, string>[] = [];

for (const target of targets) {
  console.log(`\n${target.name}: preparing ${target.watches} watches…`);
  const { brands, pageIds } = await prepare(target);
  const scenarios: [string, string[]][] = [
    ['list ?page_size=24', ['/api/watches/?page_size=24']],
    ['list ordering=price_usd&brand_ids', [`/api/watches/?page_size=24&ordering=price_usd&brand_ids=${brands.rolex},${brands.patek}`]],
    ['detail /api/watches/{id}/', pageIds.map((id) => `/api/watches/${id}/`)],
    ['facets', ['/api/watches/facets/']],
  ];
  for (const [label, cacheMs] of [['on', CACHE_MS], ['off', '0']] as const) {
    const { child, port } = await startServer(target, cacheMs);
    try {
      for (const [name, paths] of scenarios) {
        const f = await load(port, paths);
        console.log(`  ${target.name} ${name}, cache ${label}: p50 ${fmt(f.p50)} ms, p95 ${fmt(f.p95)} ms, ${fmt(f.rps, 0)} req/s (n ${f.n})`);
        rows.push({ target: target.name, request: name, cache: label, 'p50 ms': fmt(f.p50), 'p95 ms': fmt(f.p95), 'req/s': fmt(f.rps, 0) });
      }
      console.log(`  server RSS after the load: ${rssMb(child.pid)} MB`);
    } finally {
      await stopServer(child);
    }
  }
}

console.log(`\n${CONNECTIONS} keep-alive connections × ${SECONDS} s per line, loopback; cache on = CATALOGUE_CACHE_MS ${CACHE_MS || 'default (5000)'}, off = 0`);
console.table(rows);
