import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { enqueue } from '../../server/notify/outbox.ts';
import { telegramSender } from '../../server/notify/telegram.ts';
import { OutboxWorker } from '../../server/notify/worker.ts';
import { assertMatchesContract } from '../support/contract.ts';
import { FakeBotApi } from '../support/fake-bot-api.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 15 "Server", the managers' notification channel: each new order and each new non-spam request is posted to
 * the managers' Telegram chat through the Bot API's sendMessage, from an outbox written in the order's or request's
 * own transaction and delivered by a background worker with retries. Here two API nodes share one database and a
 * local fake Bot API fails every message's first two tries (an HTTP error, then a dropped connection): exactly one
 * message per order and request arrives, none for the honeypot, and the bot token never reaches a log.
 */
const SECRET = 'notify-secret-0123456789abcdef0123456789abcdef';
const TOKEN = '7000000001:AAE-notify-test-token_secret';
const CHAT = '-1001234567890';

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(targets)('managers\' notifications through a fake Telegram Bot API on $name', (target) => {
  let server: TestServer;
  const bot = new FakeBotApi();
  const nodes: FastifyInstance[] = [];
  const logs: string[] = [];
  let config: Config;
  let customer: { authorization: string };

  /** One API node (its own app and worker) on the suite's database. */
  async function node(): Promise<FastifyInstance> {
    const app = await buildApp(
      { config, db: server.database.db, databaseKind: server.database.kind },
      { logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } },
    );
    await app.ready();
    nodes.push(app);
    return app;
  }

  const call = async (app: FastifyInstance, options: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse> => {
    const response = await app.inject(options);
    assertMatchesContract(options.method, options.url, response);
    return response;
  };
  const outbox = () => server.database.db.selectFrom('notification_outbox').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    const apiBase = await bot.start();
    server = await startTestServer(target, { watches: 10, auth: { jwtSecret: SECRET, loginAttemptsPerClient: 1000, codesPerClientPerHour: 1000 } });
    const base = loadConfig({ NODE_ENV: 'test' });
    config = {
      ...base,
      dataDir: server.dataDir,
      clientDir: '/nonexistent',
      auth: { ...base.auth, jwtSecret: SECRET, telegramBotToken: TOKEN },
      notify: { telegram: { botToken: TOKEN, chatId: CHAT, apiBase }, pollMs: 40, retryBaseMs: 30, retryMaxMs: 200 },
    };
    customer = await server.signUp('+79160002601');
  });
  afterAll(async () => {
    for (const app of nodes) await app.close();
    await server?.close();
    await bot.close();
  });

  it('two nodes, a Bot API failing each message twice: exactly one message per order and request arrives, none for the honeypot', async () => {
    const [a, b] = [await node(), await node()];
    const db = server.database.db;

    // An order on node A (the outbox row is written in the checkout's own transaction).
    const watch = await db.selectFrom('watches').select('id').where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const dubai = await db.selectFrom('cities').select('id').where('country_code', '=', 'AE').executeTakeFirstOrThrow();
    expect((await call(a, { method: 'POST', url: '/api/cart/', headers: customer, payload: { watch_id: watch.id } })).statusCode).toBe(201);
    const checkout = {
      mode: 'reserve',
      consent: true,
      delivery_method: 'pickup',
      pickup_city_id: dubai.id,
      first_name: 'Дмитрий',
      last_name: 'Орлов',
      phone: '+971 50 123 4567',
      email: 'd.orlov@example.com',
      comment: 'Позвоните до обеда',
    };
    const placed = await call(a, { method: 'POST', url: '/api/orders/create_from_cart/', headers: { ...customer, 'idempotency-key': 'notify-1' }, payload: checkout });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ id: number; order_number: string }>();
    // A replay of the same submit, and a checkout that fails (empty cart), add no message.
    expect((await call(b, { method: 'POST', url: '/api/orders/create_from_cart/', headers: { ...customer, 'idempotency-key': 'notify-1' }, payload: checkout })).statusCode).toBe(201);
    expect((await call(b, { method: 'POST', url: '/api/orders/create_from_cart/', headers: customer, payload: checkout })).statusCode).toBe(400);

    // Requests on node B; the last one is a bot's.
    const sent: Record<string, number> = {};
    const request = async (name: string, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
      // Sent as the pages send them: with the consent ticked (issue 22 §10).
      const response = await call(b, { method: 'POST', url, payload: { consent: true, ...payload }, headers, remoteAddress: `10.16.0.${Object.keys(sent).length + 1}` });
      expect(response.statusCode, response.body).toBe(201);
      sent[name] = response.json<{ id: number }>().id;
    };
    await request('contact', '/api/contacts/', { name: 'Анна', phone: '+7 903 555-12-34', topic: 'callback', message: 'Перезвоните <b>после</b> 18:00 *срочно*', page: '/contacts' }, customer);
    await request('buyback', '/api/contacts/', { name: 'Игорь', phone: '+79167000001', topic: 'buyback', brand: 'Patek Philippe', model: 'Nautilus 5711', expected_price: '115000' });
    await request('appointment', '/api/appointments/', { name: 'Дмитрий', phone: '+971 50 123 4567', city: 'dubai', date: '2099-07-15', time: '15:30' });
    await request('order_request', '/api/order-requests/', { model: 'Rolex Daytona 126500LN', name: 'Сергей', phone: '+79251112233' });
    await request('price', '/api/price-requests/', { watch: watch.id, name: 'Мария', phone: '+971559876543', email: 'maria@example.ae' });
    await request('spam', '/api/contacts/', { name: 'Bot', phone: '+79990001122', website: 'http://spam.example' });

    await until(() => bot.delivered.length >= 6);
    // The fake records a message as it arrives, the sending node once the answer is back: shutting down in between
    // would cut that answer short (the row then stays due, delivered again later: at least once). Wait for both.
    await until(async () => (await db.selectFrom('notification_outbox').select('id').where('sent_at', 'is not', null).execute()).length >= 6);
    // Shut both nodes down as a deploy does (each worker finishes its pass, and no node sends again): what the fake
    // Bot API has received is then everything ever sent, with no wait on the clock for a late duplicate.
    for (const app of nodes.splice(0)) await app.close();

    expect(bot.delivered).toHaveLength(6);
    expect([...bot.paths]).toEqual([`/bot${TOKEN}/sendMessage`]);
    for (const delivery of bot.delivered) {
      expect(delivery.chat_id).toBe(CHAT);
      // Two failed tries before each one arrived, and no more.
      expect(bot.tries.get(delivery.text)).toBe(3);
    }
    const texts = bot.delivered.map((d) => d.text);
    const one = (needle: string) => {
      const found = texts.filter((t) => t.includes(needle));
      expect(found, needle).toHaveLength(1);
      return found[0] ?? '';
    };
    const orderText = one(`Новый заказ №${order.order_number}`);
    expect(orderText).toContain('Клиент: Дмитрий Орлов, +971501234567, d.orlov@example.com');
    expect(orderText).toMatch(/• .+ ×1 — \d+\.\d{2} USD/);
    expect(orderText).toContain('Самовывоз: Дубай');
    expect(orderText).toContain('Оплата: бронирование');
    expect(orderText).toContain('Комментарий: Позвоните до обеда');
    const contact = one(`Новая заявка #${sent.contact}: Обратный звонок`);
    expect(contact).toContain('Сообщение: Перезвоните <b>после</b> 18:00 *срочно*');
    expect(contact).toContain('Страница: /contacts');
    expect(contact).toMatch(/Клиент: #\d+/);
    expect(one(`Новая заявка #${sent.buyback}: Выкуп часов`)).toContain('Модель: Nautilus 5711');
    expect(one(`Новая заявка #${sent.appointment}: Запись в бутик`)).toContain('Визит: Дубай, 15.07.2099 15:30');
    expect(one(`Новая заявка #${sent.appointment}`)).toContain('Телефон: +971501234567');
    expect(one(`Новая заявка #${sent.order_request}: Заказ модели`)).toContain('Модель: Rolex Daytona 126500LN');
    expect(one(`Новая заявка #${sent.price}: Запрос цены`)).toContain('E-mail: maria@example.ae');
    expect(texts.some((t) => t.includes(`#${sent.spam}`) || t.includes('Bot'))).toBe(false);

    const rows = await outbox();
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.subject === 'order').map((r) => r.subject_id)).toEqual([order.id]);
    expect(rows.filter((r) => r.subject === 'request').map((r) => r.subject_id).sort((x, y) => x - y)).toEqual(
      [sent.contact, sent.buyback, sent.appointment, sent.order_request, sent.price].map(Number).sort((x, y) => x - y),
    );
    for (const row of rows) expect(row).toMatchObject({ attempts: 3, sent_at: expect.any(Date), claimed_until: null, last_error: null });

    // The failures were logged, with their reason, and never with the token.
    const warnings = logs.filter((line) => line.includes('will retry'));
    expect(warnings.length).toBeGreaterThanOrEqual(12);
    expect(warnings.some((line) => line.includes('HTTP 500: Internal Server Error'))).toBe(true);
    expect(warnings.some((line) => line.includes('network:'))).toBe(true);
    expect(logs.join('\n')).not.toContain(TOKEN);
    expect(logs.join('\n')).not.toContain(TOKEN.split(':')[1]);
  });

  it('under a burst, workers racing on one database send each message once (FOR UPDATE SKIP LOCKED claims)', async () => {
    const db = server.database.db;
    const texts = Array.from({ length: 30 }, (_, i) => `burst message ${i}`);
    await db.transaction().execute(async (trx) => {
      for (const [i, text] of texts.entries()) await enqueue(trx, 'request', 900_000 + i, text);
    });
    // Besides two nodes' own pollers, three more workers claim at the same moment, again and again.
    await node();
    await node();
    const quiet = { warn: () => undefined, error: () => undefined };
    const racers = [0, 1, 2].map(() => new OutboxWorker(db, telegramSender(config.notify.telegram!), { pollMs: 1000, retryBaseMs: 10, retryMaxMs: 50, batch: 4 }, quiet));
    await until(async () => {
      await Promise.all(racers.map((worker) => worker.deliverDue()));
      const left = await db.selectFrom('notification_outbox').select((eb) => eb.fn.countAll().as('n')).where('sent_at', 'is', null).executeTakeFirstOrThrow();
      return Number(left.n) === 0;
    }, 30_000);
    for (const text of texts) {
      expect(bot.delivered.filter((d) => d.text === text), text).toHaveLength(1);
      expect(bot.tries.get(text), text).toBe(3);
    }
    // Writing the same order or request again is a no-op: one row, one message, ever.
    await enqueue(db, 'request', 900_000, 'burst message 0, again');
    expect((await outbox()).filter((r) => r.subject_id === 900_000)).toHaveLength(1);
  });

  it('retries back off exponentially up to the maximum, and a Telegram retry_after is honoured', async () => {
    // The nodes' own workers would deliver this test's row through the fake: stop them (as a shutdown does).
    for (const app of nodes.splice(0)) await app.close();
    const db = server.database.db;
    const quiet = { warn: () => undefined, error: () => undefined };
    const worker = new OutboxWorker(db, async () => ({ ok: false, error: 'HTTP 429: Too Many Requests', retryAfterMs: 7000 }), { pollMs: 1000, retryBaseMs: 1000, retryMaxMs: 8000 }, quiet);
    expect([1, 2, 3, 4, 5].map((n) => worker.retryDelay(n))).toEqual([1000, 2000, 4000, 8000, 8000]);
    await enqueue(db, 'request', 950_000, 'rate limited');
    // Only this row is due: the others were delivered.
    expect(await worker.deliverDue()).toBe(1);
    const row = await db
      .selectFrom('notification_outbox')
      .select(['attempts', 'last_error', sql<number>`extract(epoch FROM next_attempt_at - now()) * 1000`.as('wait_ms')])
      .where('subject_id', '=', 950_000)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBe('HTTP 429: Too Many Requests');
    expect(Number(row.wait_ms)).toBeGreaterThan(6000);
    expect(Number(row.wait_ms)).toBeLessThanOrEqual(7000);
    // Not due yet: nobody claims it.
    expect(await worker.deliverDue()).toBe(0);
    await db.deleteFrom('notification_outbox').where('subject_id', '=', 950_000).execute();
  });
});
