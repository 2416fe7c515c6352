import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

type Paged<T> = { count: number; results: T[] };
type Product = { id: number; model_name: string; reference: string; brand: { id: number; name: string } };

/**
 * Issue 10 item 5: the header search and the results page ask the three lists with the same `search`
 * (part 1 §7), so jewelry and bags must be found by model, reference and brand — Russian brand names and
 * accent-free spellings included — exactly as watches are. Expectations are plain queries on the database.
 */
describe.each(targets)('search across watches, jewelry and bags on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(async () => server?.close());

  const search = async (path: string, text: string) => {
    const { status, body } = await server.json<Paged<Product>>({ method: 'GET', url: `${path}?page_size=100&search=${encodeURIComponent(text)}` });
    expect(status, `${path} ${text}`).toBe(200);
    return body;
  };
  const countWhere = async (table: 'watches' | 'jewelry' | 'bags', where: string) => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} p JOIN brands b ON b.id = p.brand_id
      WHERE p.is_active AND p.stock > 0 AND ${sql.raw(where)}`.execute(server.database.db);
    return rows[0]?.n ?? 0;
  };

  it('"birkin" finds the Birkin bags (and no watch or jewel)', async () => {
    const bags = await search('/api/bags/', 'birkin');
    expect(bags.count).toBe(await countWhere('bags', `p.model_name ILIKE '%birkin%'`));
    expect(bags.count).toBeGreaterThan(0);
    expect(bags.results.every((b) => /birkin/i.test(b.model_name))).toBe(true);
    expect((await search('/api/watches/', 'birkin')).count).toBe(0);
    expect((await search('/api/jewelry/', 'birkin')).count).toBe(0);
  });

  it('"cartier love" finds Cartier Love jewelry (brand AND model), also as "картье love"', async () => {
    const expected = await countWhere('jewelry', `b.name = 'Cartier' AND p.model_name ILIKE '%love%'`);
    expect(expected).toBeGreaterThan(0);
    for (const text of ['cartier love', 'Cartier LOVE', 'картье love']) {
      const jewelry = await search('/api/jewelry/', text);
      expect(jewelry.count, text).toBe(expected);
      expect(jewelry.results.every((j) => j.brand.name === 'Cartier' && /love/i.test(j.model_name)), text).toBe(true);
    }
  });

  it('bags and jewelry are found by brand without its accent or in Russian, and by reference', async () => {
    const hermes = await countWhere('bags', `b.name = 'Hermès'`);
    expect(hermes).toBeGreaterThan(0);
    for (const text of ['hermes', 'Hermès', 'эрмес']) expect((await search('/api/bags/', text)).count, text).toBe(hermes);
    const piece = (await server.database.db.selectFrom('jewelry').select(['id', 'reference']).where('is_active', '=', true).where('stock', '>', 0).orderBy('id').executeTakeFirstOrThrow());
    const byReference = await search('/api/jewelry/', piece.reference.toLowerCase());
    expect(byReference.results.map((j) => j.id)).toContain(piece.id);
  });

  it('watch search keeps its meaning (part 1 §5, §7): "rolex" is every Rolex watch, "126610 ln" its reference', async () => {
    expect((await search('/api/watches/', 'rolex')).count).toBe(await countWhere('watches', `b.name = 'Rolex'`));
    const reference = await search('/api/watches/', '126610 ln');
    expect(reference.count).toBe(await countWhere('watches', `p.reference_key LIKE '%126610LN%'`));
    expect(reference.count).toBeGreaterThan(0);
  });
});
