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
 * Issue 15 "Server", the managers' side of requests: `requests [--since DATE] [--kind KIND]` prints the stored
 * requests (never the honeypot's), `request <id> in_progress|done` moves one, and the customer sees the status in
 * GET /api/users/me/requests/.
 */
const run = promisify(execFile);
const cli = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'server/manager/cli.ts', ...args], { env: { ...process.env, ...env }, cwd: process.cwd() }).then(
    (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, stdout: failed.stdout, stderr: failed.stderr }),
  );

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each(targets)('the manager CLI\'s requests on $name', (target) => {
  let server: TestServer;
  let me: Record<string, string>;
  const ids: Record<string, number> = {};
  let address = 0;

  const capture = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runManager(server.database.db, args, (line) => out.push(line), (line) => err.push(line));
    return { code, out, err };
  };
  const send = async (name: string, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
    // Sent as the pages send them: with the consent ticked (issue 22 §10).
    const response = await server.call({ method: 'POST', url, payload: { consent: true, ...payload }, headers, remoteAddress: `10.17.0.${++address}` });
    expect(response.statusCode, response.body).toBe(201);
    ids[name] = response.json<{ id: number }>().id;
  };
  const statusSeen = async (id: number) =>
    (await server.json<{ results: { id: number; status: string }[] }>({ method: 'GET', url: '/api/users/me/requests/', headers: me })).body.results.find((r) => r.id === id)?.status;

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 10 });
    me = await server.signUp('+79190002233');
    const watch = await server.database.db.selectFrom('watches').select('id').where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    await send('price', '/api/price-requests/', { watch: watch.id, name: 'Мария', phone: '+971 55 987 6543', email: 'maria@example.ae' }, { referer: 'http://localhost/product/7' });
    await send('contact', '/api/contacts/', { name: 'Анна', phone: '+7 903 555-12-34', topic: 'support', message: 'Где мой\nзаказ?', page: '/support' }, me);
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Игорь', phone: '+79167000001', topic: 'buyback', brand: 'Patek Philippe', model: 'Nautilus 5711', year: '2019', consent: 'true', page: '/watch-buyback' })) form.append(key, value);
    form.append('photo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'watch.png');
    const multipart = new Request('http://localhost/', { method: 'POST', body: form });
    const buyback = await server.call({
      method: 'POST',
      url: '/api/contacts/',
      payload: Buffer.from(await multipart.arrayBuffer()),
      headers: { 'content-type': multipart.headers.get('content-type') ?? '' },
      remoteAddress: '10.17.1.1',
    });
    expect(buyback.statusCode, buyback.body).toBe(201);
    ids.buyback = buyback.json<{ id: number }>().id;
    await send('appointment', '/api/appointments/', { name: 'Дмитрий', phone: '+971 50 123 4567', city: 'dubai', date: '2099-07-15', time: '15:30' });
    await send('order_request', '/api/order-requests/', { model: 'Rolex Daytona 126500LN', name: 'Сергей', phone: '+79251112233' });
    await send('spam', '/api/contacts/', { name: 'Bot', phone: '+79990001122', website: 'http://spam.example' });
  });
  afterAll(async () => server?.close());

  it('requests: one line each, oldest first — time, kind, status, contact, what it is about, page, photo, customer; never the honeypot\'s', async () => {
    const { code, out } = await capture(['requests']);
    expect(code).toBe(0);
    expect(out).toHaveLength(6);
    expect(out[5]).toBe('5 request(s)');
    const [price, contact, buyback, appointment, orderRequest] = out;
    expect(price).toMatch(new RegExp(`^#${ids.price} \\| \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\| price \\| new \\| Мария \\| \\+971559876543 \\| maria@example\\.ae \\| Изделие: .+ \\| — \\| page /product/7 \\| — \\| guest$`));
    expect(contact).toContain(`#${ids.contact} | `);
    expect(contact).toContain('| contact | new | Анна | +79035551234 | — | Тема: Поддержка | Где мой заказ? | page /support | — | customer #');
    expect(buyback).toContain('| buyback | new | Игорь |');
    expect(buyback).toContain('марка: Patek Philippe; модель: Nautilus 5711; год: 2019');
    expect(buyback).toMatch(/\| photo \/api\/request-photos\/[0-9a-f-]{36}\/ \| guest$/);
    expect(appointment).toContain('| appointment | new | Дмитрий | +971501234567 | — | Визит: Дубай, 15.07.2099 15:30 |');
    expect(orderRequest).toContain('| order_request | new | Сергей | +79251112233 | — | Модель: Rolex Daytona 126500LN |');
    expect(out.join('\n')).not.toContain('Bot');
  });

  it('requests --kind and --since filter; anything else is a usage error (exit 2)', async () => {
    const buyback = await capture(['requests', '--kind', 'buyback']);
    expect(buyback.out).toHaveLength(2);
    expect(buyback.out[0]).toContain(`#${ids.buyback} |`);
    expect((await capture(['requests', '--kind', 'live_photos'])).out).toEqual(['0 request(s)']);
    await server.database.db.updateTable('customer_requests').set({ created_at: new Date('2025-12-31T12:00:00Z') }).where('id', '=', ids.price ?? 0).execute();
    const since = await capture(['requests', '--since', '2026-01-01']);
    expect(since.out).toHaveLength(5);
    expect(since.out.join('\n')).not.toContain(`#${ids.price} |`);
    expect((await capture(['requests', '--kind', 'price', '--since', '2025-01-01'])).out).toHaveLength(2);
    for (const bad of [['requests', '--kind', 'order'], ['requests', '--kind'], ['requests', '--since', 'today'], ['requests', '--kind', 'price', '--kind', 'buyback'], ['requests', '--status', 'new']]) {
      const result = await capture(bad);
      expect(result.code, bad.join(' ')).toBe(2);
      expect(result.err[0]).toContain('usage:');
    }
  });

  it('request <id> in_progress|done moves it (the customer sees it); a repeat, an unknown or a honeypot id is refused', async () => {
    const id = ids.contact ?? 0;
    expect(await statusSeen(id)).toBe('new');
    expect(await capture(['request', String(id), 'in_progress'])).toEqual({ code: 0, out: [`#${id}: in_progress`], err: [] });
    expect(await statusSeen(id)).toBe('in_progress');
    expect(await capture(['request', `#${id}`, 'done'])).toEqual({ code: 0, out: [`#${id}: done`], err: [] });
    expect(await statusSeen(id)).toBe('done');
    expect(await capture(['request', String(id), 'done'])).toEqual({ code: 1, out: [], err: [`#${id} is already done.`] });
    // Reopened by a manager, then closed straight from new elsewhere.
    expect((await capture(['request', String(id), 'in_progress'])).code).toBe(0);
    expect((await capture(['request', String(ids.appointment), 'done'])).code).toBe(0);
    expect((await capture(['requests', '--kind', 'appointment'])).out[0]).toContain('| appointment | done |');
    const changed = await server.database.db.selectFrom('customer_requests').select('status_changed_at').where('id', '=', ids.appointment ?? 0).executeTakeFirstOrThrow();
    expect(changed.status_changed_at).toBeInstanceOf(Date);
    expect(await capture(['request', String(ids.spam), 'done'])).toEqual({ code: 1, out: [], err: [`No request #${ids.spam}.`] });
    expect((await capture(['request', '999999999', 'done'])).code).toBe(1);
    for (const bad of [['request', String(id), 'close'], ['request', String(id)], ['request', 'abc', 'done'], ['request', '99999999999', 'done'], ['request', '0', 'done']]) {
      expect((await capture(bad)).code, bad.join(' ')).toBe(2);
    }
  });

  it('npm run manager -- requests / request runs against the configured database', async () => {
    let env: Record<string, string>;
    let dataDir: string | undefined;
    let id: number;
    if (server.databaseUrl) {
      env = { DATABASE_URL: server.databaseUrl };
      id = ids.order_request ?? 0;
    } else {
      // Embedded PGlite admits one process: a database directory of its own, with one request in it.
      dataDir = mkdtempSync(join(tmpdir(), 'manager-requests-'));
      const database = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
      await migrateToLatest(database.db);
      const row = await database.db
        .insertInto('customer_requests')
        .values({ kind: 'order_request', user_id: null, name: 'Сергей', phone: '+79251112233', email: null, message: null, details: JSON.stringify({ model: 'Rolex Daytona 126500LN' }), is_spam: false, client_key: null, page: '/' })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
      await database.close();
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    }
    try {
      const listed = await cli(['requests', '--kind', 'order_request'], env);
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toContain(`#${id} |`);
      expect(listed.stdout).toContain('Модель: Rolex Daytona 126500LN');
      const closed = await cli(['request', String(id), 'done'], env);
      expect(closed.code, closed.stderr).toBe(0);
      expect(closed.stdout.trim()).toBe(`#${id}: done`);
      const wrong = await cli(['request', String(id), 'archive'], env);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain('npm run manager -- requests');
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
