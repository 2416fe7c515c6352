import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

type Piece = {
  id: number;
  model_name: string;
  brand: { id: number; name: string };
  on_sale: boolean;
  price_usd: string | null;
  previous_price_usd: string | null;
  photos: { image_url: string; is_primary: boolean }[];
};
/** A sale entry as the spec's call shape reads it: the product object itself, plus its kind. */
type Entry = Piece & { kind: 'watch' | 'jewelry' | 'bag' };
type Paged<T> = { count: number; next: string | null; results: T[] };

const TABLE = { watch: 'watches', jewelry: 'jewelry', bag: 'bags' } as const;
const kindOf = (entry: Entry): 'watches' | 'jewelry' | 'bags' => TABLE[entry.kind];

/**
 * Issue 22 item 13: `/api/sale/` lists every reduced piece of the three kinds (it listed the watches only), and its
 * category is a filter inside the sale. Expected counts come from plain queries on the database.
 */
describe.each(targets)('the sale across categories on $name', (target) => {
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
  const onSale = async (table: 'watches' | 'jewelry' | 'bags') => {
    const row = await server.database.db
      .selectFrom(`${table} as p` as 'watches as p')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('p.is_active', '=', true).where('p.stock', '>', 0)
      .where('p.on_sale', '=', true)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('counts the reduced watches, jewelry and bags, and lists each once over its pages', async () => {
    const expected = { watches: await onSale('watches'), jewelry: await onSale('jewelry'), bags: await onSale('bags') };
    expect(expected.jewelry, 'the seed reduces some jewelry').toBeGreaterThan(0);
    expect(expected.bags, 'the seed reduces some bags').toBeGreaterThan(0);
    const first = await get<Paged<Entry>>('/api/sale/?page_size=24');
    expect(first.count).toBe(expected.watches + expected.jewelry + expected.bags);

    const seen: Entry[] = [];
    for (let page = 1; page <= Math.ceil(first.count / 24); page += 1) {
      seen.push(...(await get<Paged<Entry>>(`/api/sale/?page_size=24&page=${page}`)).results);
    }
    const keys = seen.map((entry) => `${entry.kind}:${entry.id}`);
    expect(new Set(keys).size).toBe(first.count);
    for (const kind of ['watches', 'jewelry', 'bags'] as const) {
      expect(seen.filter((entry) => kindOf(entry) === kind).length, kind).toBe(expected[kind]);
    }
    for (const entry of seen) expect(entry.on_sale).toBe(true);
  });

  it('answers each entry as the product object itself (the spec\'s call shape), watches first; 33 + 7 + 6 pieces (of 300 watches 34 reduced, one of them sold: issue 26)', async () => {
    const expected = { watches: await onSale('watches'), jewelry: await onSale('jewelry'), bags: await onSale('bags') };
    expect(expected).toEqual({ watches: 33, jewelry: 7, bags: 6 });
    const first = await get<Paged<Entry>>('/api/sale/');
    expect(first.count).toBe(33 + 7 + 6);
    expect(first.results.length).toBeGreaterThan(0);
    for (const entry of first.results) {
      // Read as a reader written from the spec reads a watch of /api/watches/: no wrapper around the piece.
      expect(typeof entry.id).toBe('number');
      expect(typeof entry.model_name).toBe('string');
      expect(entry.price_usd === null || /^\d+\.\d{2}$/.test(entry.price_usd), `${entry.id} ${entry.price_usd}`).toBe(true);
      expect(Array.isArray(entry.photos)).toBe(true);
      expect(['watch', 'jewelry', 'bag']).toContain(entry.kind);
      expect(entry).not.toHaveProperty('watch');
    }
    // The first page is watches (the newest first); a watch entry is the watch its own detail answers, plus kind.
    expect(first.results.map((entry) => entry.kind)).toEqual(first.results.map(() => 'watch'));
    const { kind, ...watch } = first.results[0] as Entry;
    expect(kind).toBe('watch');
    expect(await get<Record<string, unknown>>(`/api/watches/${watch.id}/`)).toEqual(watch);

    // Over the whole sale: every watch, then every jewel, then every bag.
    const whole = await get<Paged<Entry>>('/api/sale/?page_size=100');
    const kinds = whole.results.map((entry) => entry.kind);
    expect(kinds).toEqual([...Array(33).fill('watch'), ...Array(7).fill('jewelry'), ...Array(6).fill('bag')]);
  });

  it('takes the category as a filter inside the sale, and a watch-only filter keeps the watches only', async () => {
    for (const [category, kind] of [['watches', 'watch'], ['jewelry', 'jewelry'], ['bags', 'bag']] as const) {
      const body = await get<Paged<Entry>>(`/api/sale/?category=${category}&page_size=100`);
      expect(body.count, category).toBe(await onSale(category));
      expect(body.results, category).toHaveLength(body.count);
      expect(body.results.every((entry) => entry.kind === kind), category).toBe(true);
    }
    const limited = await get<Paged<Entry>>('/api/sale/?is_limited_edition=false&page_size=100');
    expect(limited.results.every((entry) => entry.kind === 'watch')).toBe(true);
  });

  it('orders the three kinds as one list by price', async () => {
    const body = await get<Paged<Entry>>('/api/sale/?ordering=price_usd&page_size=100');
    const prices = body.results.map((entry) => entry.price_usd).filter((price): price is string => price !== null).map(Number);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(body.results.map(kindOf)).size).toBeGreaterThan(1);
  });
  it('issue 26: the demo boutique has sold every fiftieth watch: out of the lists, in the sales history newest first, never a price', async () => {
    const sold = await server.database.db.selectFrom('watches').select('id').where('stock', '=', 0).orderBy('sold_at', 'desc').orderBy('id', 'desc').execute();
    expect(sold).toHaveLength(6);
    const history = await get<{ count: number; results: { kind: string; id: number; sold_month: string }[] }>('/api/sales-history/?kind=watch');
    expect(history.count).toBe(6);
    expect(history.results.map((entry) => entry.id)).toEqual(sold.map((row) => row.id));
    expect(JSON.stringify(history)).not.toMatch(/price/);
    const total = await server.database.db.selectFrom('watches').select((eb) => eb.fn.countAll<number>().as('n')).where('is_active', '=', true).executeTakeFirstOrThrow();
    expect((await get<{ count: number }>('/api/watches/')).count).toBe(Number(total.n) - 6);
    expect(await get<{ availability: string }>(`/api/watches/${sold[0]?.id}/`)).toMatchObject({ availability: 'sold' });
  });
});
