import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { findOrder } from '../orders/repository.ts';
import { requestMessage } from '../requests/describe.ts';
import { findRequest } from '../requests/repository.ts';
import { enqueue } from './outbox.ts';

const MODE: Record<string, string> = { reserve: 'бронирование', pay: 'оплата онлайн', crypto: 'криптовалюта' };

/** The managers' Telegram message about a new order: number, customer, lines, money, mode and where it goes. */
async function orderMessage(db: Kysely<Database>, orderId: number): Promise<string | undefined> {
  const order = await findOrder(db, 'ru', orderId);
  if (!order) return undefined;
  const lines = await db
    .selectFrom('order_items as oi')
    .leftJoin('watches as w', 'w.id', 'oi.watch_id')
    .leftJoin('jewelry as j', 'j.id', 'oi.jewelry_id')
    .leftJoin('bags as bg', 'bg.id', 'oi.bag_id')
    .leftJoin('brands as br', (join) => join.on(sql<boolean>`br.id = coalesce(w.brand_id, j.brand_id, bg.brand_id)`))
    .select([
      sql<string>`concat_ws(' ', br.name, coalesce(w.model_name, j.model_name, bg.model_name), coalesce(w.reference, j.reference, bg.reference))`.as('label'),
      'oi.quantity',
      'oi.price',
    ])
    .where('oi.order_id', '=', orderId)
    .orderBy('oi.id')
    .execute();
  const where =
    order.delivery_method === 'pickup'
      ? `Самовывоз: ${order.pickup_city_name ?? '—'}`
      : `Доставка: ${[order.address_line1, order.address_line2, order.address_city, order.state, order.postal_code, order.country].filter(Boolean).join(', ')}`;
  return [
    `Новый заказ №${order.order_number}`,
    `Клиент: ${order.first_name} ${order.last_name}, ${order.phone}, ${order.email}`,
    ...lines.map((line) => `• ${line.label} ×${line.quantity} — ${line.price === null ? 'цена по запросу' : `${line.price} USD`}`),
    `Итого: ${order.total_price} USD${lines.some((line) => line.price === null) ? ' (предварительно: без позиций по запросу)' : ''}${order.promo_code ? ` (промокод ${order.promo_code}, скидка ${order.discount})` : ''}${Number(order.delivery_cost) > 0 ? `, доставка ${order.delivery_cost}` : ''}`,
    `Оплата: ${MODE[order.mode] ?? order.mode}`,
    where,
    ...(order.comment ? [`Комментарий: ${order.comment}`] : []),
  ].join('\n');
}

/**
 * Writes the managers' messages into the outbox (server/notify/outbox.ts), inside the caller's transaction, when
 * notifications are on (MANAGER_TELEGRAM_CHAT_ID and TELEGRAM_BOT_TOKEN); off, it writes nothing, so no backlog
 * builds up to flood a chat configured later. `committed` tells this node's worker to look at once.
 */
export class Notifier {
  private readonly listeners = new Set<() => void>();

  constructor(readonly enabled: boolean) {}

  /** In the request's transaction; never called for a honeypot request. */
  async requestCreated(trx: Kysely<Database>, requestId: number): Promise<void> {
    if (!this.enabled) return;
    const row = await findRequest(trx, requestId);
    if (row) await enqueue(trx, 'request', requestId, requestMessage(row));
  }

  /** In the order's transaction, after its lines are inserted. */
  async orderPlaced(trx: Kysely<Database>, orderId: number): Promise<void> {
    if (!this.enabled) return;
    const message = await orderMessage(trx, orderId);
    if (message) await enqueue(trx, 'order', orderId, message);
  }

  /** After the transaction that wrote a message has committed. */
  committed(): void {
    if (!this.enabled) return;
    for (const listener of this.listeners) listener();
  }

  onCommitted(listener: () => void): void {
    this.listeners.add(listener);
  }
}
