/**
 * `npm run bench:load`: BENCH_SHOPPERS (200) simulated shoppers for BENCH_SECONDS (60) against two API nodes on
 * one PostgreSQL — the README's "Running on several machines" at the size of one machine. Prints figures;
 * asserts nothing (budgets are discussed in issue notes, never tested).
 *
 * - Database: PostgreSQL at BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test),
 *   schema `benchload`, dropped and made again on every run so runs compare; the nodes migrate it and seed the
 *   demo boutique (SEED_WATCHES, 320) when they start — both at once, as a rolling deploy would.
 * - Nodes: two real server processes (`node --import tsx server/main.ts`, NODE_ENV=production, their own ports and
 *   DATA_DIRs: tests/support/nodes.ts). No JWT_SECRET: the nodes share the key the database keeps.
 * - Balancing: client-side round robin — every request goes to the next node, so one shopper's sign-in, cart and
 *   checkout cross nodes all the time (a stricter test of statelessness than sticky sessions).
 * - Rate limits: every shopper is its own client, as behind a real load balancer. The nodes run with
 *   TRUST_PROXY=true and each shopper sends its own `X-Forwarded-For` (10.16.x.y); no limit is raised. (The forms'
 *   5 a minute and sign-in's 30 per 15 minutes per client are then per shopper, as in production.)
 * - Accounts: one per shopper, made up front through the API (register → the code the console SMS provider
 *   logged on that node → verify_code), BENCH_REGISTER_CONCURRENCY (8) at a time; not measured.
 * - Warm-up: the shoppers run BENCH_WARMUP_SECONDS (10) before the BENCH_SECONDS that are measured (fresh nodes
 *   compile their routes' validators and serialisers and JIT their hot paths on first use); a request counts when
 *   it starts within the measured window.
 * - A shopper loops, pausing BENCH_THINK_MS (1000; 0.5–1.5× at random) between pages, each page's requests sent
 *   together as a browser would: home (banners, popular, newest), catalogue (a page of watches and the facets),
 *   a filter (brand and price, list and facets), a detail (the watch and its brand's related watches), sign in
 *   (phone + password), add to cart, check out (pickup, with an Idempotency-Key). Shoppers start spread over the
 *   first two think times.
 * - Figures: requests, errors (any answer other than 2xx or a network failure; the first ones are printed with
 *   their bodies), latency p50/p95/p99 per page and overall (one request each, send to last byte), requests per
 *   second, each node's RSS (now and peak) and CPU time over the run, and the machine's load average (other work
 *   on the same machine — a build, a test run — slows every figure; compare runs on a quiet machine).
 */
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/database.ts';
import { startNode, type ServerNode } from '../tests/support/nodes.ts';

const DB_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'benchload';
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const REGISTER_CONCURRENCY = Number(process.env.BENCH_REGISTER_CONCURRENCY ?? 8);
const PASSWORD = 'Daytona-116500';

type Step = 'home' | 'catalogue' | 'filter' | 'detail' | 'sign in' | 'add to cart' | 'checkout';
const STEPS: Step[] = ['home', 'catalogue', 'filter', 'detail', 'sign in', 'add to cart', 'checkout'];

interface Answer {
  status: number;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
let turn = 0;
let nodes: ServerNode[] = [];

/** One request to the next node (round robin); network failures answer status 0. */
function send(method: string, path: string, client: string, json?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const node = nodes[turn++ % nodes.length] as ServerNode;
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve) => {
    const req = httpRequest(
      `${node.base}${path}`,
      {
        method,
        agent,
        headers: { 'x-forwarded-for': client, 'accept-language': 'ru', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (error) => resolve({ status: 0, body: `${node.name}: ${error.message}` }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, body: `${node.name}: ${error.message}` }));
    req.end(body);
  });
}

// ── measurement ─────────────────────────────────────────────────────────────────────────────────────────────
const times = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
const errors: string[] = [];
let errorCount = 0;
/** Requests count when they start within [from, until) (epoch ms): after the warm-up, for BENCH_SECONDS. */
const window = { from: Infinity, until: Infinity };

async function timed(step: Step, method: string, path: string, client: string, json?: unknown, headers?: Record<string, string>): Promise<Answer> {
  const counted = Date.now() >= window.from && Date.now() < window.until;
  const t0 = performance.now();
  const answer = await send(method, path, client, json, headers);
  const ms = performance.now() - t0;
  if (!counted) return answer;
  times.get(step)?.push(ms);
  if (answer.status < 200 || answer.status > 299) {
    errorCount++;
    if (errors.length < 10) errors.push(`${step}: ${method} ${path} → ${answer.status} ${answer.body.slice(0, 300)}`);
  }
  return answer;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => pause(THINK_MS * (0.5 + Math.random()));
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const json = <T>(answer: Answer): T | undefined => {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
};

// ── shoppers ────────────────────────────────────────────────────────────────────────────────────────────────
interface Shopper {
  index: number;
  phone: string;
  client: string;
}

const shopperOf = (index: number): Shopper => ({
  index,
  phone: `+7916${String(1_600_000 + index).padStart(7, '0')}`,
  client: `10.16.${Math.floor(index / 250)}.${(index % 250) + 1}`,
});

/** Registers a shopper's account through the API; the code is read from the log of the node that sent it. */
async function register(shopper: Shopper): Promise<void> {
  const node = nodes[shopper.index % nodes.length] as ServerNode;
  const post = (path: string, body: unknown) =>
    fetch(`${node.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': shopper.client }, body: JSON.stringify(body) });
  const registered = await post('/api/auth/register/', { phone: shopper.phone, password: PASSWORD });
  if (registered.status !== 201) throw new Error(`register ${shopper.phone}: ${registered.status} ${await registered.text()}`);
  const verified = await post('/api/auth/verify_code/', { phone: shopper.phone, code: await node.smsCode(shopper.phone) });
  if (verified.status !== 200) throw new Error(`verify ${shopper.phone}: ${verified.status} ${await verified.text()}`);
}

interface Catalogue {
  brands: number[];
  cityId: number;
}

async function shop(shopper: Shopper, catalogue: Catalogue): Promise<number> {
  const { client } = shopper;
  let loops = 0;
  await pause(Math.random() * THINK_MS * 2);
  while (Date.now() < window.until) {
    await Promise.all([
      timed('home', 'GET', '/api/banners/', client),
      timed('home', 'GET', '/api/popular/?page_size=10', client),
      timed('home', 'GET', '/api/watches/?ordering=-production_year&page_size=10', client),
    ]);
    await think();
    const [list] = await Promise.all([timed('catalogue', 'GET', '/api/watches/?page_size=24', client), timed('catalogue', 'GET', '/api/watches/facets/', client)]);
    await think();
    const brand = pick(catalogue.brands);
    const filter = `brand_ids=${brand}&min_price=1000&ordering=price_usd`;
    const [filtered] = await Promise.all([timed('filter', 'GET', `/api/watches/?${filter}&page_size=24`, client), timed('filter', 'GET', `/api/watches/facets/?${filter}`, client)]);
    await think();
    const ids = [
      ...(json<{ results: { id: number }[] }>(filtered)?.results ?? []),
      ...(json<{ results: { id: number }[] }>(list)?.results ?? []),
    ].map((watch) => watch.id);
    const watchId = pick(ids);
    await Promise.all([
      timed('detail', 'GET', `/api/watches/${watchId}/`, client),
      timed('detail', 'GET', `/api/watches/?brand_ids=${brand}&page_size=10`, client),
    ]);
    await think();
    const signedIn = await timed('sign in', 'POST', '/api/auth/login/', client, { phone: shopper.phone, password: PASSWORD });
    const access = json<{ access?: string }>(signedIn)?.access;
    if (!access) {
      // Counted as an error above; this loop cannot reach the cart.
      await think();
      continue;
    }
    const bearer = { authorization: `Bearer ${access}` };
    await think();
    await timed('add to cart', 'POST', '/api/cart/', client, { watch_id: watchId }, bearer);
    await think();
    await timed(
      'checkout',
      'POST',
      '/api/orders/create_from_cart/',
      client,
      { mode: 'reserve', delivery_method: 'pickup', pickup_city_id: catalogue.cityId, first_name: 'Покупатель', last_name: `№${shopper.index}`, phone: shopper.phone, email: `shopper${shopper.index}@example.com`, consent: true },
      { ...bearer, 'idempotency-key': `bench-${shopper.index}-${loops}` },
    );
    loops++;
    await think();
  }
  return loops;
}

// ── figures ─────────────────────────────────────────────────────────────────────────────────────────────────
const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : '—');
function percentiles(values: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN };
}

function row(name: string, values: number[], seconds: number): string {
  const p = percentiles(values);
  return `  ${name.padEnd(12)} ${String(values.length).padStart(7)} ${(values.length / seconds).toFixed(1).padStart(8)} ${fmt(p.p50).padStart(8)} ${fmt(p.p95).padStart(8)} ${fmt(p.p99).padStart(8)} ${fmt(p.max).padStart(8)}`;
}

// ── run ─────────────────────────────────────────────────────────────────────────────────────────────────────
async function main(): Promise<void> {
  console.log(`bench:load — ${SHOPPERS} shoppers, ${SECONDS} s, think ${THINK_MS} ms, 2 nodes on PostgreSQL (schema ${SCHEMA})`);
  const admin = await openDatabase({ url: DB_URL, poolSize: 1 });
  await sql`DROP SCHEMA IF EXISTS ${sql.id(SCHEMA)} CASCADE`.execute(admin.db);
  await sql`CREATE SCHEMA ${sql.id(SCHEMA)}`.execute(admin.db);
  await admin.close();

  const env = { DATABASE_URL: DB_URL, DATABASE_SCHEMA: SCHEMA, TRUST_PROXY: 'true', JWT_SECRET: '', TELEGRAM_BOT_TOKEN: '', MANAGER_TELEGRAM_CHAT_ID: '' };
  // Only the lines the benchmark reads (the console SMS codes) and failures are kept from the nodes' logs.
  const keep = (line: string) => line.includes('"sms"') || line.includes('"level":50') || line.includes('"level":60');
  const t0 = performance.now();
  const started = await Promise.allSettled([startNode('node-a', env, { keep }), startNode('node-b', env, { keep })]);
  nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  try {
    if (failed) throw failed.reason;
    console.log(`  2 nodes ready in ${((performance.now() - t0) / 1000).toFixed(1)} s (migrated and seeded together): ${nodes.map((n) => n.base).join(', ')}`);

    const db = (await openDatabase({ url: DB_URL, schema: SCHEMA, poolSize: 1 })).db;
    const brands = await db.selectFrom('watches').select('brand_id').distinct().where('is_active', '=', true).execute();
    const city = await db.selectFrom('cities').select('id').where('country_code', '=', 'RU').orderBy('id').executeTakeFirstOrThrow();
    const watches = await db.selectFrom('watches').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    await db.destroy();
    const catalogue: Catalogue = { brands: brands.map((b) => b.brand_id), cityId: city.id };

    const shoppers = Array.from({ length: SHOPPERS }, (_, i) => shopperOf(i));
    const r0 = performance.now();
    for (let i = 0; i < shoppers.length; i += REGISTER_CONCURRENCY) await Promise.all(shoppers.slice(i, i + REGISTER_CONCURRENCY).map(register));
    console.log(`  ${SHOPPERS} accounts registered and confirmed in ${((performance.now() - r0) / 1000).toFixed(1)} s; ${watches.n} watches`);

    window.from = Date.now() + WARMUP_SECONDS * 1000;
    window.until = window.from + SECONDS * 1000;
    const shopping = Promise.all(shoppers.map((shopper) => shop(shopper, catalogue)));
    await pause(window.from - Date.now());
    const cpu0 = nodes.map((node) => node.cpuSeconds());
    const load0 = loadavg()[0] ?? 0;
    await pause(window.until - Date.now());
    const cpu1 = nodes.map((node) => node.cpuSeconds());
    const loops = await shopping;
    const seconds = SECONDS;

    const all = [...times.values()].flat();
    console.log(`\n  measured ${seconds} s after a ${WARMUP_SECONDS} s warm-up; ${loops.reduce((x, y) => x + y, 0)} shopping loops completed in all`);
    console.log(`  requests ${all.length}, errors ${errorCount}, ${(all.length / seconds).toFixed(1)} req/s\n`);
    console.log(`  ${'page'.padEnd(12)} ${'requests'.padStart(7)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
    for (const step of STEPS) console.log(row(step, times.get(step) ?? [], seconds));
    console.log(row('overall', all, seconds));
    console.log('');
    for (const [i, node] of nodes.entries()) {
      const memory = node.memory();
      const cpu = (cpu1[i] ?? 0) - (cpu0[i] ?? 0);
      console.log(`  ${node.name} (pid ${node.pid}): RSS ${memory.rssMb.toFixed(0)} MiB, peak ${memory.peakMb.toFixed(0)} MiB; CPU ${cpu.toFixed(1)} s (${((cpu / seconds) * 100).toFixed(0)} % of a core)`);
    }
    // The figures are this machine's: other work on it (a build, a test run) shows in the load average.
    console.log(`  machine: ${cpus().length} CPUs, load average ${load0.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end`);
    for (const node of nodes) {
      for (const line of node.logs.filter((l) => Number(l.level) >= 50).slice(0, 5)) console.log(`  ${node.name} logged: ${JSON.stringify(line).slice(0, 400)}`);
    }
    if (errors.length > 0) {
      console.log('\n  first errors:');
      for (const error of errors) console.log(`    ${error}`);
    }
  } finally {
    agent.destroy();
    await Promise.all(nodes.map((node) => node.stop()));
  }
}

await main();
