import { createActor } from 'xstate';
import { ApiError } from '../../api/errors.ts';
import type { ManageOrder, ManageOrdersPage, StaffMember } from '../../api/manageOrders.ts';
import type { PendingMove } from './manageOrderRules.ts';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { manageOrderMachine, type ManageOrderEvent } from './manageOrderMachine.ts';
import { ordersQueueMachine, type OrdersQueueEvent } from './ordersQueueMachine.ts';
import { CLOCK_TICK_MS, REFRESH_INTERVAL_MS, SEARCH_DEBOUNCE_MS, type QueueRequest } from './ordersQueueQuery.ts';
import { staffAccessMachine } from './staffAccessMachine.ts';

/** Test-only: back-office orders, pages, failures and harnesses with hand-settled calls for the manage machines. */

export const NOW = Date.parse('2026-11-20T12:00:00Z');
export const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
export const alreadyMoved = new ApiError({ code: 'conflict', status: 409, detail: 'Заказ уже подтверждён', message: 'Заказ уже подтверждён' });
export const notFound = new ApiError({ code: 'not-found', status: 404, message: 'Не найдено' });
export const forbidden = new ApiError({ code: 'forbidden', status: 403, message: 'Нет доступа' });
export const unauthorized = new ApiError({ code: 'unauthorized', status: 401, message: 'Войдите' });

export function manageOrder(id: number, over: Partial<ManageOrder> = {}): ManageOrder {
  return {
    id,
    order_number: String(100_000 + id),
    status: 'pending',
    hold_until: new Date(NOW + 5 * 3_600_000 + 12 * 60_000).toISOString(),
    cancel_reason: null,
    mode: 'reserve',
    delivery_method: 'pickup',
    created_at: '2026-11-20T10:00:00Z',
    subtotal: '14500.00',
    discount: '0.00',
    delivery_cost: '0.00',
    total_price: '14500.00',
    total_is_preliminary: false,
    items_count: 1,
    promo_code: null,
    first_name: 'Анна',
    last_name: 'Соколова',
    phone: '+79161234567',
    email: 'anna@example.com',
    pickup_city: { id: 1, name: 'Москва' },
    address: null,
    items: [
      {
        id: id * 10,
        quantity: 1,
        price: '14500.00',
        watch: { id: 12, model_name: 'Submariner Date', reference: '126610LN', brand: { id: 3, name: 'Rolex' }, price_usd: '14500.00', photos: [] },
      },
    ],
    customer: { id: 7, name: 'Анна Соколова', phone: '+79161234567' },
    history: [{ at: '2026-11-20T10:00:00Z', from: null, to: 'pending', by: 'customer', actor: null, reason: null }],
    ...over,
  } as ManageOrder;
}

export const page = (results: ManageOrder[], count = results.length, next: string | null = null): ManageOrdersPage => ({ count, next, previous: null, results });

/** A first page of 2 of 30 orders: one pending, one confirmed. */
export const FIRST_PAGE = page([manageOrder(2), manageOrder(1, { status: 'confirmed', hold_until: null })], 30, '/api/manage/orders/?page=2');
export const SECOND_PAGE = page([manageOrder(1, { status: 'confirmed', hold_until: null }), manageOrder(0, { status: 'delivered', hold_until: null })], 30, null);
/** A refresh: a new reservation arrived on top. */
export const REFRESHED = page([manageOrder(3), ...FIRST_PAGE.results], 31, '/api/manage/orders/?page=2');

export const delays = { searchDebounce: SEARCH_DEBOUNCE_MS, refreshInterval: REFRESH_INTERVAL_MS, tick: CLOCK_TICK_MS };

export function setUpQueue() {
  const fetchOrders = fakeRequest<ManageOrdersPage, QueueRequest>();
  const moveOrder = fakeRequest<ManageOrder, PendingMove>();
  const fakes = { orders: fetchOrders, refresh: fetchOrders, more: fetchOrders, move: moveOrder };
  const actor = createActor(ordersQueueMachine.provide({ actors: { fetchOrders: fetchOrders.logic, moveOrder: moveOrder.logic } }), { input: {} }).start();
  const step = (event: OrdersQueueEvent | Parameters<typeof performStep<OrdersQueueEvent>>[1]) => performStep<OrdersQueueEvent>({ send: actor.send, fakes, delays }, event);
  return { actor, fetchOrders, moveOrder, step };
}

export function setUpOrder(id = 2) {
  const fetchOrder = fakeRequest<ManageOrder, { id: number }>();
  const moveOrder = fakeRequest<ManageOrder, PendingMove>();
  const fakes = { order: fetchOrder, refresh: fetchOrder, move: moveOrder };
  const actor = createActor(manageOrderMachine.provide({ actors: { fetchOrder: fetchOrder.logic, moveOrder: moveOrder.logic } }), { input: { id } }).start();
  const step = (event: ManageOrderEvent | Parameters<typeof performStep<ManageOrderEvent>>[1]) => performStep<ManageOrderEvent>({ send: actor.send, fakes, delays }, event);
  return { actor, fetchOrder, moveOrder, step };
}

export const STAFF: StaffMember = { id: 5, phone: '+79160000000', first_name: 'Мария', last_name: 'Ильина', role: 'manager', telegram_id: null };

export function setUpAccess() {
  const me = fakeRequest<StaffMember>();
  const actor = createActor(staffAccessMachine.provide({ actors: { fetchStaffMe: me.logic } })).start();
  const step = (event: Parameters<typeof performStep<{ type: 'access.retry' }>>[1]) => performStep<{ type: 'access.retry' }>({ send: actor.send, fakes: { me } }, event);
  return { actor, me, step };
}
