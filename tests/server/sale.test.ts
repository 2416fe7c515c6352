import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

type Piece = { id: number; brand: { id: number; name: string }; on_sale: boolean; price_usd: string | null; previous_price_usd: string | null };
type Entry = { watch?: Piece; jewelry?: Piece; bag?: Piece };
type Paged<T> = { count: number; next: string | null; results: T[] };

const kindOf = (entry: Entry): 'watches' | 'jewelry' | 'bags' => (entry.watch ? 'watches' : entry.jewelry ? 'jewelry' : 'bags');
const pieceOf = (entry: Entry): Piece => (entry.watch ?? entry.jewelry ?? entry.bag) as Piece;

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
      .where('p.is_active', '=', true)
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
    const keys = seen.map((entry) => `${kindOf(entry)}:${pieceOf(entry).id}`);
    expect(new Set(keys).size).toBe(first.count);
    for (const kind of ['watches', 'jewelry', 'bags'] as const) {
      expect(seen.filter((entry) => kindOf(entry) === kind).length, kind).toBe(expected[kind]);
    }
    for (const entry of seen) {
      expect(Object.keys(entry)).toHaveLength(1);
      expect(pieceOf(entry).on_sale).toBe(true);
    }
  });

  it('takes the category as a filter inside the sale, and a watch-only filter keeps the watches only', async () => {
    for (const [category, key] of [['watches', 'watch'], ['jewelry', 'jewelry'], ['bags', 'bag']] as const) {
      const body = await get<Paged<Entry>>(`/api/sale/?category=${category}&page_size=100`);
      expect(body.count, category).toBe(await onSale(category));
      expect(body.results.every((entry) => entry[key] !== undefined), category).toBe(true);
    }
    const limited = await get<Paged<Entry>>('/api/sale/?is_limited_edition=false&page_size=100');
    expect(limited.results.every((entry) => entry.watch !== undefined)).toBe(true);
  });

  it('orders the three kinds as one list by price', async () => {
    const body = await get<Paged<Entry>>('/api/sale/?ordering=price_usd&page_size=100');
    const prices = body.results.map((entry) => pieceOf(entry).price_usd).filter((price): price is string => price !== null).map(Number);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(body.results.map(kindOf)).size).toBeGreaterThan(1);
  });
});
