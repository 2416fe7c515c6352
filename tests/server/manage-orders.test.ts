import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMember, type Headers, type Page, type Schemas } from '../support/manageSuite.ts';
import { orderCalls, startOrdersServer, type ErrorBody } from '../support/ordersSuite.ts';
import { targets, type TestServer } from '../support/server.ts';

/**
 * Issue 27: the orders queue of the staff API over the real app and database (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL): a customer reserves a piece, a manager finds it in the queue with its hold, confirms it (a
 * second confirm is a 409 saying where it is), cancels it with a reason (the piece goes back on sale), and the
 * order's history and the audit log say who did what. Every answer is checked against openapi.yaml by the harness.
 */
type ManageOrder = Schemas['ManageOrder'];
type AuditEntry = Schemas['AuditEntry'];

describe.each(targets)('the staff orders queue on $name', (target) => {
  let server: TestServer;
  let watchIds: number[] = [];
  let dubai = 0;
  let manager: { headers: Headers; id: number } = { headers: {}, id: 0 };
  const { db, customer, add, checkout, pickup, userIdOf } = orderCalls(() => ({ server, dubai }));

  beforeAll(async () => {
    ({ server, watchIds, dubai } = await startOrdersServer(target));
    manager = await staffMember(server, 'manager', { first_name: 'Анна', last_name: 'Петрова' });
  });
  afterAll(async () => server?.close());

  const get = <T>(url: string, lang = 'ru') => server.json<T & ErrorBody>({ method: 'GET', url, headers: { ...manager.headers, 'accept-language': lang } });
  const act = (id: number, payload: Record<string, unknown>, lang = 'ru') =>
    server.json<ManageOrder & ErrorBody>({ method: 'POST', url: `/api/manage/orders/${id}/action/`, headers: { ...manager.headers, 'accept-language': lang }, payload });
  const reservedOf = async (id: number) => (await db().selectFrom('watches').select('reserved').where('id', '=', id).executeTakeFirstOrThrow()).reserved;

  /** A customer (with a name on the order of their own) reserves one watch for pickup. */
  async function reserve(watchId: number) {
    const me = await customer();
    await add(me, { watch_id: watchId });
    const placed = await checkout(me, pickup({ first_name: 'Олег', last_name: 'Сидоров', email: `oleg${watchId}@example.ru` }));
    expect(placed.status).toBe(201);
    return { me, order: placed.body, userId: await userIdOf(me) };
  }

  it('a manager sees a new reservation, newest first, with its hold, customer and history; confirms it once', async () => {
    const { order, userId } = await reserve(watchIds[0] ?? 0);
    const later = await reserve(watchIds[1] ?? 0);
    const queue = await get<Page<ManageOrder>>('/api/manage/orders/?status=pending');
    expect(queue.status).toBe(200);
    expect(queue.body.results.slice(0, 2).map((row) => row.id)).toEqual([later.order.id, order.id]);
    const row = queue.body.results.find((entry) => entry.id === order.id);
    expect(row?.hold_until).toBe(order.hold_until);
    expect(row?.customer).toEqual({ id: userId, name: 'Олег Сидоров', phone: expect.stringMatching(/^\+7917\d{7}$/) });
    expect(row?.history).toEqual([expect.objectContaining({ from: null, to: 'pending', by: 'customer', actor: { id: userId, name: expect.any(String) }, reason: null })]);

    const confirmed = await act(order.id, { action: 'confirm' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    expect(confirmed.body.hold_until).toBeNull();
    expect(confirmed.body.history.map((change) => [change.from, change.to, change.by, change.actor?.name])).toEqual([
      [null, 'pending', 'customer', expect.any(String)],
      ['pending', 'confirmed', 'staff', 'Анна Петрова'],
    ]);

    // A second press (another manager, the Telegram button) finds it already there: 409, in the caller's language.
    const again = await act(order.id, { action: 'confirm' });
    expect(again).toEqual({ status: 409, body: { detail: 'Заказ уже подтверждён.' } });
    expect((await act(order.id, { action: 'confirm' }, 'en')).body).toEqual({ detail: 'The order is already confirmed.' });
    expect((await act(later.order.id, { action: 'ship' }, 'en')).body).toEqual({ detail: 'The order is still awaiting confirmation.' });
    expect((await get<ManageOrder>(`/api/manage/orders/${order.id}/`)).body.history).toHaveLength(2);
  });

  it('a cancel needs a reason, gives the piece back on sale, and the history and audit log keep who and why', async () => {
    const watchId = watchIds[2] ?? 0;
    const { order } = await reserve(watchId);
    expect(await reservedOf(watchId)).toBe(1);
    for (const payload of [{ action: 'cancel' }, { action: 'cancel', reason: '   ' }]) {
      const refused = await act(order.id, payload, 'en');
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ reason: ['A reason is required to cancel an order.'] });
    }
    expect(await reservedOf(watchId)).toBe(1);

    expect((await act(order.id, { action: 'confirm' })).status).toBe(200);
    const cancelled = await act(order.id, { action: 'cancel', reason: ' The customer chose another piece ' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancel_reason: 'manager' });
    expect(cancelled.body.history.at(-1)).toEqual(
      expect.objectContaining({ from: 'confirmed', to: 'cancelled', by: 'staff', actor: { id: manager.id, name: 'Анна Петрова' }, reason: 'The customer chose another piece' }),
    );
    expect(await reservedOf(watchId)).toBe(0);
    expect((await server.call({ method: 'GET', url: `/api/watches/${watchId}/` })).statusCode).toBe(200);
    expect((await act(order.id, { action: 'cancel', reason: 'again' })).body).toEqual({ detail: 'Заказ уже отменён.' });

    const log = await get<Page<AuditEntry>>(`/api/manage/audit/?subject_type=order&subject_id=${order.id}`);
    expect(log.body.count).toBe(2);
    expect(log.body.results.map((entry) => [entry.action, entry.actor?.name, entry.via, entry.subject_label, entry.before, entry.after])).toEqual([
      ['order.cancel', 'Анна Петрова', 'web', `№${order.order_number}`, { status: 'confirmed' }, { status: 'cancelled', reason: 'The customer chose another piece' }],
      ['order.confirm', 'Анна Петрова', 'web', `№${order.order_number}`, { status: 'pending' }, { status: 'confirmed' }],
    ]);
  });

  it('filters: a hold running out within N hours, and a search by number, name, e-mail or a phone however typed', async () => {
    const { order } = await reserve(watchIds[3] ?? 0);
    const ids = async (query: string) => (await get<Page<ManageOrder>>(`/api/manage/orders/?page_size=100&${query}`)).body.results.map((row) => row.id);
    // The default hold is 48 hours.
    expect(await ids('expiring_within_hours=72')).toContain(order.id);
    expect(await ids('expiring_within_hours=24')).not.toContain(order.id);
    expect(await ids('expiring_within_hours=72&status=confirmed')).toEqual([]);
    const digits = order.phone.slice(2);
    for (const search of [`№${order.order_number}`, 'сидоров', `oleg${watchIds[3]}@example`, `8 ${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6)}`]) {
      expect(await ids(`search=${encodeURIComponent(search)}`), search).toContain(order.id);
    }
    expect(await ids(`search=${encodeURIComponent('nobody-at-all')}`)).toEqual([]);
    const page = await get<Page<ManageOrder> & { next: string | null }>('/api/manage/orders/?page_size=1');
    expect(page.body.results).toHaveLength(1);
    expect(page.body.next).toContain('page=2');
  });

  it('an unknown order is a 404 to read and to move', async () => {
    expect((await get('/api/manage/orders/999999/', 'en')).body).toEqual({ detail: 'Order not found.' });
    expect((await act(999999, { action: 'confirm' })).status).toBe(404);
  });
});
