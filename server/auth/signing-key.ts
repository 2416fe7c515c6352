import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

const NAME = 'jwt_signing_key';

/**
 * The JWT signing key when JWT_SECRET is not set: made once (32 random bytes) and kept in the database. Several
 * nodes starting together race on the insert; `ON CONFLICT DO NOTHING` lets the first one win and everyone reads
 * the winner's key back.
 */
export async function persistedSigningKey(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name: NAME, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', NAME).executeTakeFirstOrThrow();
  return row.value;
}
