import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { watches } from '../../server/catalogue/kinds.ts';
import { matching } from '../../server/catalogue/repository.ts';
import { loadConfig } from '../../server/config.ts';
import type { DatabaseHandle } from '../../server/db/database.ts';
import { assertMatchesContract } from '../support/contract.ts';
import { suiteDatabase, type SuiteDatabase } from '../support/databases.ts';
import { targets } from '../support/server.ts';

type Paged = { count: number; next: string | null; previous: string | null; results: { id: number; model_name: string; reference: string }[] };

/**
 * Issue 16 §2 "The API is fast on both databases": HTTP caching of the public catalogue (ETag, 304,
 * Cache-Control, Vary), the per-node answer cache (a repeated request reaches no database), and that none of the
 * speed-ups changes an answer: totals on every page, trigram search, cache on and off. No timings are asserted.
 *
 * Two servers share one database: one with the catalogue caches on (a long TTL, so nothing expires during the
 * test), one with them off. Every statement is counted through Kysely's log.
 */
describe.each(targets)('catalogue speed on $name', (target) => {
  let database: DatabaseHandle;
  let suite: SuiteDatabase;
  let dataDir: string;
  let cached: FastifyInstance;
  let uncached: FastifyInstance;
  let statements = 0;

  beforeAll(async () => {
    suite = await suiteDatabase(target.url, {
      watches: 320,
      log: (event) => {
        if (event.level === 'query') statements++;
      },
    });
    database = suite.database;
    dataDir = mkdtempSync(join(tmpdir(), 'boutique-test-'));
    const defaults = loadConfig({ NODE_ENV: 'test' });
    const config = (catalogueCacheMs: number) => ({ ...defaults, dataDir, clientDir: '/nonexistent', catalogueCacheMs });
    cached = await buildApp({ config: config(600_000), db: database.db, databaseKind: database.kind }, { logger: false });
    uncached = await buildApp({ config: config(0), db: database.db, databaseKind: database.kind }, { logger: false });
    await Promise.all([cached.ready(), uncached.ready()]);
  });
  afterAll(async () => {
    await cached?.close();
    await uncached?.close();
    await suite?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (app: FastifyInstance, options: InjectOptions & { method: string; url: string }) => {
    const response = await app.inject(options);
    assertMatchesContract(options.method, options.url, response);
    return response;
  };
  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => call(app, { method: 'GET', url, headers });

  const PUBLIC = [
    '/api/watches/?page_size=24',
    '/api/watches/?page_size=24&ordering=price_usd&brand_ids=1,2',
    '/api/watches/facets/',
    '/api/watches/facets/?brand_ids=1',
    '/api/sale/?page_size=10',
    '/api/popular/?page_size=10',
    '/api/jewelry/?page_size=5',
    '/api/jewelry/facets/',
    '/api/bags/?page_size=5',
    '/api/bags/facets/',
    '/api/brands/?page_size=1000',
    '/api/watch-types/?page_size=1000',
    '/api/cities/?page_size=1000',
  ];

  it('public catalogue answers carry a strong ETag, a short public Cache-Control and Vary: Accept-Language', async () => {
    const { id } = await database.db.selectFrom('watches').select('id').where('is_active', '=', true).where('stock', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    for (const url of [...PUBLIC, `/api/watches/${id}/`]) {
      for (const app of [cached, uncached]) {
        const response = await get(app, url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers.etag, url).toMatch(/^"[\w-]{20,}"$/);
        expect(response.headers['cache-control'], url).toBe('public, max-age=10, stale-while-revalidate=30');
        expect(String(response.headers.vary), url).toMatch(/Accept-Language/);
        expect(String(response.headers.vary), url).toMatch(/Accept-Encoding/);
      }
    }
  });

  it('If-None-Match with the current ETag answers 304 without a body, from the cache and without it', async () => {
    for (const url of PUBLIC) {
      for (const app of [cached, uncached]) {
        const first = await get(app, url);
        const etag = String(first.headers.etag);
        const again = await get(app, url, { 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
        expect(again.headers.etag, url).toBe(etag);
        expect(again.headers['cache-control'], url).toMatch(/^public/);
        // Weak comparison, lists and other tags as RFC 9110 says.
        expect((await get(app, url, { 'if-none-match': `"other", W/${etag}` })).statusCode, url).toBe(304);
        expect((await get(app, url, { 'if-none-match': '"other"' })).statusCode, url).toBe(200);
      }
    }
  });

  it('each language has its own answer and ETag; the cached and uncached servers agree on both', async () => {
    const url = '/api/watches/?page_size=24';
    const ru = await get(cached, url, { 'accept-language': 'ru' });
    const en = await get(cached, url, { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.body).not.toBe(ru.body);
    expect(en.headers.etag).not.toBe(ru.headers.etag);
    expect((await get(uncached, url, { 'accept-language': 'en' })).headers.etag).toBe(en.headers.etag);
    expect((await get(uncached, url)).headers.etag).toBe(ru.headers.etag);
  });

  it('a compressed answer has its own ETag and decompresses to the same body', async () => {
    for (const app of [cached, uncached]) {
      const url = '/api/watches/?page_size=24';
      const plain = await get(app, url);
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
      const notModified = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': String(response.headers.etag) } });
      expect(notModified.statusCode).toBe(304);
    }
  });

  it('the answer cache serves a repeated request without a database statement; another URL or language reaches the database', async () => {
    const url = '/api/watches/?page_size=24&ordering=-price_usd&page=2';
    const first = await get(cached, url);
    let before = statements;
    const again = await get(cached, url);
    expect(statements - before).toBe(0);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);

    before = statements;
    await get(cached, url, { 'accept-language': 'en' });
    expect(statements - before).toBeGreaterThan(0);
    before = statements;
    await get(cached, '/api/watches/?page_size=24&ordering=-price_usd&page=3');
    expect(statements - before).toBeGreaterThan(0);

    // Without the cache every request is computed again.
    await get(uncached, url);
    before = statements;
    await get(uncached, url);
    expect(statements - before).toBeGreaterThan(0);
  });

  it('concurrent misses of one answer share one computation', async () => {
    const url = '/api/watches/?page_size=24&ordering=-production_year&page=4';
    const before = statements;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(cached, url)));
    const one = statements - before;
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const alone = statements;
    await get(uncached, url);
    // Eight requests at once cost no more than one request without the cache.
    expect(one).toBeGreaterThan(0);
    expect(one).toBeLessThanOrEqual(statements - alone);
  });

  it('personal answers are never public nor stored: Cache-Control private, no ETag; catalogue answers ignore the token', async () => {
    const phone = `+7999${String(Date.now()).slice(-7)}`;
    const registered = await call(cached, { method: 'POST', url: '/api/auth/register/', payload: { phone, password: 'Daytona-116500' } });
    expect(registered.statusCode).toBe(201);
    const outbox = await get(cached, `/api/dev/sms-outbox/?phone=${encodeURIComponent(phone)}`);
    const code = (outbox.json() as { results: { code: string }[] }).results[0]?.code ?? '';
    const verified = await call(cached, { method: 'POST', url: '/api/auth/verify_code/', payload: { phone, code } });
    const authorization = `Bearer ${(verified.json() as { access: string }).access}`;
    for (const url of ['/api/favorites/', '/api/comparison/', '/api/users/me/', '/api/orders/']) {
      for (const headers of [{ authorization }, {}] as Record<string, string>[]) {
        const response = await get(cached, url, headers);
        expect(String(response.headers['cache-control'] ?? ''), url).not.toMatch(/public/);
        expect(String(response.headers['cache-control']), url).toMatch(/private|no-store/);
        expect(response.headers.etag, url).toBeUndefined();
      }
    }
    // The catalogue is the same for everyone: a signed-in shopper gets the public answer.
    const anonymous = await get(cached, '/api/watches/?page_size=24');
    const signedIn = await get(cached, '/api/watches/?page_size=24', { authorization });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers['cache-control']).toMatch(/^public/);
  });

  it('totals are right on the first page and on every later page, with the cache on and off', async () => {
    const rolex = await database.db.selectFrom('brands').select('id').where('name', '=', 'Rolex').executeTakeFirstOrThrow();
    const { n } = await database.db
      .selectFrom('watches')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('is_active', '=', true).where('stock', '>', 0)
      .where('brand_id', '=', rolex.id)
      .executeTakeFirstOrThrow();
    expect(n).toBeGreaterThan(10);
    for (const app of [cached, uncached]) {
      const seen: number[] = [];
      const pages = Math.ceil(n / 7);
      for (let page = 1; page <= pages; page++) {
        const body = (await get(app, `/api/watches/?page_size=7&page=${page}&ordering=price_usd&brand_ids=${rolex.id}`)).json() as Paged;
        expect(body.count, `page ${page}`).toBe(n);
        expect(body.results.length, `page ${page}`).toBe(page < pages ? 7 : n - 7 * (pages - 1));
        expect(body.next === null, `page ${page}`).toBe(page === pages);
        expect(body.previous === null, `page ${page}`).toBe(page === 1);
        seen.push(...body.results.map((w) => w.id));
      }
      expect(new Set(seen).size).toBe(n);
    }
  });

  it('answers are identical with the cache on and off', async () => {
    const ids = await database.db.selectFrom('watches').select('id').orderBy('id').limit(5).execute();
    const urls = [
      ...PUBLIC,
      ...ids.map(({ id }) => `/api/watches/${id}/`),
      '/api/watches/?page_size=24&ordering=brand__name&page=3',
      '/api/watches/?page_size=24&search=sub',
      '/api/watches/?search=%D1%80%D0%BE%D0%BB%D0%B5%D0%BA%D1%81',
      '/api/watches/facets/?search=daytona',
      '/api/watches/99999999/',
    ];
    for (const url of urls) {
      for (const lang of ['ru', 'en']) {
        const on = await get(cached, url, { 'accept-language': lang });
        const onAgain = await get(cached, url, { 'accept-language': lang });
        const off = await get(uncached, url, { 'accept-language': lang });
        expect(on.statusCode, url).toBe(off.statusCode);
        expect(on.body, url).toBe(off.body);
        expect(onAgain.body, url).toBe(off.body);
      }
    }
  });

  it('search through the trigram indexes finds what a full scan finds (partial model, reference and brand)', async () => {
    const { rows: indexes } = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND indexname LIKE '%trgm%'`.execute(
      database.db,
    );
    // pg_trgm is available on both databases here (PGlite loads it; PostgreSQL's contrib has it).
    expect(indexes.map((i) => i.indexname)).toEqual(expect.arrayContaining(['watches_model_trgm_idx', 'watches_reference_trgm_idx']));
    const sample = await database.db.selectFrom('watches').select(['model_name', 'reference_key']).where('is_active', '=', true).where('stock', '>', 0).orderBy('id').limit(3).execute();
    const words = [
      ...sample.map((w) => w.model_name.slice(1, 5).toLowerCase()),
      ...sample.map((w) => w.reference_key.slice(0, 4)),
      'sub',
      'daytona',
      'rol',
      'ролекс',
      'patek 57',
    ];
    const ids = (search: string) => matching(database.db, watches, { search }).select('p.id').orderBy('p.id').execute();
    for (const word of words) {
      const scanned = await database.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_indexscan = off`.execute(trx);
        await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
        return matching(trx, watches, { search: word }).select('p.id').orderBy('p.id').execute();
      });
      const indexed = await database.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        return matching(trx, watches, { search: word }).select('p.id').orderBy('p.id').execute();
      });
      expect(indexed, word).toEqual(scanned);
      expect(await ids(word), word).toEqual(scanned);
      const api = (await get(uncached, `/api/watches/?page_size=100&search=${encodeURIComponent(word)}`)).json() as Paged;
      expect(api.count, word).toBe(scanned.length);
    }
    // The index really serves a leading-wildcard search when the planner is kept off a full scan.
    const plan = await database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM watches WHERE model_name ILIKE '%ubmar%'`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/watches_model_trgm_idx/);
  });
});
