import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

type Paged<T> = { count: number; results: T[] };
type Bucket = { id: number; name: string; count: number };
type Product = {
  id: number;
  brand: { id: number; name: string };
  price_usd: string | null;
  previous_price_usd: string | null;
  on_sale: boolean;
  full_set: boolean;
};

/**
 * Issue 10 items 6, 13 and 16 over the seeded boutique: each catalogue mode's brand filter lists only the houses
 * carrying it, with counts; `brand=Frank Muller` finds Franck Muller; sale pieces carry the price they were
 * reduced from; the list answers carry what a card needs to tell two pieces apart. Expectations come from plain
 * queries on the database, never from the code under test.
 */
describe.each(targets)('catalogue modes on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { catalogueCacheMs: 0 });
  });
  afterAll(async () => server?.close());

  const get = async <T>(url: string) => {
    const { status, body } = await server.json<T>({ method: 'GET', url });
    expect(status, url).toBe(200);
    return body;
  };
  /** Active pieces per brand id in one product table (optionally only those on sale). */
  const brandCounts = async (table: 'watches' | 'jewelry' | 'bags', onSale?: boolean) => {
    let query = server.database.db
      .selectFrom(`${table} as p` as 'watches as p')
      .select(['p.brand_id', sql<number>`count(*)::int`.as('n')])
      .where('p.is_active', '=', true).where('p.stock', '>', 0)
      .groupBy('p.brand_id');
    if (onSale !== undefined) query = query.where('p.on_sale', '=', onSale);
    return new Map((await query.execute()).map((row) => [row.brand_id, row.n]));
  };

  it('item 6: the jewelry and bag facets list only their own houses, each with its count, and ticking one finds its pieces', async () => {
    for (const [path, table] of [['/api/jewelry/', 'jewelry'], ['/api/bags/', 'bags']] as const) {
      const facets = await get<{ brands: Bucket[] }>(`${path}facets/`);
      const expected = await brandCounts(table);
      expect(facets.brands.length, path).toBe(expected.size);
      expect(facets.brands.length, path).toBeLessThan(20);
      for (const bucket of facets.brands) expect(bucket.count, `${path} ${bucket.name}`).toBe(expected.get(bucket.id));
      const names = facets.brands.map((b) => b.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const first = facets.brands[0] as Bucket;
      const list = await get<Paged<Product>>(`${path}?brand_ids=${first.id}&page_size=100`);
      expect(list.count).toBe(first.count);
      expect(list.results.every((p) => p.brand.id === first.id)).toBe(true);
    }
    const jewelry = await get<{ brands: Bucket[] }>('/api/jewelry/facets/');
    expect(jewelry.brands.map((b) => b.name)).toContain('Cartier');
    expect(jewelry.brands.map((b) => b.name)).not.toContain('Rolex');
    const bags = await get<{ brands: Bucket[] }>('/api/bags/facets/');
    expect(bags.brands.map((b) => b.name)).toContain('Bottega Veneta');
    expect(bags.brands.map((b) => b.name)).not.toContain('Rolex');
  });

  it('item 6: brand counts are disjunctive and other filters narrow them', async () => {
    const all = await get<{ brands: Bucket[]; jewelry_types: Bucket[] }>('/api/jewelry/facets/');
    const cartier = all.brands.find((b) => b.name === 'Cartier') as Bucket;
    // Ticking Cartier does not change the brand counts (the list stays a list of choices)…
    const ticked = await get<{ brands: Bucket[]; jewelry_types: Bucket[] }>(`/api/jewelry/facets/?brand_ids=${cartier.id}`);
    expect(ticked.brands).toEqual(all.brands);
    // …but it narrows the jewelry type counts to Cartier's pieces.
    const cartierPieces = await get<Paged<Product>>(`/api/jewelry/?brand_ids=${cartier.id}&page_size=100`);
    expect(ticked.jewelry_types.reduce((n, t) => n + t.count, 0)).toBe(cartierPieces.count);
    expect(all.jewelry_types.reduce((n, t) => n + t.count, 0)).toBe((await get<Paged<Product>>('/api/jewelry/?page_size=1')).count);
    // A search narrows the brand counts (zero counts left out, as every facet).
    const searched = await get<{ brands: Bucket[] }>(`/api/jewelry/facets/?brand_ids=${cartier.id}&search=alhambra`);
    expect(searched.brands.map((b) => b.name)).toEqual(['Van Cleef & Arpels']);
    expect(searched.brands[0]?.count).toBe((await get<Paged<Product>>('/api/jewelry/?search=alhambra&page_size=1')).count);
  });

  it('item 6: the watch facets list only houses that have watches (no Bottega Veneta), sale only houses with watches on sale', async () => {
    const facets = await get<{ brands: Bucket[] }>('/api/watches/facets/');
    const expected = await brandCounts('watches');
    expect(facets.brands.length).toBe(expected.size);
    for (const bucket of facets.brands) expect(bucket.count, bucket.name).toBe(expected.get(bucket.id));
    const names = facets.brands.map((b) => b.name);
    for (const bagHouse of ['Bottega Veneta', 'Goyard', 'Delvaux']) expect(names).not.toContain(bagHouse);
    const sale = await get<{ brands: Bucket[] }>('/api/watches/facets/?on_sale=true');
    const saleExpected = await brandCounts('watches', true);
    expect(sale.brands.length).toBe(saleExpected.size);
    for (const bucket of sale.brands) expect(bucket.count, bucket.name).toBe(saleExpected.get(bucket.id));
  });

  it('item 6: brand=Frank Muller (the home page spelling) finds the Franck Muller watches, as Bulgari finds Bvlgari', async () => {
    const franck = (await server.database.db.selectFrom('brands').select('id').where('name', '=', 'Franck Muller').executeTakeFirstOrThrow()).id;
    const expected = (await brandCounts('watches')).get(franck) ?? 0;
    expect(expected).toBeGreaterThan(0);
    for (const spelling of ['Frank Muller', 'frank muller', 'Franck Muller', 'Франк Мюллер']) {
      const body = await get<Paged<Product>>(`/api/watches/?brand=${encodeURIComponent(spelling)}&page_size=100`);
      expect(body.count, spelling).toBe(expected);
      expect(body.results.every((w) => w.brand.id === franck), spelling).toBe(true);
    }
  });

  it('item 13: sale pieces carry the price they were reduced from, above the current one; other pieces carry none', async () => {
    for (const path of ['/api/watches/?on_sale=true', '/api/jewelry/?on_sale=true', '/api/bags/?on_sale=true']) {
      const body = await get<Paged<Product>>(`${path}${path.includes('?') ? '&' : '?'}page_size=100`);
      expect(body.count, path).toBeGreaterThan(0);
      for (const piece of body.results) {
        expect(piece.on_sale).toBe(true);
        expect(piece.previous_price_usd, `${path} ${piece.id}`).not.toBeNull();
        expect(Number(piece.previous_price_usd)).toBeGreaterThan(Number(piece.price_usd));
      }
    }
    const regular = await get<Paged<Product>>('/api/watches/?on_sale=false&page_size=100');
    expect(regular.results.every((w) => w.previous_price_usd === null)).toBe(true);
    const saleWatch = (await get<Paged<Product>>('/api/sale/?category=watches&page_size=1')).results[0] as Product;
    expect((await get<Product>(`/api/watches/${saleWatch.id}/`)).previous_price_usd).toBe(saleWatch.previous_price_usd);
  });

  it('item 16: list answers carry year, condition and full set, so two pieces of one reference can be told apart', async () => {
    const watches = await get<Paged<Record<string, unknown>>>('/api/watches/?page_size=5&search=126334');
    for (const watch of watches.results) {
      expect(typeof watch.production_year).toBe('number');
      expect(typeof watch.condition_description).toBe('string');
      expect(typeof watch.full_set).toBe('boolean');
    }
    for (const path of ['/api/jewelry/', '/api/bags/']) {
      const body = await get<Paged<Record<string, unknown>>>(`${path}?page_size=5`);
      for (const piece of body.results) {
        expect(typeof piece.condition_text).toBe('string');
        expect(typeof piece.full_set).toBe('boolean');
      }
    }
  });
});
