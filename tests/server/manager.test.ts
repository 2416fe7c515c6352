import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../server/db/database.ts';
import { runManager } from '../../server/manager/commands.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 13 "Server", the managers' command line: `orders [--since]` lists the orders from the server's database,
 * `order <number> confirm|ship|deliver|cancel` moves one along pending → confirmed → shipped → delivered (cancel
 * from pending or confirmed) and refuses anything else; the customer sees the change through the API.
 */
const run = promisify(execFile);
const cli = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'server/manager/cli.ts', ...args], { env: { ...process.env, ...env }, cwd: process.cwd() }).then(
    (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, stdout: failed.stdout, stderr: failed.stderr }),
  );

describe.each(targets)('the manager CLI on $name', (target) => {
  let server: TestServer;
  let me: Record<string, string>;
  const placed: { id: number; order_number: string; total_price: string }[] = [];

  const capture = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runManager(server.database.db, args, (line) => out.push(line), (line) => err.push(line));
    return { code, out, err };
  };
  const statusSeen = async (id: number) => (await server.json<{ status: string }>({ method: 'GET', url: `/api/orders/${id}/`, headers: me })).body.status;

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 10 });
    me = await server.signUp('+79190001122');
    // issue 26: a watch is one piece, so each of the two orders is of a watch of its own.
    const watches = await server.database.db.selectFrom('watches').select('id').where('is_active', '=', true).orderBy('id').limit(2).execute();
    expect(watches).toHaveLength(2);
    const dubai = await server.database.db.selectFrom('cities').select('id').where('country_code', '=', 'AE').executeTakeFirstOrThrow();
    const contact = { mode: 'reserve', first_name: 'Дмитрий', last_name: 'Орлов', phone: '+971 50 123 4567', email: 'd.orlov@example.com', consent: true };
    for (const [i, body] of [
      { ...contact, delivery_method: 'pickup', pickup_city_id: dubai.id },
      { ...contact, delivery_method: 'delivery', country: 'FR', address_city: 'Paris', postal_code: '75008', address_line1: '24 Rue du Faubourg' },
    ].entries()) {
      expect((await server.json({ method: 'POST', url: '/api/cart/', headers: me, payload: { watch_id: watches[i]?.id } })).status).toBe(201);
      const created = await server.json<{ id: number; order_number: string; total_price: string }>({ method: 'POST', url: '/api/orders/create_from_cart/', headers: me, payload: body });
      expect(created.status).toBe(201);
      placed.push(created.body);
    }
  });
  afterAll(async () => server?.close());

  it('orders: number, time, status, customer, phone, items, total and pickup or delivery of each', async () => {
    const { code, out } = await capture(['orders']);
    expect(code).toBe(0);
    const [pickup, delivery] = placed;
    expect(out).toHaveLength(3);
    expect(out[0]).toContain(`№${pickup?.order_number} | `);
    // Issue 26: a pending order says until when it holds its pieces.
    expect(out[0]).toMatch(/\| pending \(held until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\) \| Дмитрий Орлов \| \+971501234567 \|/);
    expect(out[0]).toContain(`total ${pickup?.total_price} USD`);
    expect(out[0]).toMatch(/×1 @ \d+\.\d{2}/);
    expect(out[0]).toContain('pickup: Дубай');
    expect(out[1]).toContain(`№${delivery?.order_number}`);
    expect(out[1]).toContain('delivery: 24 Rue du Faubourg, Paris, 75008, FR');
    expect(out[2]).toBe('2 order(s)');
  });

  it('orders --since: only orders placed from that day', async () => {
    await server.database.db.updateTable('orders').set({ created_at: new Date('2025-12-31T12:00:00Z') }).where('id', '=', placed[0]?.id ?? 0).execute();
    const since = await capture(['orders', '--since', '2026-01-01']);
    expect(since.out).toHaveLength(2);
    expect(since.out[0]).toContain(`№${placed[1]?.order_number}`);
    expect((await capture(['orders', '--since', '2000-01-01'])).out).toHaveLength(3);
    for (const bad of [['orders', '--since'], ['orders', '--since', 'yesterday'], ['orders', '--until', '2026-01-01']]) {
      expect((await capture(bad)).code, bad.join(' ')).toBe(2);
    }
  });

  it('order <number> moves pending → confirmed → shipped → delivered, as the customer then sees', async () => {
    const [order] = placed;
    const number = order?.order_number ?? '';
    const id = order?.id ?? 0;
    expect((await capture(['order', number, 'ship'])).code).toBe(1);
    expect(await statusSeen(id)).toBe('pending');
    expect(await capture(['order', `№${number}`, 'confirm'])).toEqual({ code: 0, out: [`№${number}: confirmed`], err: [] });
    expect(await statusSeen(id)).toBe('confirmed');
    expect((await capture(['order', number, 'confirm'])).code).toBe(1);
    expect((await capture(['order', number, 'deliver'])).code).toBe(1);
    expect((await capture(['order', number, 'ship'])).code).toBe(0);
    expect(await statusSeen(id)).toBe('shipped');
    const late = await capture(['order', number, 'cancel']);
    expect(late.code).toBe(1);
    expect(late.err[0]).toMatch(/pending or confirmed/);
    expect((await capture(['order', number, 'deliver'])).code).toBe(0);
    expect(await statusSeen(id)).toBe('delivered');
  });

  it('cancel from pending or confirmed only; unknown orders and actions are refused', async () => {
    const number = placed[1]?.order_number ?? '';
    expect((await capture(['order', number, 'cancel'])).code).toBe(0);
    expect(await statusSeen(placed[1]?.id ?? 0)).toBe('cancelled');
    expect((await capture(['order', number, 'confirm'])).code).toBe(1);
    expect(await statusSeen(placed[1]?.id ?? 0)).toBe('cancelled');
    expect((await capture(['order', '999999999', 'confirm'])).code).toBe(1);
    expect((await capture(['order', number, 'refund'])).code).toBe(2);
    expect((await capture(['order', number])).code).toBe(2);
    expect((await capture([])).code).toBe(2);
  });

  it('npm run manager runs against the configured database', async () => {
    let env: Record<string, string>;
    let dataDir: string | undefined;
    let number: string;
    if (server.databaseUrl) {
      env = { DATABASE_URL: server.databaseUrl };
      number = placed[0]?.order_number ?? '';
    } else {
      // Embedded PGlite admits one process: a database directory of its own, with one order in it.
      dataDir = mkdtempSync(join(tmpdir(), 'manager-cli-'));
      const database = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
      await migrateToLatest(database.db);
      const user = await database.db.insertInto('users').values({ phone: '79160000001' }).returning('id').executeTakeFirstOrThrow();
      await database.db.insertInto('countries').values({ code: 'AE', name: 'ОАЭ', name_en: 'UAE' }).execute();
      const city = await database.db.insertInto('cities').values({ name: 'Дубай', name_en: 'Dubai', country_code: 'AE' }).returning('id').executeTakeFirstOrThrow();
      const row = await database.db
        .insertInto('orders')
        .values({ user_id: user.id, mode: 'reserve', delivery_method: 'pickup', pickup_city_id: city.id, first_name: 'Анна', last_name: 'Белова', phone: '+79160000001', email: 'a@example.ru', subtotal: '100.00', discount: '0.00', delivery_cost: '0.00', total_price: '100.00' })
        .returning('order_number')
        .executeTakeFirstOrThrow();
      number = row.order_number;
      await database.close();
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    }
    try {
      const listed = await cli(['orders'], env);
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toContain(`№${number}`);
      const moved = await cli(['order', number, 'cancel'], env);
      expect(moved.code, moved.stderr).toBe(target.url ? 1 : 0);
      const wrong = await cli(['order', number, 'teleport'], env);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain('usage:');
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
