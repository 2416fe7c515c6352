import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, migrateToLatest } from '../server/db/database.ts';
const database = await openDatabase({});
await migrateToLatest(database.db);
const app = await buildApp({ config: loadConfig({}), db: database.db, databaseKind: 'pglite' }, { logger: { level: 'warn' } });
await app.ready();
for (const [m, u, p] of [['GET','/api/health/'],['GET','/api/watches/?page_size=1'],['GET','/api/watches/?page=abc'],['POST','/api/auth/login/',{phone:'1'}],['GET','/api/cart/0/'],['GET','/api/brands/?page_size=1001']] as const) {
  const r = await app.inject({ method: m, url: u, payload: p as any });
  console.log(m, u, r.statusCode, r.body.slice(0, 300));
}
await app.close(); await database.close();
