/**
 * `npm run bench:alerts`: issue 28's "at 100,000 watches and 10,000 saved searches, importing 100 new pieces matches
 * and writes the notices in under 10 s on this machine". On a fresh embedded database (in memory; ALERTS_DB=postgres://…
 * for PostgreSQL) it seeds the demo boutique, grows the catalogue to ALERTS_WATCHES watches (default 100,000: copies of
 * the seed's watches under new references, in one INSERT … SELECT, as fast as the database can write), signs up
 * shoppers with ALERTS_SEARCHES saved searches (default 10,000: realistic filter sets — brands, price bounds, model
 * words, a brand and a reference, case materials, years, the sale, jewelry and bags — drawn so that popular sets are
 * shared by many shoppers), then imports ALERTS_PIECES new pieces (default 100) through the real import and runs the
 * matcher (server/alerts) over the events the import wrote. Prints the figures; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { MatchWorker } from '../server/alerts/match-worker.ts';
import { migrateToLatest, openDatabase } from '../server/db/database.ts';
import type { Database } from '../server/db/types.ts';
import { seed } from '../server/demo/seed/seed.ts';
import { importCatalogue } from '../server/manage/catalogue-csv.ts';

const WATCHES = Math.max(320, Number(process.env.ALERTS_WATCHES ?? 100_000) || 100_000);
const SEARCHES = Math.max(1, Number(process.env.ALERTS_SEARCHES ?? 10_000) || 10_000);
const PIECES = Math.max(1, Number(process.env.ALERTS_PIECES ?? 100) || 100);

/** A deterministic stream (mulberry32), so every run draws the same searches and pieces. */
function stream(seedValue: number) {
  let a = seedValue >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  /** Popular first: index i is drawn about as often as 1/(i+1). */
  const popular = <T>(list: readonly T[]): T => list[Math.min(list.length - 1, Math.floor(list.length ** next()) - 1)]!;
  return { next, pick, popular };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
}

/** The catalogue grown to `target` watches: the seed's watches copied under new references and a varied price. */
async function growCatalogue(db: Kysely<Database>, target: number): Promise<void> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM watches`.execute(db);
  const have = rows[0]?.n ?? 0;
  if (have >= target) return;
  await sql`INSERT INTO watches (brand_id, collection_id, model_name, reference, reference_key, watch_type_id, case_material_id, glass_type_id,
      movement_type_id, strap_material_id, condition_id, city_id, workshop_id, price_usd, previous_price_usd, guide_price_usd, price_on_request,
      on_sale, dial_color, dial_color_en, case_diameter_mm, case_thickness_mm, water_resistance_m, production_year, caliber, power_reserve_hours,
      is_limited_edition, limited_edition_pieces, full_set, description, description_en, popularity, created_at, stock, sold_at)
    SELECT w.brand_id, w.collection_id, w.model_name, w.reference || '-B' || g, w.reference_key || 'b' || g, w.watch_type_id, w.case_material_id,
      w.glass_type_id, w.movement_type_id, w.strap_material_id, w.condition_id, w.city_id, w.workshop_id,
      round(w.price_usd * (0.8 + (g % 41) / 100.0), 0), round(w.previous_price_usd * (0.8 + (g % 41) / 100.0), 0) + 100, w.guide_price_usd,
      w.price_on_request, w.on_sale, w.dial_color, w.dial_color_en, w.case_diameter_mm, w.case_thickness_mm, w.water_resistance_m,
      w.production_year, w.caliber, w.power_reserve_hours, w.is_limited_edition, w.limited_edition_pieces, w.full_set, w.description,
      w.description_en, w.popularity, w.created_at - g * interval '1 minute', w.stock, w.sold_at
    FROM generate_series(1, ${target - have}) AS g
    JOIN (SELECT *, (row_number() OVER (ORDER BY id) - 1)::int AS k FROM watches) w ON w.k = g % ${have}`.execute(db);
  await sql`ANALYZE`.execute(db);
}

interface Reference {
  watchBrands: { id: number; name: string }[];
  jewelryBrands: number[];
  bagBrands: number[];
  materials: number[];
  cities: number[];
  models: { brand: string; model: string; reference: string }[];
}

async function reference(db: Kysely<Database>): Promise<Reference> {
  const byCount = await sql<{ id: number; name: string }>`SELECT b.id, b.name FROM watches w JOIN brands b ON b.id = w.brand_id GROUP BY b.id, b.name ORDER BY count(*) DESC, b.id`.execute(db);
  const ids = async (query: ReturnType<typeof sql<{ id: number }>>) => (await query.execute(db)).rows.map((row) => row.id);
  const models = await sql<{ brand: string; model: string; reference: string }>`SELECT DISTINCT ON (w.model_name) b.name AS brand, w.model_name AS model, w.reference
    FROM watches w JOIN brands b ON b.id = w.brand_id WHERE w.id <= 320 ORDER BY w.model_name, w.id`.execute(db);
  return {
    watchBrands: byCount.rows,
    jewelryBrands: await ids(sql<{ id: number }>`SELECT DISTINCT brand_id AS id FROM jewelry ORDER BY 1`),
    bagBrands: await ids(sql<{ id: number }>`SELECT DISTINCT brand_id AS id FROM bags ORDER BY 1`),
    materials: await ids(sql<{ id: number }>`SELECT id FROM case_materials ORDER BY id`),
    cities: await ids(sql<{ id: number }>`SELECT id FROM cities ORDER BY id`),
    models: models.rows,
  };
}

type Filters = Record<string, string | number | boolean>;

/** The pool of distinct filter sets shoppers save, most popular first. */
function filterPool(ref: Reference): { page: string; filters: Filters }[] {
  const r = stream(28);
  const prices = [5000, 8000, 10_000, 15_000, 20_000, 30_000, 50_000, 100_000];
  const words = [...new Set(ref.models.map((m) => m.model.split(/\s+/)[0]!).filter((w) => w.length > 3))];
  const brand = () => r.popular(ref.watchBrands);
  const pool = new Map<string, { page: string; filters: Filters }>();
  const add = (page: string, filters: Filters) => pool.set(`${page} ${JSON.stringify(filters)}`, { page, filters });
  for (const b of ref.watchBrands.slice(0, 12)) add('catalog', { brand_ids: String(b.id) });
  while (pool.size < 2500) {
    const kind = r.next();
    if (kind < 0.25) add('catalog', { brand_ids: String(brand().id), max_price: r.pick(prices) });
    else if (kind < 0.35) add('catalog', { search: r.popular(words) });
    else if (kind < 0.42) add('catalog', { search: r.popular(words), max_price: r.pick(prices) });
    else if (kind < 0.5) add('catalog', { brand_ids: [brand().id, brand().id].sort((a, b) => a - b).join(','), min_price: r.pick(prices) / 2 });
    else if (kind < 0.58) add('catalog', { brand_ids: String(brand().id), case_material: String(r.pick(ref.materials)) });
    else if (kind < 0.64) {
      const m = r.pick(ref.models);
      add('catalog', { search: `${m.brand.split(' ')[0]} ${m.reference.slice(0, 4)}` });
    } else if (kind < 0.7) add('catalog', { production_year_min: 2015 + Math.floor(r.next() * 10), brand_ids: String(brand().id) });
    else if (kind < 0.75) add('catalog', { city: r.pick(ref.cities), max_price: r.pick(prices), full_set: true });
    else if (kind < 0.85) add('sale', r.next() < 0.5 ? { brand_ids: String(brand().id) } : { max_price: r.pick(prices) });
    else if (kind < 0.93) add('jewelry', { brand_ids: String(r.pick(ref.jewelryBrands)), ...(r.next() < 0.5 ? { max_price: r.pick(prices) } : {}) });
    else add('bags', { brand_ids: String(r.pick(ref.bagBrands)), ...(r.next() < 0.5 ? { min_price: r.pick(prices) / 4 } : {}) });
  }
  return [...pool.values()];
}

/** Shoppers with 1–6 saved searches each (never the same set twice), `count` in all. */
async function saveSearches(db: Kysely<Database>, ref: Reference, count: number): Promise<{ shoppers: number; distinct: number }> {
  const pool = filterPool(ref);
  const r = stream(2028);
  const rows: { user: number; page: string; filters: Filters }[] = [];
  let user = 0;
  while (rows.length < count) {
    user++;
    const mine = new Set<number>();
    const wanted = 1 + Math.floor(r.next() * 6);
    while (mine.size < wanted && rows.length + mine.size < count) mine.add(pool.indexOf(r.popular(pool)));
    for (const index of mine) rows.push({ user, ...pool[index]! });
  }
  const users = await sql<{ id: number }>`INSERT INTO users (phone, first_name) SELECT '7999' || lpad(g::text, 7, '0'), 'Bench' FROM generate_series(1, ${user}) g RETURNING id`.execute(db);
  const ids = users.rows.map((row) => row.id).sort((a, b) => a - b);
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('saved_searches')
      .values(
        rows.slice(i, i + 1000).map((row) => {
          const query = new URLSearchParams(Object.entries(row.filters).map(([k, v]) => [k, String(v)])).toString();
          return { user_id: ids[row.user - 1]!, name: query.slice(0, 100) || 'all', page: row.page as 'catalog', query, filters: JSON.stringify(row.filters) };
        }),
      )
      .execute();
  }
  const distinct = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT DISTINCT page, filters FROM saved_searches) s`.execute(db);
  return { shoppers: user, distinct: distinct.rows[0]?.n ?? 0 };
}

/** The import file: `count` new watches of the catalogue's own brands and models, at prices shoppers look for. */
function importCsv(ref: Reference, count: number): string {
  const r = stream(100);
  const header = 'kind,sku,brand,model,reference,year,condition,full_set,watch_type,case_material,case_diameter_mm,glass,movement,strap_material,dial_color,price_usd,previous_price_usd,stock,city';
  const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const lines = Array.from({ length: count }, (_, i) => {
    const m = r.popular(ref.models);
    const price = 3000 + Math.floor(r.next() * 60) * 1000;
    const previous = i % 5 === 0 ? String(price + 1500) : '';
    return `watch,ALERTS-${i},${quote(m.brand)},${quote(m.model)},${quote(`${m.reference}-N${i}`)},${2018 + (i % 8)},Excellent,yes,Men's,${i % 3 ? 'Steel' : 'Yellow gold'},40,Sapphire,Automatic,Steel bracelet,black,${price},${previous},1,${i % 2 ? 'Moscow' : 'Dubai'}`;
  });
  return `${header}\n${lines.join('\n')}\n`;
}

const database = await openDatabase(process.env.ALERTS_DB ? { url: process.env.ALERTS_DB } : { pgliteDir: 'memory://' });
try {
  await migrateToLatest(database.db);
  const db = database.db;
  if (process.env.ALERTS_DB) await sql`TRUNCATE saved_searches, notifications, catalogue_events`.execute(db);
  const built = await timed(async () => {
    await seed(db, { watches: 320 });
    await growCatalogue(db, WATCHES);
  });
  // The seed's arrivals are the first start's business, not this measurement's.
  await sql`UPDATE catalogue_events SET done_at = now() WHERE done_at IS NULL`.execute(db);
  const ref = await reference(db);
  const saved = await timed(() => saveSearches(db, ref, SEARCHES));
  await sql`ANALYZE`.execute(db);
  console.log(`bench:alerts on ${database.kind}: ${WATCHES} watches (built in ${seconds(built.ms)}), ${SEARCHES} saved searches of ${saved.result.shoppers} shoppers, ${saved.result.distinct} distinct filter sets (${seconds(saved.ms)})`);

  const actor = { userId: null, name: 'bench', role: 'owner' as const, via: 'cli' as const };
  const imported = await timed(() => importCatalogue(db, actor, importCsv(ref, PIECES), { dryRun: false }));
  const matcher = new MatchWorker(db, { everyMs: 60_000, telegram: false }, { warn: (details, message) => console.warn(message, details) });
  const matched = await timed(() => matcher.matchDue());
  const shoppers = await sql<{ n: number }>`SELECT count(DISTINCT user_id)::int AS n FROM notifications`.execute(db);
  console.log(`import of ${PIECES} new pieces      ${seconds(imported.ms)}  ${JSON.stringify(imported.result)}`);
  console.log(`matching + writing notices     ${seconds(matched.ms)}  (${matched.result.events} events)`);
  console.log(`notices written                ${matched.result.notices} (to ${shoppers.rows[0]?.n ?? 0} shoppers)`);
  console.log(`total (import + matching)      ${seconds(imported.ms + matched.ms)}  (goal < 10 s)`);
} finally {
  await database.close();
}
