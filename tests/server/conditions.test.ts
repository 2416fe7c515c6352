import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as englishHouseStyle } from '../../server/db/migrations/0013_english_house_style.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 22 item 19: «Как новые» was "Unworn" in English — a stronger grade than the Russian says. It is "Like new"
 * in the conditions list, on every watch of that grade (its condition and its description, which JSON-LD and the
 * detail page read), and a database seeded before is put right by migration 0013.
 */
describe.each(targets)('the condition grades in English on $name', (target) => {
  let server: TestServer;
  const en = { 'accept-language': 'en' };

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 120 });
  });
  afterAll(async () => server?.close());

  it('lists every grade with its English name: "Like new" for «Как новые», no "Unworn"', async () => {
    const ru = await server.json<{ results: { id: number; name: string }[] }>({ method: 'GET', url: '/api/conditions/?page_size=100' });
    const english = await server.json<{ results: { id: number; name: string }[] }>({ method: 'GET', url: '/api/conditions/?page_size=100', headers: en });
    const pairs = ru.body.results.map(({ id, name }) => [name, english.body.results.find((c) => c.id === id)?.name]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        ['Новые', 'New'],
        ['Как новые', 'Like new'],
        ['Отличное', 'Excellent'],
        ['Очень хорошее', 'Very good'],
        ['Хорошее', 'Good'],
      ]),
    );
    expect(english.body.results.map((c) => c.name)).not.toContain('Unworn');
  });

  it('a watch of that grade says "Like new" in its condition and its description', async () => {
    const conditions = await server.json<{ results: { id: number; name: string }[] }>({ method: 'GET', url: '/api/conditions/?page_size=100' });
    const likeNewId = conditions.body.results.find((c) => c.name === 'Как новые')?.id;
    // One whose description states its condition (the seed writes it in most, not all).
    const { rows } = await sql<{ id: number }>`SELECT id FROM watches WHERE condition_id = ${likeNewId} AND is_active AND description_en LIKE '%condition:%' ORDER BY id LIMIT 1`.execute(server.database.db);
    const id = rows[0]?.id;
    expect(id).toBeDefined();
    const watch = await server.json<{ condition_description: string; description: string }>({ method: 'GET', url: `/api/watches/${id}/`, headers: en });
    expect(watch.body.condition_description).toBe('Like new');
    expect(watch.body.description).toContain('condition: like new, no signs of wear.');
    expect(watch.body.description).not.toMatch(/unworn/i);
  });

  it('migration 0013 renames the grade, and the US spellings, in a database seeded before', async () => {
    const db = server.database.db;
    await sql`UPDATE conditions SET name_en = 'Unworn' WHERE name = 'Как новые'`.execute(db);
    await sql`UPDATE watches SET description_en = replace(description_en, 'condition: like new,', 'condition: unworn,')`.execute(db);
    await englishHouseStyle(db as unknown as Kysely<unknown>);
    const { rows } = await sql<{ name_en: string }>`SELECT name_en FROM conditions WHERE name = 'Как новые'`.execute(db);
    expect(rows).toEqual([{ name_en: 'Like new' }]);
    const left = await sql<{ n: number }>`SELECT count(*)::int AS n FROM watches WHERE description_en ILIKE '%unworn%'`.execute(db);
    expect(left.rows[0]?.n).toBe(0);
    await sql`UPDATE workshops SET name_en = 'Moscow Service Centre' WHERE name_en = 'Moscow Service Center'`.execute(db);
    await englishHouseStyle(db as unknown as Kysely<unknown>);
    const workshops = await sql<{ name_en: string }>`SELECT name_en FROM workshops ORDER BY name_en`.execute(db);
    expect(workshops.rows.map((row) => row.name_en)).toContain('Moscow Service Center');
    expect(workshops.rows.map((row) => row.name_en).join()).not.toMatch(/Centre/);
  });
});
