import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { assertMatchesContract } from '../support/contract.ts';
import { FakeBotApi, type Delivery } from '../support/fake-bot-api.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 27 "Telegram actions": the managers' messages carry buttons (Confirm / Cancel, Take / Done); a press by a
 * staff account linked to the presser's Telegram user, in the managers' chat, moves the order or request once
 * (audited via 'telegram'), answers the presser and edits the message. Presses arrive by long polling — one node
 * at a time, leased in the database — or through the webhook when TELEGRAM_WEBHOOK_URL is set. Against the local
 * fake Bot API (tests/support/fake-bot-api.ts), which hands out updates by offset as Telegram does.
 */
const SECRET = 'actions-secret-0123456789abcdef0123456789abcdef';
const TOKEN = '7000000027:AAE-actions-test-token_secret';
const CHAT = '-1002700000027';
const [ANNA, IGOR, CUSTOMER, STRANGER] = [27001, 27004, 27002, 27003];
const WEBHOOK_URL = 'https://shop.example/api/telegram/webhook/';

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const buttons = (...row: [string, string][]) => ({ inline_keyboard: row.length ? [row.map(([text, callback_data]) => ({ text, callback_data }))] : [] });

describe.each(targets)('the managers\' Telegram buttons on $name', (target) => {
  let server: TestServer;
  const bot = new FakeBotApi(0);
  const nodes: FastifyInstance[] = [];
  let config: Config;
  let customer: { authorization: string };
  let annaId: number;
  let watchIndex = 0;

  async function node(overrides: Partial<Config['notify']> = {}): Promise<FastifyInstance> {
    const app = await buildApp({ config: { ...config, notify: { ...config.notify, ...overrides } }, db: server.database.db, databaseKind: server.database.kind }, { logger: false });
    await app.ready();
    nodes.push(app);
    return app;
  }
  const closeAll = async () => {
    for (const app of nodes.splice(0)) await app.close();
  };
  const call = async (app: FastifyInstance, options: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse> => {
    const response = await app.inject(options);
    assertMatchesContract(options.method, options.url, response);
    return response;
  };
  const db = () => server.database.db;
  const delivered = (needle: string): Promise<Delivery> =>
    until(() => bot.delivered.some((d) => d.text.includes(needle)), needle).then(() => bot.delivered.find((d) => d.text.includes(needle))!);
  const audits = (subject: string, id: number) => db().selectFrom('audit_log').selectAll().where('subject_type', '=', subject as 'order').where('subject_id', '=', String(id)).orderBy('id').execute();
  const orderStatus = async (app: FastifyInstance, id: number) => (await call(app, { method: 'GET', url: `/api/orders/${id}/`, headers: customer })).json<{ status: string }>().status;

  /** A reservation placed by the customer through the API: answers its id and number. */
  async function placeOrder(app: FastifyInstance): Promise<{ id: number; order_number: string }> {
    const watch = await db().selectFrom('watches').select('id').where('is_active', '=', true).orderBy('id').offset(watchIndex++).executeTakeFirstOrThrow();
    const dubai = await db().selectFrom('cities').select('id').where('country_code', '=', 'AE').executeTakeFirstOrThrow();
    expect((await call(app, { method: 'POST', url: '/api/cart/', headers: customer, payload: { watch_id: watch.id } })).statusCode).toBe(201);
    const payload = { mode: 'reserve', consent: true, delivery_method: 'pickup', pickup_city_id: dubai.id, first_name: 'Дмитрий', last_name: 'Орлов', phone: '+971 50 123 4567', email: 'd.orlov@example.com' };
    const placed = await call(app, { method: 'POST', url: '/api/orders/create_from_cart/', headers: customer, payload });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json();
  }

  /** A press through long polling, waited for until handled and confirmed; answers what the presser was told. */
  async function press(from: number, message: Delivery, data: string, chat: string | number = CHAT): Promise<string[]> {
    const update = bot.press(from, chat, message.message_id, data);
    await until(() => bot.confirmed(update.update_id), `update ${update.update_id} handled`);
    return bot.answersTo(update.callback_query.id);
  }

  beforeAll(async () => {
    const apiBase = await bot.start();
    server = await startTestServer(target, { watches: 10, auth: { jwtSecret: SECRET, loginAttemptsPerClient: 1000, codesPerClientPerHour: 1000 } });
    const base = loadConfig({ NODE_ENV: 'test' });
    config = {
      ...base,
      dataDir: server.dataDir,
      clientDir: '/nonexistent',
      auth: { ...base.auth, jwtSecret: SECRET, telegramBotToken: TOKEN },
      notify: { telegram: { botToken: TOKEN, chatId: CHAT, apiBase }, pollMs: 30, retryBaseMs: 30, retryMaxMs: 200 },
    };
    customer = await server.signUp('+79160002702');
    await server.signUp('+79160002701');
    await server.signUp('+79160002704');
    const link = (phone: string, values: Record<string, unknown>) => db().updateTable('users').set(values).where('phone', '=', phone.slice(1)).returning('id').executeTakeFirstOrThrow();
    annaId = (await link('+79160002701', { staff_role: 'manager', telegram_id: String(ANNA), first_name: 'Анна', last_name: 'Смирнова' })).id;
    await link('+79160002704', { staff_role: 'owner', telegram_id: String(IGOR), first_name: 'Игорь', last_name: 'Петров' });
    // The customer signed in with Telegram once: linked, but not staff.
    await link('+79160002702', { telegram_id: String(CUSTOMER) });
  });
  afterAll(async () => {
    await closeAll();
    await server?.close();
    await bot.close();
  });

  it('an order: a stranger is refused, a manager confirms once (audited, message edited), a second press is told, cancel ends it', async () => {
    const app = await node();
    const order = await placeOrder(app);
    const message = await delivered(`Новый заказ №${order.order_number}`);
    expect(message.reply_markup).toEqual(buttons(['Подтвердить', `o:${order.id}:confirm`], ['Отменить', `o:${order.id}:cancel`]));
    // Kept once the worker has recorded the send (just after the fake took it).
    const row = () => db().selectFrom('notification_outbox').select(['sent_at', 'telegram_message_id']).where('subject', '=', 'order').where('subject_id', '=', order.id).executeTakeFirstOrThrow();
    await until(async () => (await row()).sent_at !== null, 'the send recorded');
    expect(Number((await row()).telegram_message_id)).toBe(message.message_id);

    // Not staff (a customer's linked Telegram, an unknown user), or staff in another chat: refused, nothing moves.
    expect(await press(CUSTOMER, message, `o:${order.id}:confirm`)).toEqual(['Нет прав']);
    expect(await press(STRANGER, message, `o:${order.id}:cancel`)).toEqual(['Нет прав']);
    expect(await press(ANNA, message, `o:${order.id}:confirm`, -100999)).toEqual(['Нет прав']);
    expect(await press(ANNA, message, `o:${order.id}:ship`)).toEqual(['Нет прав']);
    expect(await orderStatus(app, order.id)).toBe('pending');
    expect(await audits('order', order.id)).toEqual([]);
    expect(bot.edits.filter((e) => e.message_id === message.message_id)).toEqual([]);

    expect(await press(ANNA, message, `o:${order.id}:confirm`)).toEqual(['Подтверждено']);
    expect(await orderStatus(app, order.id)).toBe('confirmed');
    expect(bot.edits.at(-1)).toEqual({
      chat_id: Number(CHAT),
      message_id: message.message_id,
      text: `${message.text}\n\n✅ Подтверждён — Анна Смирнова`,
      reply_markup: buttons(['Отменить', `o:${order.id}:cancel`]),
    });
    const [entry] = await audits('order', order.id);
    expect(entry).toMatchObject({ actor_id: annaId, actor_name: 'Анна Смирнова', via: 'telegram', action: 'order.confirm', before: { status: 'pending' }, after: { status: 'confirmed' } });

    // A second press (the old button, another tap): told, and nothing changes.
    const history = await db().selectFrom('order_status_changes').selectAll().where('order_id', '=', order.id).execute();
    const edits = bot.edits.length;
    expect(await press(IGOR, message, `o:${order.id}:confirm`)).toEqual(['Уже подтверждён']);
    expect(await audits('order', order.id)).toHaveLength(1);
    expect(await db().selectFrom('order_status_changes').selectAll().where('order_id', '=', order.id).execute()).toEqual(history);
    expect(bot.edits).toHaveLength(edits);

    expect(await press(IGOR, message, `o:${order.id}:cancel`)).toEqual(['Отменено']);
    expect(await orderStatus(app, order.id)).toBe('cancelled');
    expect(bot.edits.at(-1)).toMatchObject({ text: `${message.text}\n\n❌ Отменён — Игорь Петров`, reply_markup: buttons() });
    expect((await audits('order', order.id)).at(-1)).toMatchObject({ actor_name: 'Игорь Петров', via: 'telegram', action: 'order.cancel', after: { status: 'cancelled', reason: 'Cancelled from Telegram' } });
  });

  it('a request: Take moves it in progress (the taker kept), Done closes it, a repeat is told', async () => {
    const app = nodes[0] ?? (await node());
    const sent = await call(app, { method: 'POST', url: '/api/contacts/', payload: { consent: true, name: 'Анна', phone: '+7 903 555-12-34', topic: 'callback' }, remoteAddress: '10.27.0.1' });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json<{ id: number }>().id;
    const message = await delivered(`Новая заявка #${id}`);
    expect(message.reply_markup).toEqual(buttons(['Взять', `r:${id}:take`], ['Готово', `r:${id}:done`]));
    const request = () => db().selectFrom('customer_requests').select(['status', 'taken_by']).where('id', '=', id).executeTakeFirstOrThrow();

    expect(await press(CUSTOMER, message, `r:${id}:take`)).toEqual(['Нет прав']);
    expect(await request()).toEqual({ status: 'new', taken_by: null });

    expect(await press(ANNA, message, `r:${id}:take`)).toEqual(['Взято в работу']);
    expect(await request()).toEqual({ status: 'in_progress', taken_by: annaId });
    expect(bot.edits.at(-1)).toMatchObject({ text: `${message.text}\n\n🛠 В работе — Анна Смирнова`, reply_markup: buttons(['Готово', `r:${id}:done`]) });
    expect(await press(IGOR, message, `r:${id}:take`)).toEqual(['Уже в работе']);
    expect(await request()).toEqual({ status: 'in_progress', taken_by: annaId });

    expect(await press(ANNA, message, `r:${id}:done`)).toEqual(['Готово']);
    expect(await request()).toMatchObject({ status: 'done' });
    expect(bot.edits.at(-1)).toMatchObject({ text: `${message.text}\n\n✅ Готово — Анна Смирнова`, reply_markup: buttons() });
    expect(await press(ANNA, message, `r:${id}:done`)).toEqual(['Уже готово']);
    expect((await audits('request', id)).map((a) => [a.action, a.via, a.actor_name])).toEqual([
      ['request.take', 'telegram', 'Анна Смирнова'],
      ['request.done', 'telegram', 'Анна Смирнова'],
    ]);
    await closeAll();
  });

  it('two nodes on one database: one polls at a time (the lease), each press is applied and answered once', async () => {
    bot.maxConcurrentPolls = 0;
    const [a, b] = [await node(), await node()];
    const order = await placeOrder(b);
    const message = await delivered(`Новый заказ №${order.order_number}`);
    // Two managers press Confirm at the same moment.
    const first = bot.press(ANNA, CHAT, message.message_id, `o:${order.id}:confirm`);
    const second = bot.press(IGOR, CHAT, message.message_id, `o:${order.id}:confirm`);
    await until(() => bot.confirmed(second.update_id), 'both presses handled');
    expect([...bot.answersTo(first.callback_query.id), ...bot.answersTo(second.callback_query.id)].sort()).toEqual(['Подтверждено', 'Уже подтверждён']);
    expect(await orderStatus(a, order.id)).toBe('confirmed');
    expect(await audits('order', order.id)).toHaveLength(1);
    expect(bot.maxConcurrentPolls).toBe(1);
    const lease = () => db().selectFrom('telegram_updates').selectAll().executeTakeFirstOrThrow();
    expect((await lease()).lease_token).not.toBeNull();
    expect(Number((await lease()).next_offset)).toBe(second.update_id + 1);

    // Whichever node held the lease, with A gone B polls: the next press is handled.
    await a.close();
    nodes.splice(nodes.indexOf(a), 1);
    const third = bot.press(ANNA, CHAT, message.message_id, `o:${order.id}:cancel`);
    await until(() => bot.confirmed(third.update_id), 'the press after a node left');
    expect(bot.answersTo(third.callback_query.id)).toEqual(['Отменено']);
    expect(await orderStatus(b, order.id)).toBe('cancelled');
    // A node shutting down gives the lease up.
    await closeAll();
    expect((await lease()).lease_token).toBeNull();
  });

  it('webhook mode: setWebhook at start and no polling; a wrong secret is 401, the right one applies once; off, the address is 404', async () => {
    const env = { NODE_ENV: 'test', TELEGRAM_BOT_TOKEN: TOKEN, MANAGER_TELEGRAM_CHAT_ID: CHAT, TELEGRAM_WEBHOOK_URL: WEBHOOK_URL };
    const webhook = loadConfig(env).notify.webhook!;
    // Unset, the secret is derived from the bot token: the same on every node, never the token itself.
    expect(webhook).toEqual({ url: WEBHOOK_URL, secret: loadConfig(env).notify.webhook?.secret });
    expect(webhook.secret).toMatch(/^[\w-]{43}$/);
    expect(webhook.secret).not.toContain(TOKEN.split(':')[1]);
    expect(loadConfig({ ...env, TELEGRAM_WEBHOOK_SECRET: 'mine_123' }).notify.webhook?.secret).toBe('mine_123');

    const polls = bot.polls.length;
    const app = await node({ webhook });
    await until(() => bot.webhooks.length > 0, 'setWebhook');
    expect(bot.webhooks).toEqual([{ url: WEBHOOK_URL, secret_token: webhook.secret, allowed_updates: ['callback_query'] }]);
    const order = await placeOrder(app);
    const message = await delivered(`Новый заказ №${order.order_number}`);
    const update = bot.update(ANNA, CHAT, message.message_id, `o:${order.id}:confirm`);
    const post = (secret: string | undefined, payload: unknown = update) =>
      call(app, { method: 'POST', url: '/api/telegram/webhook/', payload: payload as object, headers: secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret } });

    expect((await post(undefined)).statusCode).toBe(401);
    expect((await post(`${webhook.secret.slice(0, -1)}x`)).statusCode).toBe(401);
    expect((await post(TOKEN)).statusCode).toBe(401);
    expect(await orderStatus(app, order.id)).toBe('pending');
    expect(bot.answersTo(update.callback_query.id)).toEqual([]);

    const ok = await post(webhook.secret);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ detail: 'ok' });
    expect(await orderStatus(app, order.id)).toBe('confirmed');
    expect(bot.edits.at(-1)).toMatchObject({ message_id: message.message_id, text: `${message.text}\n\n✅ Подтверждён — Анна Смирнова` });
    // Telegram sends an update again when it missed the answer: applied once, the repeat is told.
    expect((await post(webhook.secret)).statusCode).toBe(200);
    expect(bot.answersTo(update.callback_query.id)).toEqual(['Подтверждено', 'Уже подтверждён']);
    expect(await audits('order', order.id)).toHaveLength(1);
    const stranger = bot.update(STRANGER, CHAT, message.message_id, `o:${order.id}:cancel`);
    expect((await post(webhook.secret, stranger)).statusCode).toBe(200);
    expect(bot.answersTo(stranger.callback_query.id)).toEqual(['Нет прав']);
    expect(await orderStatus(app, order.id)).toBe('confirmed');
    expect((await post(webhook.secret, { callback_query: {} })).statusCode).toBe(400);
    expect(bot.polls).toHaveLength(polls);

    // Without TELEGRAM_WEBHOOK_URL (or notifications) the address does not exist.
    expect((await call(server.app, { method: 'POST', url: '/api/telegram/webhook/', payload: update, headers: { 'x-telegram-bot-api-secret-token': webhook.secret } })).statusCode).toBe(404);
    await closeAll();
  });
});
