import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import type { Database } from '../../server/db/types.ts';
import { runManager } from '../../server/manager/commands.ts';
import { assertMatchesContract } from '../support/contract.ts';
import { FakeBotApi } from '../support/fake-bot-api.ts';
import { startNode, type ServerNode } from '../support/nodes.ts';

/**
 * Issue 16 "More than one machine": two real server processes (`node --import tsx server/main.ts`, production
 * mode, each with its own port and its own DATA_DIR) on one PostgreSQL, started at the same moment on an empty
 * schema, as stateless API nodes behind a load balancer (TRUST_PROXY=true: the client is X-Forwarded-For's). The
 * test talks to each node directly and proves that what must hold across nodes does: per-client limits count
 * the total, an idempotent checkout retried on the other node is the same order, a photo uploaded through one
 * node is served by the other, sessions and verification codes work across nodes (no JWT_SECRET: the signing
 * key is the database's), and the managers' outbox delivers each message exactly once with both nodes' workers
 * running against a Bot API that fails every message twice.
 *
 * PostgreSQL only (embedded PGlite admits one process): TEST_DATABASE_URL, else the local PostgreSQL the README's
 * machine runs; when neither answers, this file fails and says so (never a silent skip).
 */
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const TOKEN = '7000000016:AAE-multinode-test-token';
const CHAT = '-1001600000016';
const PASSWORD = 'Daytona-116500';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Answer {
  status: number;
  headers: Record<string, string>;
  bytes: Buffer;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

/** One HTTP call to a node, its answer checked against openapi.yaml like every answer of the server suite. */
async function call(
  node: ServerNode,
  method: string,
  path: string,
  options: { json?: unknown; body?: Buffer; headers?: Record<string, string>; client?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.client) headers['x-forwarded-for'] = options.client;
  let body: string | Blob | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    body = new Blob([new Uint8Array(options.body)]);
  }
  const response = await fetch(`${node.base}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const bytes = Buffer.from(await response.arrayBuffer());
  const answer: Answer = {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    bytes,
    text: bytes.toString('utf8'),
    json: <T,>() => JSON.parse(bytes.toString('utf8')) as T,
  };
  assertMatchesContract(method, path, { statusCode: answer.status, headers: answer.headers, body: answer.text });
  return answer;
}

/** A multipart/form-data body as a browser's FormData would send it. */
async function multipart(fields: Record<string, string>, photo: Buffer): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'watch.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('two API nodes on one PostgreSQL', () => {
  const schema = `multinode_${randomBytes(6).toString('hex')}`;
  const bot = new FakeBotApi();
  let database: DatabaseHandle;
  let db: Kysely<Database>;
  let a: ServerNode;
  let b: ServerNode;
  let clients = 0;
  /** Every scenario speaks from its own client addresses (X-Forwarded-For), so no limit of one reaches another. */
  const nextClient = () => `203.0.113.${++clients}`;

  /** A confirmed customer: registered on `first` (the code read from that node's log), the code verified on `second`. */
  async function customer(phone: string, first: ServerNode, second: ServerNode): Promise<{ authorization: string }> {
    const client = nextClient();
    const registered = await call(first, 'POST', '/api/auth/register/', { json: { phone, password: PASSWORD }, client });
    expect(registered.status, registered.text).toBe(201);
    const verified = await call(second, 'POST', '/api/auth/verify_code/', { json: { phone, code: await first.smsCode(phone) }, client });
    expect(verified.status, verified.text).toBe(200);
    return { authorization: `Bearer ${verified.json<{ access: string }>().access}` };
  }

  beforeAll(async () => {
    const admin = await openDatabase({ url, poolSize: 1 });
    try {
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
    } catch (error) {
      throw new Error(
        `tests/server/multinode.test.ts needs PostgreSQL (embedded PGlite admits one process) and could not reach ${url}: ` +
          'start PostgreSQL or set TEST_DATABASE_URL (CI sets it: .ci/run).',
        { cause: error },
      );
    }
    await admin.close();
    const apiBase = await bot.start();
    const env = {
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      SEED_WATCHES: '20',
      // Behind a load balancer: the client is the address it puts in X-Forwarded-For.
      TRUST_PROXY: 'true',
      // No JWT_SECRET: the nodes must agree on the key the database keeps.
      JWT_SECRET: '',
      TELEGRAM_BOT_TOKEN: TOKEN,
      MANAGER_TELEGRAM_CHAT_ID: CHAT,
      TELEGRAM_API_BASE: apiBase,
      NOTIFY_POLL_MS: '100',
      NOTIFY_RETRY_BASE_MS: '50',
      NOTIFY_RETRY_MAX_MS: '200',
    };
    // Both at once on the empty schema: they race on the migrations, the seed and the signing key.
    const [first, second] = await Promise.allSettled([startNode('node-a', env), startNode('node-b', env)]);
    if (first.status === 'fulfilled') a = first.value;
    if (second.status === 'fulfilled') b = second.value;
    for (const started of [first, second]) if (started.status === 'rejected') throw started.reason;
    database = await openDatabase({ url, schema, poolSize: 2 });
    db = database.db;
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await bot.close();
    if (database) {
      await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(database.db);
      await database.close();
    }
  });

  it('started together on an empty schema: migrated once, seeded once, one signing key for both', async () => {
    const migrations = await db.selectFrom('kysely_migration' as never).select(sql<string>`name`.as('name')).execute();
    expect(new Set(migrations.map((m) => m.name)).size).toBe(migrations.length);
    const watches = await db.selectFrom('watches').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(watches.n)).toBe(20);
    expect(await db.selectFrom('server_secrets').select('name').where('name', '=', 'jwt_signing_key').execute()).toHaveLength(1);
    for (const node of [a, b]) expect((await call(node, 'GET', '/api/health/')).status).toBe(200);
  });

  it('a per-client form limit (5 a minute) holds in total when the requests alternate between the nodes', async () => {
    const client = nextClient();
    const contact = (node: ServerNode, who = client) =>
      call(node, 'POST', '/api/contacts/', { json: { name: 'Анна', phone: '+7 903 555-12-34', topic: 'callback', consent: true }, client: who });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await contact(i % 2 ? b : a)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    // Three on A and two on B: each node alone has seen fewer than five, together five; the sixth is refused on both.
    for (const node of [b, a]) {
      const refused = await contact(node);
      expect(refused.status, node.name).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another client is not affected, on either node.
    const other = nextClient();
    expect((await contact(a, other)).status).toBe(201);
    expect((await contact(b, other)).status).toBe(201);
  });

  it('failed password sign-ins are limited per phone across the nodes: after five, even the right password waits on both', async () => {
    const phone = '+79160016001';
    await customer(phone, a, b);
    for (let i = 0; i < 5; i++) {
      const wrong = await call(i % 2 ? b : a, 'POST', '/api/auth/login/', { json: { phone, password: `wrong-${i}` }, client: nextClient() });
      expect(wrong.status, wrong.text).toBe(400);
    }
    for (const node of [a, b]) {
      expect((await call(node, 'POST', '/api/auth/login/', { json: { phone, password: PASSWORD }, client: nextClient() })).status, node.name).toBe(429);
    }
  });

  it('an idempotent checkout retried against the other node returns the same order, and only one exists', async () => {
    // Registered on A, the code verified on B; B's token is accepted by A.
    const me = await customer('+79160016002', a, b);
    const client = nextClient();
    const headers = (key: string) => ({ ...me, 'idempotency-key': key });
    // issue 26: a watch is one piece, so each of the two orders is of a watch of its own.
    const [watch, secondWatch] = await db.selectFrom('watches').select('id').where('is_active', '=', true).orderBy('id').limit(2).execute();
    if (!watch || !secondWatch) throw new Error('two watches expected');
    const moscow = await db.selectFrom('cities').select('id').where('country_code', '=', 'RU').orderBy('id').executeTakeFirstOrThrow();
    const checkout = { mode: 'reserve', delivery_method: 'pickup', pickup_city_id: moscow.id, first_name: 'Дмитрий', last_name: 'Орлов', phone: '+7 916 001-60-02', email: 'd.orlov@example.com', consent: true };
    const addToCart = async (node: ServerNode, watchId: number) => expect((await call(node, 'POST', '/api/cart/', { json: { watch_id: watchId }, headers: me, client })).status).toBe(201);
    const place = (node: ServerNode, key: string) => call(node, 'POST', '/api/orders/create_from_cart/', { json: checkout, headers: headers(key), client });
    const ordersOf = async () => (await db.selectFrom('orders').select(['id', 'order_number']).where('idempotency_key', 'like', 'multinode-%').orderBy('id').execute());

    // The answer from A is lost; the client retries on B with the same key.
    await addToCart(a, watch.id);
    const first = await place(a, 'multinode-1');
    expect(first.status, first.text).toBe(201);
    const retried = await place(b, 'multinode-1');
    expect(retried.status, retried.text).toBe(201);
    const order = first.json<{ id: number; order_number: string }>();
    expect(retried.json()).toMatchObject({ id: order.id, order_number: order.order_number });
    expect(await ordersOf()).toHaveLength(1);

    // The same submit reaching both nodes at the same moment: one order, both answers name it.
    await addToCart(b, secondWatch.id);
    const [onA, onB] = await Promise.all([place(a, 'multinode-2'), place(b, 'multinode-2')]);
    expect([onA.status, onB.status], `${onA.text}\n${onB.text}`).toEqual([201, 201]);
    expect(onA.json<{ order_number: string }>().order_number).toBe(onB.json<{ order_number: string }>().order_number);
    expect(onA.json<{ order_number: string }>().order_number).not.toBe(order.order_number);
    expect(await ordersOf()).toHaveLength(2);
  });

  it('issue 26: ten shoppers on the two nodes reserve one watch at the same moment: exactly one order, nine 409s', async () => {
    const piece = await db.selectFrom('watches').select('id').where('is_active', '=', true).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const moscow = await db.selectFrom('cities').select('id').where('country_code', '=', 'RU').orderBy('id').executeTakeFirstOrThrow();
    const shoppers = [];
    for (let i = 0; i < 10; i++) shoppers.push(await customer(`+7916002${String(6000 + i)}`, i % 2 ? a : b, i % 2 ? b : a));
    const client = nextClient();
    for (const [i, me] of shoppers.entries()) {
      const added = await call(i % 2 ? a : b, 'POST', '/api/cart/', { json: { watch_id: piece.id }, headers: me, client });
      expect(added.status, added.text).toBe(201);
    }
    const body = { mode: 'reserve', delivery_method: 'pickup', pickup_city_id: moscow.id, first_name: 'Анна', last_name: 'Орлова', phone: '+7 916 002-60-00', email: 'a.orlova@example.com' };
    const answers = await Promise.all(shoppers.map((me, i) => call(i % 2 ? b : a, 'POST', '/api/orders/create_from_cart/', { json: body, headers: me, client })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(await db.selectFrom('order_items').select('order_id').where('watch_id', '=', piece.id).execute()).toHaveLength(1);
    expect(await db.selectFrom('watches').select(['stock', 'reserved']).where('id', '=', piece.id).executeTakeFirstOrThrow()).toEqual({ stock: 1, reserved: 1 });
  });

  it('a request photo uploaded through one node is served, same bytes and type, by the other', async () => {
    const form = await multipart({ name: 'Игорь', phone: '+79167000016', topic: 'buyback', brand: 'Patek Philippe', model: 'Nautilus 5711', consent: 'true' }, PNG);
    const sent = await call(a, 'POST', '/api/contacts/', { body: form.body, headers: form.headers, client: nextClient() });
    expect(sent.status, sent.text).toBe(201);
    const id = sent.json<{ id: number }>().id;

    // The managers find the photo's address where they read requests: `npm run manager -- requests`.
    const lines: string[] = [];
    expect(await runManager(db, ['requests', '--kind', 'buyback'], (line) => lines.push(line))).toBe(0);
    const line = lines.find((l) => l.startsWith(`#${id} |`)) ?? '';
    const link = /\| photo (\/api\/request-photos\/[0-9a-f-]{36}\/) \|/.exec(line)?.[1];
    expect(link, line).toBeDefined();

    const served = await call(b, 'GET', link ?? '');
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.bytes.equals(PNG)).toBe(true);
    // Neither node wrote it to its own disk.
    for (const node of [a, b]) expect(existsSync(join(node.dataDir, 'uploads')), node.name).toBe(false);
    // The managers' Telegram message carries the same address.
    await until(() => bot.delivered.some((d) => d.text.includes(`Новая заявка #${id}`)), 'the buyback message');
    expect(bot.delivered.find((d) => d.text.includes(`Новая заявка #${id}`))?.text).toContain(`Фото: ${link}`);
  });

  it('with both nodes\' workers running, the outbox delivers each message exactly once through a Bot API failing each twice', async () => {
    // A burst through both nodes on top of what the scenarios above wrote (orders and requests).
    const burst = Array.from({ length: 12 }, (_, i) =>
      call(i % 2 ? b : a, 'POST', '/api/order-requests/', { json: { model: `Rolex Daytona ${116500 + i}`, name: 'Сергей', phone: '+79251112233', consent: true }, client: nextClient() }),
    );
    for (const answer of await Promise.all(burst)) expect(answer.status, answer.text).toBe(201);

    const unsent = async () =>
      Number((await db.selectFrom('notification_outbox').select((eb) => eb.fn.countAll<string>().as('n')).where('sent_at', 'is', null).executeTakeFirstOrThrow()).n);
    await until(async () => (await unsent()) === 0, 'every outbox message to be sent', 60_000);
    // Stop both nodes (SIGTERM: each worker ends its pass, then the process exits): what the fake Bot API has
    // received is then everything either node ever sent, with no wait on the clock for a late duplicate.
    await Promise.all([a.stop(), b.stop()]);

    const rows = await db.selectFrom('notification_outbox').selectAll().orderBy('id').execute();
    // 3 orders (two idempotent, one of the ten-shopper race), 7 contact requests, 1 buyback, 12 order requests.
    expect(rows.filter((r) => r.subject === 'order')).toHaveLength(3);
    expect(rows.filter((r) => r.subject === 'request')).toHaveLength(20);
    expect(bot.delivered).toHaveLength(rows.length);
    expect([...bot.paths]).toEqual([`/bot${TOKEN}/sendMessage`]);
    for (const row of rows) {
      expect(bot.delivered.filter((d) => d.text === row.message), row.message).toHaveLength(1);
      expect(bot.tries.get(row.message), row.message).toBe(3);
      expect(row).toMatchObject({ attempts: 3, sent_at: expect.any(Date), claimed_until: null });
    }
    for (const delivery of bot.delivered) expect(delivery.chat_id).toBe(CHAT);
  });
});
