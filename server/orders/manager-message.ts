import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Notifier } from '../notify/notifier.ts';
import { findOrder, orderLineLabels } from './repository.ts';

const MODE: Record<string, string> = { reserve: 'бронирование', pay: 'оплата онлайн', crypto: 'криптовалюта' };

/** The managers' Telegram message about a new order: number, customer, lines, money, mode and where it goes. */
export async function orderMessage(db: Kysely<Database>, orderId: number): Promise<string | undefined> {
  const order = await findOrder(db, 'ru', orderId);
  if (!order) return undefined;
  const lines = await orderLineLabels(db, orderId);
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

/** Writes the managers' message about a new order in the order's own transaction (server/notify delivers it). */
export const announceOrder =
  (notifier: Notifier) =>
  (trx: Kysely<Database>, orderId: number): Promise<void> =>
    notifier.write(trx, 'order', orderId, () => orderMessage(trx, orderId));
