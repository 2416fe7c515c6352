import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredColumns } from '../../server/db/columns.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { targets } from '../support/server.ts';

/** information_schema's data_type (udt_name for arrays) → how the drivers hand the value to server code. */
const COARSE: Record<string, string> = {
  integer: 'number',
  smallint: 'number',
  bigint: 'bigint',
  real: 'number',
  'double precision': 'number',
  // numeric is read as a decimal string (exact money), never a float.
  numeric: 'string',
  text: 'string',
  character: 'string',
  'character varying': 'string',
  uuid: 'string',
  boolean: 'boolean',
  'timestamp with time zone': 'Date',
  'timestamp without time zone': 'Date',
  date: 'Date',
  json: 'json',
  jsonb: 'json',
  // bytea: a Buffer from pg, a Uint8Array from PGlite.
  bytea: 'bytes',
  _text: 'string[]',
};

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
}

/**
 * server/db/types.ts (through its run-time mirror server/db/columns.ts, held equal to it by tsc) against the
 * schema the migrations build: the same tables, the same columns, each read as the same coarse type and null
 * exactly where the schema allows null. Kysely's own bookkeeping tables are not the application's.
 */
describe.each(targets)('server/db/types.ts matches the migrated schema on $name', (target) => {
  let database: DatabaseHandle;
  let schema: string | undefined;
  beforeAll(async () => {
    if (target.url) {
      schema = `test_${randomBytes(6).toString('hex')}`;
      const admin = await openDatabase({ url: target.url, poolSize: 1 });
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
      await admin.close();
    }
    database = await openDatabase({ url: target.url, schema, poolSize: 1 });
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    if (schema) await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(database.db);
    await database?.close();
  });

  it('every table and column, with its coarse type and nullability, is declared exactly as migrated', async () => {
    const { rows } = await sql<ColumnRow>`
      SELECT table_name, column_name, data_type, udt_name, is_nullable
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name NOT LIKE 'kysely\\_migration%'
      ORDER BY table_name, column_name`.execute(database.db);
    const migrated: Record<string, Record<string, string>> = {};
    for (const row of rows) {
      const coarse = COARSE[row.data_type === 'ARRAY' ? row.udt_name : row.data_type] ?? `unmapped ${row.data_type}`;
      (migrated[row.table_name] ??= {})[row.column_name] = row.is_nullable === 'YES' ? `${coarse} | null` : coarse;
    }
    expect(Object.keys(migrated).length).toBeGreaterThan(30);
    expect(migrated).toEqual(sortedDeep(declaredColumns));
  });
});

/** toEqual ignores key order already; sorting only makes a failure's diff read table by table. */
function sortedDeep(tables: Record<string, Record<string, string>>): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.keys(tables)
      .sort()
      .map((table) => [table, Object.fromEntries(Object.entries(tables[table] ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)))]),
  );
}
