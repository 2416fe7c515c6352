/**
 * The seed on a real database: in-memory PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set
 * (each database of the suite in its own fresh schema, dropped afterwards). The data-only checks are in
 * seed.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceKey } from '../../catalogue/keys.ts';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import { HOME_PAGE_BRANDS } from '../data/brands.ts';
import { seed, type SeedReport } from './seed.ts';
import { SEED_TABLES } from './tables.ts';
import { REFERENCE_FORMATS } from '../data/watch-models.ts';

interface Fresh {
  db: Kysely<Database>;
  close(): Promise<void>;
}

const targets: { name: string; open(): Promise<Fresh> }[] = [
  {
    name: 'pglite',
    async open() {
      const handle = await openDatabase({});
      await migrateToLatest(handle.db);
      return { db: handle.db, close: () => handle.close() };
    },
  },
];

const url = process.env.TEST_DATABASE_URL;
if (url) {
  targets.push({
    name: 'postgres',
    async open() {
      const schema = `seed_test_${randomBytes(6).toString('hex')}`;
      const admin = await openDatabase({ url, poolSize: 1 });
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
      await admin.close();
      const handle = await openDatabase({ url, schema, poolSize: 2 });
      await migrateToLatest(handle.db);
      return {
        db: handle.db,
        async close() {
          await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(handle.db);
          await handle.close();
        },
      };
    },
  });
}

/** md5 over every row of a table in id order: equal checksums mean equal data, ids included. */
async function checksum(db: Kysely<Database>, table: 'watches' | 'watch_functions' | 'jewelry' | 'bags' | 'product_photos' | 'brands'): Promise<string> {
  const order = table === 'watch_functions' ? sql`t.watch_id, t.function_id` : sql`t.id`;
  const { rows } = await sql<{ sum: string | null }>`SELECT md5(string_agg(t::text, '|' ORDER BY ${order})) AS sum FROM ${sql.table(table)} t`.execute(db);
  return rows[0]?.sum ?? '';
}

async function checksums(db: Kysely<Database>): Promise<string[]> {
  return Promise.all((['watches', 'watch_functions', 'jewelry', 'bags', 'product_photos', 'brands'] as const).map((t) => checksum(db, t)));
}

async function count(db: Kysely<Database>, query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  const { rows } = await query.execute(db);
  return rows[0]?.n ?? 0;
}

describe.each(targets)('seed on $name', (target) => {
  let main: Fresh;
  let report: SeedReport;
  /** Databases a test opened and has not closed yet (closed early, so schemas do not pile up). */
  const opened = new Set<Fresh>();
  const fresh = async () => {
    const f = await target.open();
    opened.add(f);
    return f;
  };
  const close = async (...dbs: Fresh[]) => {
    for (const f of dbs) {
      opened.delete(f);
      await f.close();
    }
  };

  beforeAll(async () => {
    main = await fresh();
    report = await seed(main.db, {});
  });
  afterAll(async () => close(...opened));

  it('fills the boutique: watches, jewelry, bags, sale, brands, cities, promo codes, videos, FAQ, banners', async () => {
    const db = main.db;
    expect(report.total.watches).toBe(320);
    expect(report.inserted.watches).toBe(320);
    expect(report.total.jewelry).toBeGreaterThanOrEqual(40);
    expect(report.total.bags).toBeGreaterThanOrEqual(40);
    expect(report.total.countries).toBeGreaterThanOrEqual(60);
    expect(await count(db, sql`SELECT count(*)::int AS n FROM watches WHERE on_sale AND is_active`)).toBeGreaterThanOrEqual(20);

    const brands = await db.selectFrom('brands').select(['name', 'name_key']).execute();
    expect(brands.length).toBeGreaterThanOrEqual(45);
    for (const name of HOME_PAGE_BRANDS) expect(brands.map((b) => b.name)).toContain(name);
    expect(brands.find((b) => b.name === 'F.P. Journe')?.name_key).toBe('fpjourne');
    expect(brands.find((b) => b.name === 'Hermès')?.name_key).toBe('hermes');
    for (const name of HOME_PAGE_BRANDS) {
      const n = await count(db, sql`SELECT count(*)::int AS n FROM watches w JOIN brands b ON b.id = w.brand_id WHERE b.name = ${name}`);
      expect(n, name).toBeGreaterThanOrEqual(12);
    }

    const cities = await db.selectFrom('cities').select(['name', 'name_en', 'country_code']).orderBy('name_en').execute();
    expect(cities).toEqual([
      { name: 'Дубай', name_en: 'Dubai', country_code: 'AE' },
      { name: 'Москва', name_en: 'Moscow', country_code: 'RU' },
    ]);
    const countries = await db.selectFrom('countries').select('code').execute();
    expect(countries.map((c) => c.code)).toEqual(expect.arrayContaining(['RU', 'AE', 'KZ', 'CH', 'US']));

    const codes = await db.selectFrom('promo_codes').selectAll().execute();
    expect(codes.find((c) => c.code === 'SAVE10')).toMatchObject({ type: 'percent', value: '10.00', is_active: true, valid_until: null });
    expect(codes.find((c) => c.code === 'FIX50')).toMatchObject({ type: 'fixed', value: '50.00', is_active: true, valid_until: null });
    expect(codes.some((c) => c.is_active && c.valid_until !== null && c.valid_until.getTime() < Date.UTC(2026, 9, 1))).toBe(true);
    expect(codes.some((c) => !c.is_active)).toBe(true);

    const videos = await db.selectFrom('videos').select(['video_url', 'format']).execute();
    expect(videos.length).toBe(12);
    expect(new Set(videos.map((v) => v.format))).toEqual(new Set(['vertical', 'horizontal']));
    for (const v of videos) expect(v.video_url).toMatch(/^https:\/\/www\.youtube\.com\/(watch\?v=|shorts\/)[A-Za-z0-9_-]{11}$/);

    expect(await count(db, sql`SELECT count(*)::int AS n FROM faqs WHERE is_active`)).toBeGreaterThanOrEqual(5);
    expect(await count(db, sql`SELECT count(*)::int AS n FROM faqs WHERE NOT is_active`)).toBe(1);
    expect(await count(db, sql`SELECT count(DISTINCT section)::int AS n FROM faqs WHERE is_active`)).toBe(4);
    expect(await count(db, sql`SELECT count(*)::int AS n FROM faqs WHERE section IS NULL`)).toBe(0);
    const banners = await db.selectFrom('banners').select('link').execute();
    expect(banners.length).toBeGreaterThanOrEqual(6);
    expect(banners.length).toBeLessThanOrEqual(10);
    const rolex = await db.selectFrom('brands').select('id').where('name', '=', 'Rolex').executeTakeFirstOrThrow();
    expect(banners.map((b) => b.link)).toEqual(expect.arrayContaining([`/catalog?brand_ids=${rolex.id}`, '/sale', '/bags', '/watch-buyback', '/appointment']));

    // No shopper data: users, carts and orders come from real sign-ups.
    for (const table of ['users', 'carts', 'orders']) {
      expect(await count(db, sql`SELECT count(*)::int AS n FROM ${sql.table(table)}`), table).toBe(0);
    }
  });

  it('gives every product exactly one primary photo, not always in first position', async () => {
    const db = main.db;
    for (const [column, table, min, max] of [['watch_id', 'watches', 2, 4], ['jewelry_id', 'jewelry', 1, 3], ['bag_id', 'bags', 1, 3]] as const) {
      const { rows } = await sql<{ photos: number; primaries: number }>`
        SELECT count(ph.id)::int AS photos, count(ph.id) FILTER (WHERE ph.is_primary)::int AS primaries
        FROM ${sql.table(table)} p LEFT JOIN product_photos ph ON ph.${sql.ref(column)} = p.id
        GROUP BY p.id`.execute(db);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.primaries, table).toBe(1);
        expect(row.photos, table).toBeGreaterThanOrEqual(min);
        expect(row.photos, table).toBeLessThanOrEqual(max);
      }
    }
    expect(await count(db, sql`SELECT count(*)::int AS n FROM product_photos WHERE is_primary AND position > 0`)).toBeGreaterThan(10);
  });

  it('stores plausible watches', async () => {
    const db = main.db;
    const watches = await db
      .selectFrom('watches as w')
      .innerJoin('brands as b', 'b.id', 'w.brand_id')
      .innerJoin('movement_types as mt', 'mt.id', 'w.movement_type_id')
      .innerJoin('watch_types as wt', 'wt.id', 'w.watch_type_id')
      .select([
        'b.name as brand', 'w.reference', 'w.reference_key', 'w.production_year', 'w.case_diameter_mm', 'w.is_limited_edition',
        'w.limited_edition_pieces', 'w.price_usd', 'w.price_on_request', 'w.on_sale', 'w.power_reserve_hours', 'mt.name_en as movement',
        'wt.name_en as type', 'w.water_resistance_m', 'w.collection_id', 'w.description', 'w.description_en', 'w.dial_color', 'w.dial_color_en',
      ])
      .execute();
    for (const w of watches) {
      const what = `${w.brand} ${w.reference} ${w.production_year}`;
      expect(w.production_year, what).toBeGreaterThanOrEqual(1950);
      expect(w.production_year, what).toBeLessThanOrEqual(2025);
      expect(Number(w.case_diameter_mm), what).toBeGreaterThanOrEqual(28);
      expect(Number(w.case_diameter_mm), what).toBeLessThanOrEqual(47);
      if (w.is_limited_edition) expect(w.limited_edition_pieces, what).toBeGreaterThanOrEqual(10);
      else expect(w.limited_edition_pieces, what).toBeNull();
      expect(w.reference_key).toBe(referenceKey(w.reference));
      const format = REFERENCE_FORMATS[w.brand as keyof typeof REFERENCE_FORMATS];
      if (format) expect(w.reference, what).toMatch(format);
      if (w.price_usd !== null) expect(w.price_usd, what).toMatch(/^\d+00\.00$/);
      if (w.on_sale) expect(w.price_usd, what).not.toBeNull();
      if (w.movement === 'Quartz') expect(w.power_reserve_hours, what).toBeNull();
      else expect(w.power_reserve_hours, what).toBeGreaterThanOrEqual(38);
      if (w.type === 'Diver') expect(w.water_resistance_m ?? 0, what).toBeGreaterThanOrEqual(200);
      if (w.brand === 'Richard Mille') expect(w.production_year, what).toBeGreaterThanOrEqual(2001);
      expect(w.collection_id, what).not.toBeNull();
      expect(w.description.length).toBeGreaterThan(20);
      expect(w.description_en.length).toBeGreaterThan(20);
      expect(w.dial_color && w.dial_color_en).toBeTruthy();
    }
    expect(watches.some((w) => w.price_on_request)).toBe(true);
    expect(watches.some((w) => !w.price_on_request && w.price_usd === null)).toBe(true);
    expect(watches.some((w) => w.production_year < 1990)).toBe(true);
    const limited = watches.filter((w) => w.is_limited_edition).length / watches.length;
    expect(limited).toBeGreaterThan(0.04);
    expect(limited).toBeLessThan(0.14);
    const rolexTourbillons = await count(db, sql`
      SELECT count(*)::int AS n FROM watch_functions wf JOIN watches w ON w.id = wf.watch_id JOIN brands b ON b.id = w.brand_id
      JOIN functions f ON f.id = wf.function_id WHERE b.name = 'Rolex' AND f.name_en = 'Tourbillon'`);
    expect(rolexTourbillons).toBe(0);
    expect(await count(db, sql`SELECT max(c)::int AS n FROM (SELECT count(*) AS c FROM watch_functions GROUP BY watch_id) x`)).toBeLessThanOrEqual(3);
    const places = await sql<{ name_en: string }>`
      SELECT DISTINCT c.name_en FROM (SELECT city_id FROM jewelry UNION SELECT city_id FROM bags) p JOIN cities c ON c.id = p.city_id`.execute(db);
    expect(places.rows.map((r) => r.name_en)).toEqual(['Dubai']);
    expect(await count(db, sql`SELECT count(*)::int AS n FROM jewelry WHERE on_sale`)).toBeGreaterThan(0);
    expect(await count(db, sql`SELECT count(*)::int AS n FROM bags WHERE on_sale`)).toBeGreaterThan(0);
  });

  it('is idempotent: a second run adds nothing and changes nothing', async () => {
    const before = await checksums(main.db);
    const again = await seed(main.db, { watches: 320 });
    for (const table of SEED_TABLES) expect(again.inserted[table], table).toBe(0);
    expect(again.total).toEqual(report.total);
    expect(await checksums(main.db)).toEqual(before);
  });

  it('is deterministic: a fresh database gets the same rows and ids', async () => {
    const expected = await checksums(main.db);
    const other = await fresh();
    await seed(other.db, { watches: 320 });
    const actual = await checksums(other.db);
    await close(other);
    expect(actual).toEqual(expected);
  });

  it('grows: 320 then 400 gives the 400 watches a fresh 400-watch seed gives', async () => {
    const grown = await fresh();
    await seed(grown.db, { watches: 320 });
    const more = await seed(grown.db, { watches: 400 });
    expect(more.inserted.watches).toBe(80);
    expect(more.total.watches).toBe(400);
    expect(more.inserted.jewelry + more.inserted.bags + more.inserted.brands).toBe(0);
    // Asking for fewer than stored removes nothing.
    expect((await seed(grown.db, { watches: 100 })).total.watches).toBe(400);
    const grownSums = [await checksum(grown.db, 'watches'), await checksum(grown.db, 'watch_functions')];
    await close(grown);
    const direct = await fresh();
    await seed(direct.db, { watches: 400 });
    const directSums = [await checksum(direct.db, 'watches'), await checksum(direct.db, 'watch_functions')];
    await close(direct);
    expect(grownSums).toEqual(directSums);
  });
});
