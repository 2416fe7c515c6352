import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimited } from '../../server/contract/errors.ts';
import { WindowCounter } from '../../server/limits/window-counter.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 11 item 9: one window counter for the sign-in limits and the forms' route limits, kept in the database so
 * that every API node on it counts the same hits (issue 15 "the same limits on every API node").
 */
describe.each(targets)('the window counter on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { watches: 0 });
  });
  afterAll(async () => server?.close());

  const db = () => server.database.db;
  const expire = (key: string) => sql`UPDATE rate_limit_windows SET resets_at = now() - interval '1 second' WHERE key = ${key}`.execute(db());

  it('counts hits within a window and says how long it has left', async () => {
    const counter = new WindowCounter(db());
    expect(await counter.read('t:count')).toEqual({ hits: 0, ttlMs: 0 });
    expect((await counter.hit('t:count', 60_000)).hits).toBe(1);
    const second = await counter.hit('t:count', 60_000);
    expect(second.hits).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(55_000);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    expect((await counter.read('t:count')).hits).toBe(2);
    expect((await counter.read('t:other')).hits).toBe(0);
  });

  it('starts a new window once the old one has run out, and forgets a key on reset', async () => {
    const counter = new WindowCounter(db());
    for (let i = 0; i < 3; i++) await counter.hit('t:expire', 60_000);
    await expire('t:expire');
    expect((await counter.read('t:expire')).hits).toBe(0);
    expect(await counter.hit('t:expire', 60_000)).toMatchObject({ hits: 1 });
    await counter.reset('t:expire');
    expect((await counter.read('t:expire')).hits).toBe(0);
  });

  it('is shared by every node on the database, and concurrent hits are each counted once', async () => {
    const nodeA = new WindowCounter(db());
    const nodeB = new WindowCounter(db());
    const hits = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? nodeA : nodeB).hit('t:shared', 60_000)));
    expect(hits.map((window) => window.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect((await nodeB.read('t:shared')).hits).toBe(12);
  });

  it('prunes expired windows and keeps the running ones', async () => {
    await new WindowCounter(db()).hit('t:live', 60_000);
    await new WindowCounter(db()).hit('t:stale', 60_000);
    await expire('t:stale');
    // A fresh counter (a node that just started) prunes on its first hit.
    await new WindowCounter(db()).hit('t:trigger', 60_000);
    const keys = (await db().selectFrom('rate_limit_windows').select('key').execute()).map((row) => row.key);
    expect(keys).toContain('t:live');
    expect(keys).not.toContain('t:stale');
  });

  it('a limit refuses with 429 and Retry-After once used up, checks without counting, and resets', async () => {
    const limit = new WindowCounter(db()).limit('t-limit', 2, 60_000);
    await limit.take('a');
    await limit.take('a');
    const refused = await limit.take('a').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimited);
    expect((refused as RateLimited).statusCode).toBe(429);
    expect((refused as RateLimited).retryAfter).toBeGreaterThan(55);
    expect((refused as RateLimited).retryAfter).toBeLessThanOrEqual(60);
    await expect(limit.check('a')).rejects.toBeInstanceOf(RateLimited);
    await expect(limit.check('b')).resolves.toBeUndefined();
    await limit.hit('b');
    await expect(limit.check('b')).resolves.toBeUndefined();
    await limit.reset('a');
    await expect(limit.take('a')).resolves.toBeUndefined();
  });
});
