import type { Kysely } from 'kysely';
import type { Locale } from '../../kernel/language.ts';
import type { components } from '../../kernel/schema.d.ts';
import { normalizePhone } from '../auth/phone.ts';
import { badRequest, HttpError, notFound } from '../contract/errors.ts';
import { sliceOf, type PageRequest } from '../contract/paging.ts';
import type { Database } from '../db/types.ts';
import { findOrder, type OrderRow, type OrderStatus } from '../orders/repository.ts';
import { answers, searchTerms, type ManagerAction } from '../orders/service.ts';
import { applyOrderAction } from './actions.ts';
import type { StaffActor } from './gate.ts';
import { countStaffOrders, customersOf, historiesOf, listStaffOrders, type HistoryRow, type StaffOrderFilter } from './order-queries.ts';

type ManageOrder = components['schemas']['ManageOrder'];
type StatusChange = components['schemas']['OrderStatusChange'];

/**
 * The staff's orders (issue 27): the queue, one order with its customer and history, and the moves. An order is
 * the customer's own answer (orders/service.ts) plus who placed it and what happened to it since.
 */

export const ORDER_NOT_FOUND = 'Order not found.';
export const REASON_REQUIRED = 'A reason is required to cancel an order.';

/** The 409's words: where the order is now (another manager, a Telegram button, the customer or the hold was first). */
export const ORDER_ALREADY: Record<OrderStatus, string> = {
  pending: 'The order is still awaiting confirmation.',
  confirmed: 'The order is already confirmed.',
  shipped: 'The order has already been shipped.',
  delivered: 'The order has already been delivered.',
  cancelled: 'The order has already been cancelled.',
};

const personName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
const shownPhone = (digits: string | null) => (digits === null ? null : `+${digits}`);

function historyEntry(row: HistoryRow): StatusChange {
  return {
    at: new Date(row.at).toISOString(),
    from: row.from_status as StatusChange['from'],
    to: row.to_status as StatusChange['to'],
    by: row.by_kind,
    actor: row.actor_id === null ? null : { id: row.actor_id, name: personName(row.first_name, row.last_name) || shownPhone(row.phone) || '—' },
    reason: row.reason,
  };
}

async function staffAnswers(db: Kysely<Database>, lang: Locale, rows: OrderRow[]): Promise<ManageOrder[]> {
  const ids = rows.map((row) => row.id);
  const [orders, customers, histories] = await Promise.all([answers(db, lang, rows), customersOf(db, [...new Set(rows.map((row) => row.user_id))]), historiesOf(db, ids)]);
  const customerOf = new Map(customers.map((customer) => [customer.id, customer]));
  const historyOf = new Map<number, StatusChange[]>();
  for (const row of histories) historyOf.set(row.order_id, [...(historyOf.get(row.order_id) ?? []), historyEntry(row)]);
  return orders.map((order, index) => {
    const row = rows[index] as OrderRow;
    const account = customerOf.get(row.user_id);
    const phone = shownPhone(account?.phone ?? null);
    // The account's name when the customer gave one, else the name on the order (a code sign-in has none).
    const name = personName(account?.first_name ?? null, account?.last_name ?? null) || personName(row.first_name, row.last_name) || phone || '—';
    return { ...order, customer: { id: row.user_id, name, phone }, history: historyOf.get(row.id) ?? [] };
  });
}

export interface StaffOrderQuery {
  status?: OrderStatus | undefined;
  expiring_within_hours?: number | undefined;
  search?: string | undefined;
}

/** What a search may be: an order number, a name or e-mail, or a phone however typed (the shop's phone rule). */
function filterOf(query: StaffOrderQuery): StaffOrderFilter {
  const { number, text } = searchTerms(query.search);
  const digits = (query.search ?? '').replace(/\D/g, '');
  const phone = normalizePhone(query.search ?? '');
  const phoneDigits = [...new Set([...(phone ? [phone] : []), ...(digits.length >= 3 ? [digits] : [])])];
  return { status: query.status, expiringWithinHours: query.expiring_within_hours, text, number, phoneDigits };
}

export async function listManageOrders(db: Kysely<Database>, query: StaffOrderQuery, page: PageRequest, lang: Locale): Promise<{ count: number; results: ManageOrder[] }> {
  const filter = filterOf(query);
  const [count, rows] = await Promise.all([countStaffOrders(db, filter), listStaffOrders(db, lang, filter, sliceOf(page))]);
  return { count, results: await staffAnswers(db, lang, rows) };
}

export async function getManageOrder(db: Kysely<Database>, id: number, lang: Locale): Promise<ManageOrder> {
  const row = await findOrder(db, lang, id);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [answer] = await staffAnswers(db, lang, [row]);
  if (!answer) throw notFound(ORDER_NOT_FOUND);
  return answer;
}

/**
 * Confirm, ship, deliver or cancel (a cancel needs its reason: the customer is told why, and the history keeps it).
 * An order already elsewhere is a 409 saying where, and nothing changes.
 */
export async function actOnManageOrder(
  db: Kysely<Database>,
  actor: StaffActor,
  id: number,
  body: { action: ManagerAction; reason?: string | undefined },
  lang: Locale,
): Promise<ManageOrder> {
  const reason = body.reason?.trim() ?? '';
  if (body.action === 'cancel' && reason === '') throw badRequest('Invalid request.', { reason: [REASON_REQUIRED] });
  const outcome = await applyOrderAction(db, actor, id, body.action, body.action === 'cancel' ? reason : undefined);
  if (!outcome) throw notFound(ORDER_NOT_FOUND);
  if (!outcome.moved) throw new HttpError(409, ORDER_ALREADY[outcome.status]);
  return getManageOrder(db, id, lang);
}
