import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistedSigningKey } from '../../server/auth/signing-key.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Without JWT_SECRET the signing key is made once and kept in the database, so `npm start` needs no set-up, a
 * restart keeps everyone signed in, and every API node on one database signs with the same key.
 */
describe.each(targets)('JWT signing key kept in the database on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { watches: 0 });
  });
  afterAll(async () => server?.close());

  it('is made once: concurrent and later calls all get the same 64-hex-digit key', async () => {
    const db = server.database.db;
    const keys = await Promise.all([persistedSigningKey(db), persistedSigningKey(db), persistedSigningKey(db)]);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(keys).size).toBe(1);
    expect(await persistedSigningKey(db)).toBe(keys[0]);
    const rows = await db.selectFrom('server_secrets').selectAll().execute();
    expect(rows).toHaveLength(1);
  });
});
