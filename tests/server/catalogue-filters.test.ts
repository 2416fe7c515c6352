import { sql, type SelectQueryBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };
type Watch = {
  id: number;
  model_name: string;
  reference: string;
  brand: { id: number; name: string };
  collection: { id: number; name: string } | null;
  price_usd: string | null;
  production_year: number;
  case_diameter_mm: number;
  full_set: boolean;
  on_sale: boolean;
  is_limited_edition: boolean;
};
type Facets = Record<string, { id: number; name: string; count: number }[]>;
type WatchRows = SelectQueryBuilder<Database, 'watches', object>;

/**
 * Part 1 §3 "Filter set", §5 brand matching and search, §9 sort options and page sizes, over the seeded
 * boutique. Expected counts come from the database itself (a plain query on the watches table), never from
 * the code under test.
 */
describe.each(targets)('catalogue filters, search and paging on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(async () => server?.close());

  const get = <T>(url: string) => server.json<T>({ method: 'GET', url });
  const list = async (query: string, path = '/api/watches/') => {
    const { status, body } = await get<Paged<Watch>>(`${path}?page_size=100&${query}`);
    expect(status, query).toBe(200);
    return body;
  };
  const dbCount = async (narrow: (rows: WatchRows) => WatchRows) => {
    const base = server.database.db.selectFrom('watches').where('is_active', '=', true).where('stock', '>', 0) as WatchRows;
    const row = await narrow(base).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    return (row as { n: number }).n;
  };
  const idOf = async (table: 'brands' | 'collections' | 'workshops', name: string) =>
    (await server.database.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  /** The first two ids of a reference list that watches actually use (most used first). */
  const usedIds = async (column: 'city_id' | 'watch_type_id' | 'case_material_id' | 'glass_type_id' | 'movement_type_id' | 'strap_material_id' | 'condition_id') => {
    const rows = await server.database.db
      .selectFrom('watches')
      .select([column, sql<number>`count(*)::int`.as('n')])
      .groupBy(column)
      .orderBy('n', 'desc')
      .orderBy(column)
      .execute();
    return rows.map((r) => (r as Record<string, number>)[column] as number);
  };

  it('part 1 §3 "Filter set": every filter of /api/watches/ answers exactly the watches the database holds for it', async () => {
    const total = await dbCount((q) => q);
    const [cityA = 0, cityB = 0] = await usedIds('city_id');
    const [typeA = 0, typeB = 0] = await usedIds('watch_type_id');
    const [caseA = 0] = await usedIds('case_material_id');
    const [glassA = 0] = await usedIds('glass_type_id');
    const [moveA = 0] = await usedIds('movement_type_id');
    const [strapA = 0, strapB = 0] = await usedIds('strap_material_id');
    const [condA = 0, condB = 0] = await usedIds('condition_id');
    const functions = await server.database.db.selectFrom('watch_functions').select('function_id').groupBy('function_id').orderBy('function_id').execute();
    const [fnA = 0, fnB = 0] = functions.map((f) => f.function_id);
    const rolex = await idOf('brands', 'Rolex');
    const patek = await idOf('brands', 'Patek Philippe');
    const submariner = (await server.database.db.selectFrom('collections').select('id').where('brand_id', '=', rolex).where('name', '=', 'Submariner').executeTakeFirstOrThrow()).id;
    const workshop = (await server.database.db.selectFrom('watches').select('workshop_id').where('workshop_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).workshop_id ?? 0;
    const year = (await server.database.db.selectFrom('watches').select('production_year').orderBy('id').executeTakeFirstOrThrow()).production_year;

    const cases: [string, (q: WatchRows) => WatchRows][] = [
      [`collection=${submariner}`, (q) => q.where('collection_id', '=', submariner)],
      [`city=${cityB}`, (q) => q.where('city_id', '=', cityB)],
      [`city_ids=${cityA}`, (q) => q.where('city_id', 'in', [cityA])],
      [`watch_type=${typeA},${typeB}`, (q) => q.where('watch_type_id', 'in', [typeA, typeB])],
      [`case_material=${caseA}`, (q) => q.where('case_material_id', '=', caseA)],
      [`glass_type=${glassA}`, (q) => q.where('glass_type_id', '=', glassA)],
      [`movement_type=${moveA}`, (q) => q.where('movement_type_id', '=', moveA)],
      [`strap_material=${strapA},${strapB}`, (q) => q.where('strap_material_id', 'in', [strapA, strapB])],
      [`condition=${condA},${condB}`, (q) => q.where('condition_id', 'in', [condA, condB])],
      [`function=${fnA},${fnB}`, (q) => q.where('id', 'in', server.database.db.selectFrom('watch_functions').select('watch_id').where('function_id', 'in', [fnA, fnB]))],
      [`production_year=${year}`, (q) => q.where('production_year', '=', year)],
      ['production_year_min=2010&production_year_max=2018', (q) => q.where('production_year', '>=', 2010).where('production_year', '<=', 2018)],
      ['case_diameter_min=38&case_diameter_max=41', (q) => q.where('case_diameter_mm', '>=', '38').where('case_diameter_mm', '<=', '41')],
      ['full_set=true', (q) => q.where('full_set', '=', true)],
      ['is_limited_edition=true', (q) => q.where('is_limited_edition', '=', true)],
      ['is_limited_edition=false', (q) => q.where('is_limited_edition', '=', false)],
      ['on_sale=true', (q) => q.where('on_sale', '=', true)],
      ['on_sale=false', (q) => q.where('on_sale', '=', false)],
      [`workshop=${workshop}`, (q) => q.where('workshop_id', '=', workshop)],
      ['min_price=10000&max_price=30000', (q) => q.where('price_usd', '>=', '10000').where('price_usd', '<=', '30000')],
      ['min_price=50000', (q) => q.where('price_usd', '>=', '50000')],
      [`brand_ids=${rolex},${patek}`, (q) => q.where('brand_id', 'in', [rolex, patek])],
      ['brand=Rolex', (q) => q.where('brand_id', '=', rolex)],
      ['brand=p', (q) => q.where('brand_id', 'in', server.database.db.selectFrom('brands').select('id').where('name', 'ilike', 'p%'))],
      [`brand_ids=${rolex}&city_ids=${cityA}&full_set=true`, (q) => q.where('brand_id', '=', rolex).where('city_id', '=', cityA).where('full_set', '=', true)],
    ];
    for (const [query, narrow] of cases) {
      const expected = await dbCount(narrow);
      expect(expected, `${query} should select some but not all watches`).toBeGreaterThan(0);
      expect(expected, query).toBeLessThan(total);
      expect((await list(query)).count, query).toBe(expected);
    }
    // The sidebar's category (part 1 §2.6): watches is everything, another category nothing.
    expect((await list('category=watches')).count).toBe(total);
    expect((await list('category=jewelry')).count).toBe(0);
  });

  it('part 1 §2.6: sale, jewelry and bags take the filters that apply to them', async () => {
    const rolex = await idOf('brands', 'Rolex');
    // The sale's watches (issue 22 item 13: /api/sale/ holds every kind; `category` filters inside it).
    const sale = await list(`brand_ids=${rolex}&category=watches`, '/api/sale/');
    expect(sale.count).toBe(await dbCount((q) => q.where('on_sale', '=', true).where('brand_id', '=', rolex)));
    expect(sale.results.every((w) => w.on_sale && w.brand.id === rolex)).toBe(true);
    // on_sale=false cannot turn sale mode off.
    expect((await list('on_sale=false&category=watches', '/api/sale/')).count).toBe(await dbCount((q) => q.where('on_sale', '=', true)));

    const db = server.database.db;
    const jewelryBrand = (await db.selectFrom('jewelry').select('brand_id').orderBy('id').executeTakeFirstOrThrow()).brand_id;
    const jewelry = await list(`brand_ids=${jewelryBrand}&min_price=1000`, '/api/jewelry/');
    const jewelryExpected = await db.selectFrom('jewelry').select(sql<number>`count(*)::int`.as('n')).where('is_active', '=', true).where('stock', '>', 0).where('brand_id', '=', jewelryBrand).where('price_usd', '>=', '1000').executeTakeFirstOrThrow();
    expect(jewelry.count).toBe(jewelryExpected.n);
    expect(jewelry.count).toBeGreaterThan(0);
    const type = (await db.selectFrom('jewelry').select('jewelry_type_id').orderBy('id').executeTakeFirstOrThrow()).jewelry_type_id;
    const byType = await db.selectFrom('jewelry').select(sql<number>`count(*)::int`.as('n')).where('is_active', '=', true).where('stock', '>', 0).where('jewelry_type_id', '=', type).executeTakeFirstOrThrow();
    expect((await list(`jewelry_type=${type}`, '/api/jewelry/')).count).toBe(byType.n);

    const bagBrand = await db.selectFrom('bags').innerJoin('brands', 'brands.id', 'bags.brand_id').select(['brands.id', 'brands.name']).orderBy('bags.id').executeTakeFirstOrThrow();
    const bags = await list(`brand=${encodeURIComponent(bagBrand.name.toLowerCase())}&full_set=true`, '/api/bags/');
    const bagsExpected = await db.selectFrom('bags').select(sql<number>`count(*)::int`.as('n')).where('is_active', '=', true).where('stock', '>', 0).where('brand_id', '=', bagBrand.id).where('full_set', '=', true).executeTakeFirstOrThrow();
    expect(bags.count).toBe(bagsExpected.n);
    expect(bags.results.every((b) => b.brand.name === bagBrand.name)).toBe(true);
  });

  it('part 1 §5: brand matching ignores accents, case, spaces and punctuation and treats Bulgari and Bvlgari as one brand', async () => {
    const brandCount = async (name: string) => dbCount((q) => q.where('brand_id', '=', server.database.db.selectFrom('brands').select('id').where('name', '=', name)));
    const expectBrand = async (query: string, name: string) => {
      const body = await list(`brand=${encodeURIComponent(query)}`);
      expect(body.count, query).toBe(await brandCount(name));
      expect(body.count, query).toBeGreaterThan(0);
      expect(body.results.every((w) => w.brand.name === name), query).toBe(true);
    };
    for (const spelling of ['Bvlgari', 'bvlgari', 'Bulgari', 'BULGARI', 'bul gari', 'Булгари']) await expectBrand(spelling, 'Bvlgari');
    await expectBrand('Hermes', 'Hermès');
    await expectBrand('jaeger lecoultre', 'Jaeger-LeCoultre');
    await expectBrand('A Lange und Sohne', 'A. Lange & Söhne');
    await expectBrand('ролекс', 'Rolex');
    await expectBrand('Патек Филипп', 'Patek Philippe');
    expect((await list('brand=Rolexx')).count).toBe(0);
    expect((await list(`brand=${encodeURIComponent('&')}`)).count).toBe(0);
  });

  it('part 1 §7 search: a Russian brand name finds its brand, also by its beginning ("ролекс", "патек", "патек филипп")', async () => {
    const rolex = await idOf('brands', 'Rolex');
    const patek = await idOf('brands', 'Patek Philippe');
    const rolexCount = await dbCount((q) => q.where('brand_id', '=', rolex));
    const patekCount = await dbCount((q) => q.where('brand_id', '=', patek));
    for (const [query, id, expected] of [['ролекс', rolex, rolexCount], ['РОЛЕКС', rolex, rolexCount], ['патек', patek, patekCount], ['патек филипп', patek, patekCount], ['Patek Philippe', patek, patekCount]] as const) {
      const body = await list(`search=${encodeURIComponent(query)}`);
      expect(body.count, query).toBe(expected);
      expect(body.results.every((w) => w.brand.id === id), query).toBe(true);
    }
    // Words combine with AND: a Russian brand and a model name.
    const subs = await list(`search=${encodeURIComponent('ролекс submariner')}`);
    expect(subs.count).toBeGreaterThan(0);
    expect(subs.results.every((w) => w.brand.id === rolex && /submariner/i.test(w.model_name))).toBe(true);
  });

  it('part 1 §7 search: a reference matches whatever spaces, dashes or dots the shopper types', async () => {
    const db = server.database.db;
    const target = await db.selectFrom('watches').select(['id', 'reference_key']).where('reference_key', 'like', '126610LN%').orderBy('id').executeTakeFirstOrThrow();
    const expected = await dbCount((q) => q.where('reference_key', 'like', '%126610LN%'));
    for (const typed of ['126610LN', '126610 LN', '126610-ln', '126610.LN', ' 126610 ln ', '126 610 LN']) {
      const body = await list(`search=${encodeURIComponent(typed)}`);
      expect(body.results.map((w) => w.id), typed).toContain(target.id);
      expect(body.count, typed).toBe(expected);
    }
    const nautilus = await db.selectFrom('watches').select('id').where('reference_key', 'like', '57111A010%').orderBy('id').executeTakeFirst();
    if (nautilus) {
      for (const typed of ['5711/1A-010', '5711 1A 010', '5711.1a.010']) {
        expect((await list(`search=${encodeURIComponent(typed)}`)).results.map((w) => w.id), typed).toContain(nautilus.id);
      }
    }
    // Search also reads model names, and `%` or `_` are plain characters, not wildcards.
    const daytona = await list('search=daytona');
    expect(daytona.count).toBe(await dbCount((q) => q.where('model_name', 'ilike', '%daytona%')));
    expect((await list(`search=${encodeURIComponent('%')}`)).count).toBe(0);
  });

  it('part 1 §3 "Facets": counts are disjunctive for every facet, search and multi-value filters included', async () => {
    const all = (await get<Facets>('/api/watches/facets/')).body;
    expect(Object.keys(all).sort()).toEqual(['brands', 'case_materials', 'cities', 'conditions', 'functions', 'glass_types', 'movement_types', 'strap_materials', 'watch_types']);
    const sum = (buckets: { count: number }[] | undefined) => (buckets ?? []).reduce((acc, b) => acc + b.count, 0);
    const [typeA, typeB] = all.watch_types ?? [];
    const query = `watch_type=${typeA?.id},${typeB?.id}`;
    const filtered = (await get<Facets>(`/api/watches/facets/?${query}`)).body;
    const count = (await list(query)).count;
    // Its own facet ignores it; every other facet counts only the matching watches.
    expect(filtered.watch_types).toEqual(all.watch_types);
    for (const key of ['brands', 'cities', 'conditions', 'case_materials', 'glass_types', 'movement_types', 'strap_materials'] as const) {
      expect(sum(filtered[key]), key).toBe(count);
    }
    const brand = filtered.brands?.[0];
    expect(brand?.count).toBe((await list(`${query}&brand_ids=${brand?.id}`)).count);
    // Functions: a watch may have several, so the facet is checked bucket by bucket.
    const fn = all.functions?.[0];
    const withFunction = (await get<Facets>(`/api/watches/facets/?function=${fn?.id}`)).body;
    expect(withFunction.functions).toEqual(all.functions);
    expect(sum(withFunction.cities)).toBe((await list(`function=${fn?.id}`)).count);
    for (const bucket of (await get<Facets>(`/api/watches/facets/?${query}`)).body.functions?.slice(0, 3) ?? []) {
      expect(bucket.count).toBe((await list(`${query}&function=${bucket.id}`)).count);
    }
    // Search and the plain brand apply to facets too; the brand facet ignores the brand filter only.
    const rolexSearch = (await get<Facets>(`/api/watches/facets/?search=${encodeURIComponent('ролекс')}`)).body;
    expect(rolexSearch.brands?.map((b) => b.name)).toEqual(['Rolex']);
    const bulgari = (await get<Facets>('/api/watches/facets/?brand=bulgari')).body;
    expect(bulgari.brands).toEqual(all.brands);
    expect(sum(bulgari.cities)).toBe((await list('brand=bulgari')).count);
    // Zero counts are left out.
    expect(Object.values(filtered).flat().every((b) => b.count > 0)).toBe(true);
  });

  it('part 1 §9: page_size is capped at 100 for products and 1000 for reference lists (400 above, naming the field)', async () => {
    for (const path of ['/api/watches/', '/api/sale/', '/api/jewelry/', '/api/bags/', '/api/popular/']) {
      const ok = await get<Paged<Watch>>(`${path}?page_size=100`);
      expect(ok.status, path).toBe(200);
      expect(ok.body.results.length, path).toBeLessThanOrEqual(100);
      const over = await get<{ errors: Record<string, string[]> }>(`${path}?page_size=101`);
      expect(over.status, path).toBe(400);
      expect(Object.keys(over.body.errors), path).toEqual(['page_size']);
    }
    for (const path of ['/api/brands/', '/api/collections/', '/api/cities/', '/api/watch-types/']) {
      expect((await get(`${path}?page_size=1000`)).status, path).toBe(200);
      const over = await get<{ errors: Record<string, string[]> }>(`${path}?page_size=1001`);
      expect(over.status, path).toBe(400);
      expect(Object.keys(over.body.errors), path).toEqual(['page_size']);
    }
    expect((await get('/api/watches/?page_size=0')).status).toBe(400);
  });

  it('part 1 §9 sort options: paging through every ordering visits each matching watch exactly once (ties broken by id)', async () => {
    const cityA = (await usedIds('city_id'))[0];
    const filter = `city_ids=${cityA}&case_diameter_min=40`;
    const expected = await dbCount((q) => q.where('city_id', '=', cityA ?? 0).where('case_diameter_mm', '>=', '40'));
    expect(expected).toBeGreaterThan(30);
    for (const ordering of ['', '-production_year', 'brand__name', 'price_usd', '-price_usd']) {
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(expected / 7); page++) {
        const body = (await get<Paged<Watch>>(`/api/watches/?${filter}&page_size=7&page=${page}${ordering ? `&ordering=${ordering}` : ''}`)).body;
        expect(body.count).toBe(expected);
        seen.push(...body.results.map((w) => w.id));
      }
      expect(seen.length, ordering).toBe(expected);
      expect(new Set(seen).size, ordering).toBe(expected);
    }
  });

  it('part 1 §7: popular answers page_size items (10 by default) in popularity order', async () => {
    const top = await server.database.db.selectFrom('watches').select('id').where('is_active', '=', true).where('stock', '>', 0).orderBy('popularity', 'desc').orderBy('id', 'desc').limit(13).execute();
    expect((await get<Paged<Watch>>('/api/popular/')).body.results.map((w) => w.id)).toEqual(top.slice(0, 10).map((w) => w.id));
    const second = (await get<Paged<Watch>>('/api/popular/?page_size=3&page=2')).body;
    expect(second.results.map((w) => w.id)).toEqual(top.slice(3, 6).map((w) => w.id));
  });
});
