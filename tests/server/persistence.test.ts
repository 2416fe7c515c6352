import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../server/db/database.ts';
import { seed } from '../../server/demo/seed/seed.ts';

/** Issue 2 §5: "restarting keeps the data" — the embedded database lives in a directory. */
describe('the embedded database persists across restarts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps migrations, the seed and new rows after close and reopen; a second migrate and seed change nothing', async () => {
    const first = await openDatabase({ pgliteDir: dir });
    // Every migration file, in order: a file left out of database.ts's list would be missed here.
    const files = readdirSync(new URL('../../server/db/migrations/', import.meta.url))
      .filter((name) => /^\d{4}_.+\.ts$/.test(name))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(await migrateToLatest(first.db)).toEqual(files);
    await seed(first.db, { watches: 300 });
    await first.db.insertInto('users').values({ phone: '79990001122' }).execute();
    const before = await first.db.selectFrom('watches').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await first.close();

    const second = await openDatabase({ pgliteDir: dir });
    expect(await migrateToLatest(second.db)).toEqual([]);
    await seed(second.db, { watches: 300 });
    const after = await second.db.selectFrom('watches').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const user = await second.db.selectFrom('users').select('phone').executeTakeFirst();
    expect(user?.phone).toBe('79990001122');
    await second.close();
  });
});
